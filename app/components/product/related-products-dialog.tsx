import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { Link } from "react-router";
import { fieldLabels } from "./field-search.ts";
import { ProductCard } from "./product-card.tsx";
import type { FieldSearchResult } from "./use-field-search.ts";
import { buttonClass } from "#app/components/ui/button.tsx";

/** The related-products modal of 'Find More Products' (spec §2, §4), loaded with the first field search. */
export default function RelatedProductsDialog({ result, close }: { result: FieldSearchResult | null; close: () => void }) {
  const listHref = result
    ? `/products?${new URLSearchParams({ view: "field-search", field: result.field, search: result.value }).toString()}`
    : "/products";
  return (
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
            <Dialog.Close className={buttonClass("primary")}>Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
