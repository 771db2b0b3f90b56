/**
 * The shop's commercial terms as told to shoppers (spec/shop.md §1, §9; laboratory.md §2). Informational
 * texts on the content pages read them from here so that FAQ, shipping and return pages never disagree.
 */
export const shopTerms = {
  /** Free shipping from this order value in CHF (incl. VAT). */
  freeShippingFromChf: 50,
  /** Standard parcel (Schweizerische Post) below the free-shipping value, CHF incl. VAT. */
  shippingChf: 7.9,
  /** Delivery time in Swiss business days. */
  deliveryDays: { min: 3, max: 5 },
  /** The FAQ's return promise: "30 Tage Rückgaberecht" for unopened non-medical items. */
  returnDays: 30,
  /** Swiss standard VAT rate (since 2024); shop prices include it. */
  vatRatePercent: 8.1,
  carrier: "Schweizerische Post",
} as const;

/** "CHF 50.00": Swiss style, two decimals, apostrophe as thousands separator. */
export function formatChf(amount: number): string {
  const [whole, cents] = Math.abs(amount).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "’");
  return `${amount < 0 ? "-" : ""}CHF ${grouped}.${cents}`;
}

export const deliveryDaysText = `${shopTerms.deliveryDays.min}-${shopTerms.deliveryDays.max} Werktage`;
/** "innert 3-5 Werktagen" (dative, Swiss usage). */
export const deliveryWithinText = `innert ${shopTerms.deliveryDays.min}-${shopTerms.deliveryDays.max} Werktagen`;
export const freeShippingText = `Kostenloser Versand ab ${formatChf(shopTerms.freeShippingFromChf)}`;
export const returnPolicyText = `${shopTerms.returnDays} Tage Rückgaberecht`;
