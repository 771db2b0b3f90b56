import type { CartLine } from "#contracts/cart.ts";
import { shopTerms } from "#contracts/shop-terms.ts";

export type CartTotals = {
  subtotal: number;
  /** 0 when free (from CHF 50) or when the cart cannot be shipped at all. */
  shipping: number;
  total: number;
  /** What is missing to free shipping; 0 once reached or when there is nothing to ship. */
  missingForFreeShipping: number;
  /**
   * An article marked 'Versand nicht möglich' (Sale.Web.CC) may be sold in the pharmacy only: the whole order is
   * then collected there (issue 25; the server refuses to ship it), so there is no shipping and no delivery date.
   */
  pickupOnly: boolean;
};

const toCents = (chf: number) => Math.round(chf * 100);

/**
 * The order summary (spec §1, §9): shipping is free from CHF 50 of goods, else the standard parcel. A cart with
 * an article that cannot be shipped is a pickup (free, Click & Collect). Summed in Rappen.
 */
export function cartTotals(lines: Pick<CartLine, "lineTotal" | "regulation">[]): CartTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + toCents(l.lineTotal), 0);
  const pickupOnly = lines.some((l) => l.regulation === "Sale.Web.CC");
  const ships = lines.length > 0 && !pickupOnly;
  const freeFromCents = toCents(shopTerms.freeShippingFromChf);
  const free = subtotalCents >= freeFromCents;
  const shippingCents = ships && !free ? toCents(shopTerms.shippingChf) : 0;
  return {
    subtotal: subtotalCents / 100,
    shipping: shippingCents / 100,
    total: (subtotalCents + shippingCents) / 100,
    missingForFreeShipping: ships && !free ? (freeFromCents - subtotalCents) / 100 : 0,
    pickupOnly,
  };
}
