import type { CartLine } from "#contracts/cart.ts";
import { shopTerms } from "#contracts/shop-terms.ts";

export type CartTotals = {
  subtotal: number;
  /** 0 when free (from CHF 50) or when nothing in the cart is shipped. */
  shipping: number;
  total: number;
  /** What is missing to free shipping; 0 once reached or when there is nothing to ship. */
  missingForFreeShipping: number;
};

const toCents = (chf: number) => Math.round(chf * 100);

/**
 * The order summary (spec §1, §9): shipping is free from CHF 50 of goods, else the standard parcel.
 * Articles marked 'Versand nicht möglich' (Sale.Web.CC) are sold in the pharmacy without shipping costs
 * (spec §4), so a cart of only those ships nothing. Summed in Rappen.
 */
export function cartTotals(lines: Pick<CartLine, "lineTotal" | "regulation">[]): CartTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + toCents(l.lineTotal), 0);
  const ships = lines.some((l) => l.regulation !== "Sale.Web.CC");
  const freeFromCents = toCents(shopTerms.freeShippingFromChf);
  const free = subtotalCents >= freeFromCents;
  const shippingCents = ships && !free ? toCents(shopTerms.shippingChf) : 0;
  return {
    subtotal: subtotalCents / 100,
    shipping: shippingCents / 100,
    total: (subtotalCents + shippingCents) / 100,
    missingForFreeShipping: ships && !free ? (freeFromCents - subtotalCents) / 100 : 0,
  };
}
