import { formatMoney, type Currency } from "#contracts/money.ts";

/** An amount in CHF or EUR, Swiss-formatted ('CHF 1’234.50'), in tabular digits and never broken across lines. */
export function PriceTag({ amount, currency = "CHF", className = "" }: { amount: number; currency?: Currency; className?: string }) {
  return <span className={`tabular whitespace-nowrap ${className}`}>{formatMoney(amount, currency)}</span>;
}
