import * as Dialog from "@radix-ui/react-dialog";
import { Loader2, Search, X } from "lucide-react";
import { Link } from "react-router";
import { SOLO_FIELDS, type ArticleDetail } from "#contracts/catalogue.ts";
import { fieldLabels } from "./field-search.ts";
import { ProductCard } from "./product-card.tsx";
import { useFieldSearch } from "./use-field-search.ts";

/** The 'Find More Products' field buttons and the related-products modal (spec §2, §4). */
export function FindMoreProducts({ article }: { article: ArticleDetail }) {
  const { busy, alert, result, run, close } = useFieldSearch(article);
  const listHref = result
    ? `/products?${new URLSearchParams({ view: "field-search", field: result.field, search: result.value }).toString()}`
    : "/products";
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
            onClick={() => void run(field)}
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
      <Dialog.Root open={result !== null} onOpenChange={(open) => !open && close()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <Dialog.Content className="fixed inset-x-2 top-[5vh] z-50 mx-auto flex max-h-[90vh] max-w-5xl flex-col rounded-card bg-white shadow-float focus:outline-none">
            <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
              <Dialog.Title className="text-lg font-semibold">
                {result ? `More Products by ${fieldLabels[result.field]}` : ""}
                {result && <span className="block text-sm font-normal text-muted">{result.value}</span>}
              </Dialog.Title>
              <Dialog.Close aria-label="Schliessen" className="flex h-11 w-11 items-center justify-center rounded-lg hover:bg-soft">
                <X aria-hidden size={20} />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">Verwandte Produkte zu diesem Artikel</Dialog.Description>
            <div className="overflow-y-auto p-5">
              {result && result.list.products.length === 0 ? (
                <p className="py-8 text-center text-muted">No related products found</p>
              ) : (
                <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
                  {result?.list.products.map((product) => (
                    <li key={product._id}>
                      <ProductCard product={product} onOpen={close} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="flex flex-wrap justify-end gap-3 border-t border-line px-5 py-3">
              {result && result.list.pagination.totalProducts > result.list.products.length && (
                <Link to={listHref} onClick={close} className="flex min-h-11 items-center rounded-lg px-4 font-medium text-brand hover:underline">
                  Alle {result.list.pagination.totalProducts} anzeigen
                </Link>
              )}
              <Dialog.Close className="min-h-11 rounded-lg bg-brand px-5 font-medium text-white hover:bg-brand-hover">Close</Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
