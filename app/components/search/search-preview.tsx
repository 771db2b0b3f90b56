import { Loader2 } from "lucide-react";
import type { ProductSummary } from "#contracts/catalogue.ts";
import { cardImage, mainArticle } from "#app/components/product/article-view.ts";
import { PriceBlock } from "#app/components/product/price-block.tsx";
import { ProductImage } from "#app/components/product/product-image.tsx";
import type { LiveSearchState } from "./use-live-search.ts";

type Props = {
  listId: string;
  state: Exclude<LiveSearchState, { status: "idle" }>;
  activeIndex: number;
  onChoose: (product: ProductSummary) => void;
  onSuggestion: (term: string) => void;
  onHover: (index: number) => void;
};

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The floating preview under a search box: spinner, up to five hits, or the empty text with a suggestion. */
export function SearchPreview({ listId, state, activeIndex, onChoose, onSuggestion, onHover }: Props) {
  return (
    <div className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[480px] overflow-y-auto rounded-card border border-line bg-white text-left text-ink shadow-float">
      {state.status === "loading" && (
        <p role="status" className="flex items-center gap-2 px-4 py-4 text-sm text-muted">
          <Loader2 aria-hidden size={18} className="animate-spin text-brand" />
          Suche läuft...
        </p>
      )}
      {state.status === "done" && state.result.products.length === 0 && (
        <div role="status" className="px-4 py-4 text-sm">
          <p>Keine Ergebnisse gefunden für "{state.term}"</p>
          {state.result.didYouMean && (
            <button
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onSuggestion(state.result.didYouMean!)}
              className="mt-2 min-h-11 rounded-md px-2 text-left text-brand underline underline-offset-2 hover:text-brand-hover"
            >
              Meinten Sie: <strong>{state.result.didYouMean}</strong>
            </button>
          )}
        </div>
      )}
      {state.status === "done" && state.result.products.length > 0 && (
        <ul id={listId} role="listbox" aria-label="Suchvorschläge" className="py-1">
          {state.result.products.map((product, index) => {
            const article = mainArticle(product);
            if (!article) return null;
            const title = article.description.description || article.description.longDescription || "No description available";
            return (
              <li
                key={product._id}
                id={optionId(listId, index)}
                role="option"
                aria-selected={index === activeIndex}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => onHover(index)}
                onClick={() => onChoose(product)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === activeIndex ? "bg-brand-soft" : "hover:bg-soft"}`}
              >
                <ProductImage src={cardImage(article)} alt="" size={48} className="h-12 w-12 shrink-0 rounded-md object-contain" />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 text-sm font-medium">{title}</span>
                  <PriceBlock article={article} variant="preview" />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
