import { MONEY_TEXTS, VAT_RATES_BP, vatPercent } from "./money.ts";

/**
 * The shop's commercial terms as told to shoppers (spec/shop.md §1, §9; laboratory.md §2). Informational
 * texts on the content pages read them from here so that FAQ, shipping and return pages never disagree. The
 * money terms (free shipping, shipping fee, invoice days) live in contracts/money.ts, which the orders use too.
 */
export const shopTerms = {
  /** Delivery time in Swiss business days. */
  deliveryDays: { min: 3, max: 5 },
  /** The FAQ's return promise: "30 Tage Rückgaberecht" for unopened non-medical items. */
  returnDays: 30,
  /** Swiss standard VAT rate (since 2024); shop prices include it. */
  vatRatePercent: vatPercent(VAT_RATES_BP.normal),
  /** Medicines and food. */
  reducedVatRatePercent: vatPercent(VAT_RATES_BP.reduced),
  carrier: "Schweizerische Post",
} as const;

export const deliveryDaysText = `${shopTerms.deliveryDays.min}-${shopTerms.deliveryDays.max} Werktage`;
/** "innert 3-5 Werktagen" (dative, Swiss usage). */
export const deliveryWithinText = `innert ${shopTerms.deliveryDays.min}-${shopTerms.deliveryDays.max} Werktagen`;
export const freeShippingText = `Kostenloser Versand ab ${MONEY_TEXTS.freeShippingFrom}`;
export const returnPolicyText = `${shopTerms.returnDays} Tage Rückgaberecht`;
