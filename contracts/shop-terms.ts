import { MONEY_TEXTS, VAT_RATES_BP, vatPercent } from "./money.ts";
import { pharmacyAddress } from "./pharmacy.ts";

/**
 * The shop's commercial terms as told to shoppers (spec/shop.md §1, §9; laboratory.md §2). Informational
 * texts on the content pages read them from here so that FAQ, shipping and return pages never disagree. The
 * money terms (free shipping, shipping fee, invoice days) live in contracts/money.ts, which the orders use too.
 */
export const shopTerms = {
  /**
   * Postal working days until a delivery arrives (A-Post: out the next working day, there the day after); a
   * backordered article two more. The orders' estimate (orderEstimate, contracts/orders.ts) counts with these, so
   * the cart, the checkout, the FAQ and the shipping page make one promise (issue 38 point 5).
   */
  deliveryDays: { inStock: 2, backordered: 4 },
  /** The FAQ's return promise: "30 Tage Rückgaberecht" for unopened non-medical items. */
  returnDays: 30,
  /** Swiss standard VAT rate (since 2024); shop prices include it. */
  vatRatePercent: vatPercent(VAT_RATES_BP.normal),
  /** Medicines and food. */
  reducedVatRatePercent: vatPercent(VAT_RATES_BP.reduced),
  carrier: "Schweizerische Post",
  /** The carrier after "mit der", "der" (dative): "mit der Schweizerischen Post". */
  carrierDative: "Schweizerischen Post",
} as const;

export const deliveryDaysText = `${shopTerms.deliveryDays.inStock} Werktage`;
/** "innert 2 Werktagen" (dative, Swiss usage): what is in stock. */
export const deliveryWithinText = `innert ${shopTerms.deliveryDays.inStock} Werktagen`;
/** What a backordered article adds, said once wherever the delivery time is. */
export const backorderedLaterText = `nachbestellte Artikel ${shopTerms.deliveryDays.backordered - shopTerms.deliveryDays.inStock} Werktage später`;
/** How medicines and orders come home, the same words on every page (issue 38 point 6). */
export const withCarrierText = `mit der ${shopTerms.carrierDative}`;
/** Prescription medicines sent home: by Swiss Post like orders, the original prescription by post to the pharmacy. */
export const prescriptionDeliveryText = `Wir senden die Medikamente ${withCarrierText} an Ihre Adresse. Das Originalrezept schicken Sie uns per Post (${pharmacyAddress}).`;
export const freeShippingText = `Kostenloser Versand ab ${MONEY_TEXTS.freeShippingFrom}`;
export const returnPolicyText = `${shopTerms.returnDays} Tage Rückgaberecht`;
