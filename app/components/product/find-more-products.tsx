import { Loader2, Search } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { SOLO_FIELDS, type ArticleDetail } from "#contracts/catalogue.ts";
import { fieldLabels } from "./field-search.ts";
import { useFieldSearch } from "./use-field-search.ts";

// Radix Dialog and the modal load with the first search, alongside its API call, not with the product page.
const loadDialog = () => import("./related-products-dialog.tsx");
const RelatedProductsDialog = lazy(loadDialog);

/** The 'Find More Products' field buttons and the related-products modal (spec §2, §4). */
export function FindMoreProducts({ article }: { article: ArticleDetail }) {
  const { busy, alert, result, run, close } = useFieldSearch(article);
  const [dialogUsed, setDialogUsed] = useState(false);
  return (
    <section aria-labelledby="find-more" className="mt-8">
      <h2 id="find-more" className="text-lg">
        Find More Products
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {SOLO_FIELDS.map((field) => (
          <button
            key={field}
            type="button"
            data-replay
            onClick={() => {
              setDialogUsed(true);
              void run(field);
            }}
            disabled={busy !== null}
            className="flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-sm hover:border-brand hover:text-brand disabled:opacity-60"
          >
            {busy === field ? <Loader2 aria-hidden size={16} className="animate-spin" /> : <Search aria-hidden size={16} />}
            {fieldLabels[field]}
          </button>
        ))}
      </div>
      {alert && (
        <p role="alert" className="mt-3 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning">
          {alert}
        </p>
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <RelatedProductsDialog result={result} close={close} />
        </Suspense>
      )}
    </section>
  );
}
