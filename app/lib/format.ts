/**
 * Swiss price formatting (spec §9: CHF, Swiss locale, two decimals). Written by hand rather than with
 * Intl so that server and browser render the same characters (ICU data differs between runtimes).
 */
export function formatAmount(amount: number): string {
  const [whole, cents] = Math.abs(amount).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "’");
  return `${amount < 0 ? "-" : ""}${grouped}.${cents}`;
}

/** Shop products are priced in francs, laboratory services in euro (laboratory spec). */
export type Currency = "CHF" | "EUR";

/** 'EUR 12.50', 'CHF 1’234.00': the code first and the Swiss grouping for both currencies, as Swiss price lists write them. */
export function formatMoney(amount: number, currency: Currency): string {
  return `${currency} ${formatAmount(amount)}`;
}

/** 'CHF 12.50', 'CHF 1’234.00'. */
export function formatChf(amount: number): string {
  return formatMoney(amount, "CHF");
}

/** The savings string the API sends ("3.50") shown as money; "0.00" or garbage means there is nothing saved. */
export function savingsText(savings: string | null | undefined): string | null {
  if (!savings) return null;
  const value = Number(savings);
  if (!Number.isFinite(value) || value <= 0 || savings === "0.00") return null;
  return formatChf(value);
}

/** `yyyy-mm-dd` as Swiss readers write it, `dd.MM.yyyy`; anything else as it came. */
export function swissDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}
