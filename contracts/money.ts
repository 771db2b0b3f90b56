/**
 * The one place for money (docs/decisions/028-one-place-per-rule.md): minor units, VAT, the one formatter that
 * pages, mails and the invoice PDF print with, and the shop's money terms. The server counts in minor units
 * (Rappen, euro cents) and answers francs with two decimals; nothing else converts or formats by hand.
 */

export const CURRENCY = "CHF";
/** Shop products are priced in francs, laboratory services in euro (laboratory spec). */
export type Currency = "CHF" | "EUR";

// ---- minor units ----

/** Minor units (Rappen) as francs with two decimals, as the API answers them. */
export const fromMinor = (minor: number) => Math.round(minor) / 100;
/**
 * Francs (as a client sends them) in minor units. The product is cut to six decimals first: 0.285 × 100 is
 * 28.499999999999996 in binary, and a person writing 0.285 means the half that rounds up.
 */
export const toMinor = (francs: number) => Math.round(Number((francs * 100).toFixed(6)));
/** Swiss cash rounding: to the nearest 5 Rappen (the smallest coin), halves up. */
export const roundTo5Rappen = (minor: number) => Math.round(minor / 5) * 5;
export const isWhole5Rappen = (minor: number) => Number.isInteger(minor) && minor % 5 === 0;

// ---- VAT ----

/** VAT rates in basis points of a percent (2.6 % = 260): reduced rate for medicines and food, normal rate else. */
export const VAT_RATES_BP = { reduced: 260, normal: 810 } as const;
export const vatPercent = (bp: number) => bp / 100;
/** VAT contained in a gross amount: gross × rate / (100 % + rate), rounded to the Rappen. */
export const vatIncluded = (grossMinor: number, rateBp: number) => Math.round((grossMinor * rateBp) / (10_000 + rateBp));

/** A gross amount (incl. VAT) at one rate. */
export type GrossAtRate = { rateBp: number; grossMinor: number };

/**
 * Shipping's VAT follows the goods it carries (Art. 19 Abs. 4 MWSTG, an ancillary service is taxed like the main
 * one; docs/decisions/029-sale-money-and-law.md): goods of one rate, all of it at that rate; goods of several
 * rates, split in proportion to the goods' gross value per rate. The parts are whole Rappen and add up to the
 * amount exactly (largest remainder; on a tie the higher rate takes the Rappen). Without goods of any value, the
 * normal rate. Rates ascending; a rate whose part is 0 is left out.
 */
export function splitByGoods(amountMinor: number, goods: readonly GrossAtRate[]): GrossAtRate[] {
  if (amountMinor <= 0) return [];
  const byRate = new Map<number, number>();
  for (const g of goods) if (g.grossMinor > 0) byRate.set(g.rateBp, (byRate.get(g.rateBp) ?? 0) + g.grossMinor);
  const totalGoods = [...byRate.values()].reduce((a, b) => a + b, 0);
  if (totalGoods === 0) return [{ rateBp: VAT_RATES_BP.normal, grossMinor: amountMinor }];
  const parts = [...byRate.entries()].map(([rateBp, gross]) => {
    const exact = (amountMinor * gross) / totalGoods;
    return { rateBp, grossMinor: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = amountMinor - parts.reduce((n, p) => n + p.grossMinor, 0);
  for (const p of [...parts].sort((a, b) => b.rest - a.rest || b.rateBp - a.rateBp)) {
    if (left <= 0) break;
    p.grossMinor += 1;
    left -= 1;
  }
  return parts
    .filter((p) => p.grossMinor > 0)
    .sort((a, b) => a.rateBp - b.rateBp)
    .map(({ rateBp, grossMinor }) => ({ rateBp, grossMinor }));
}

/** The VAT contained per rate in these gross amounts: summed per rate, rounded once per rate to the Rappen, rates ascending. */
export function vatByRate(gross: readonly GrossAtRate[]): { rateBp: number; amountMinor: number }[] {
  const byRate = new Map<number, number>();
  for (const g of gross) byRate.set(g.rateBp, (byRate.get(g.rateBp) ?? 0) + g.grossMinor);
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([rateBp, grossMinor]) => ({ rateBp, amountMinor: vatIncluded(grossMinor, rateBp) }));
}

// ---- the shop's money terms (shared/API.md "Orders"; the home page promises free shipping from CHF 50) ----

export const FREE_SHIPPING_FROM_MINOR = 5000;
export const SHIPPING_FEE_MINOR = 790;
/** An invoice is payable within this many days (Swiss QR-bill). */
export const INVOICE_PAYMENT_DAYS = 30;

// ---- formatting ----

/**
 * "1’234.50": Swiss style, two decimals, a typographic apostrophe between thousands. Written by hand rather than
 * with Intl so that server, browser and PDF print the same characters (ICU data differs between runtimes).
 * Rounded through minor units (toMinor), so 0.285 prints 0.29 as a person would round it, not 0.28 as toFixed does.
 */
export function formatAmount(amount: number): string {
  const minor = toMinor(Math.abs(amount));
  const whole = String(Math.floor(minor / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, "’");
  const sign = amount < 0 && minor > 0 ? "-" : "";
  return `${sign}${whole}.${String(minor % 100).padStart(2, "0")}`;
}

/** "EUR 12.50", "CHF 1’234.00": the code first and the Swiss grouping for both currencies, as Swiss price lists write them. */
export const formatMoney = (amount: number, currency: Currency) => `${currency} ${formatAmount(amount)}`;

/** "CHF 1’234.00". */
export const formatChf = (amount: number) => formatMoney(amount, "CHF");

/** The terms as shoppers read them, from the numbers above. */
export const MONEY_TEXTS = {
  freeShippingFrom: formatChf(fromMinor(FREE_SHIPPING_FROM_MINOR)),
  /** "CHF 50", for banners. */
  freeShippingFromRound: `${CURRENCY} ${fromMinor(FREE_SHIPPING_FROM_MINOR)}`,
  shippingFee: formatChf(fromMinor(SHIPPING_FEE_MINOR)),
  /** "innert 30 Tagen" */
  invoiceWithin: `innert ${INVOICE_PAYMENT_DAYS} Tagen`,
} as const;
