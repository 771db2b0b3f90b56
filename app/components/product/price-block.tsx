import type { ArticleSummary } from "#contracts/catalogue.ts";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import { formatChf } from "#contracts/money.ts";
import { savingsText } from "#app/lib/format.ts";
import { PRESCRIPTION_PRICE_TEXT, isPrescription, type Saleable } from "./article-view.ts";

type Variant = "card" | "detail" | "preview";

/** Why there is no price: a prescription article (never shown online), or none in the catalogue (spec §5). */
function NoPrice({ prescription, variant }: { prescription: boolean; variant: Variant }) {
  const text = prescription ? PRESCRIPTION_PRICE_TEXT : variant === "preview" ? "Preis nicht verfügbar" : "Price not available";
  return <span className="text-sm font-normal text-muted">{text}</span>;
}

/** The one-line price of a compact tile (cart sections, favourites, bestsellers), by the rule in article-view.ts. */
export function TilePrice({ item, className = "font-semibold" }: { item: Saleable; className?: string }) {
  return item.price === null || item.prescription ? <NoPrice prescription={item.prescription} variant="card" /> : <PriceTag amount={item.price} className={className} />;
}

/**
 * Price rules (spec §5): the price only when currentPrice exists; original price and discount badge only when
 * the original differs; 'Sie sparen CHF …' only when savings is not '0.00'. Never for a prescription article.
 */
export function PriceBlock({ article, variant }: { article: Pick<ArticleSummary, "price" | "regulations">; variant: Variant }) {
  const { price } = article;
  if (price.currentPrice === null || price.currentPrice === undefined || isPrescription(article)) {
    return (
      <p className="text-sm">
        <NoPrice prescription={isPrescription(article)} variant={variant} />
      </p>
    );
  }
  const reduced = price.originalPrice !== null && price.originalPrice !== undefined && price.originalPrice !== price.currentPrice;
  const saved = savingsText(price.savings);
  const big = variant === "detail";
  return (
    <div className="tabular">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className={big ? "text-3xl font-bold text-ink" : "font-bold text-ink"}>{formatChf(price.currentPrice)}</span>
        {reduced && (
          <>
            <span className="text-sm text-muted line-through">
              <span className="sr-only">Statt </span>
              {formatChf(price.originalPrice!)}
            </span>
            {price.discountPercentage > 0 && (
              <span className="rounded-md bg-discount px-1.5 py-0.5 text-xs font-semibold text-white">-{Math.round(price.discountPercentage)}%</span>
            )}
          </>
        )}
      </div>
      {big && <p className="mt-1 text-sm text-muted">inkl. MwSt.</p>}
      {big && saved && <p className="mt-1 text-sm font-semibold text-success">Sie sparen {saved}</p>}
    </div>
  );
}
