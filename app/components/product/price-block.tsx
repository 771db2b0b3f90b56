import type { Price } from "#contracts/catalogue.ts";
import { formatChf, savingsText } from "#app/lib/format.ts";

type Props = {
  price: Price;
  variant: "card" | "detail" | "preview";
};

/**
 * Price rules (spec §5): the price only when currentPrice exists; original price and discount badge only when
 * the original differs; 'Sie sparen CHF …' only when savings is not '0.00'.
 */
export function PriceBlock({ price, variant }: Props) {
  if (price.currentPrice === null || price.currentPrice === undefined) {
    return <p className="text-sm text-muted">{variant === "preview" ? "Preis nicht verfügbar" : "Price not available"}</p>;
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
