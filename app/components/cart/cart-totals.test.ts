import { describe, expect, it } from "vitest";
import { cartTotals } from "./cart-totals.ts";

const ok = (lineTotal: number) => ({ lineTotal, regulation: "Sale.Web.OK" as const });

describe("cartTotals", () => {
  it("charges the standard parcel below CHF 50 and says what is missing", () => {
    expect(cartTotals([ok(12.3), ok(20)])).toEqual({ subtotal: 32.3, shipping: 7.9, total: 40.2, missingForFreeShipping: 17.7, pickupOnly: false });
  });

  it("ships free from exactly CHF 50", () => {
    expect(cartTotals([ok(49.99)]).shipping).toBe(7.9);
    expect(cartTotals([ok(30), ok(20)])).toEqual({ subtotal: 50, shipping: 0, total: 50, missingForFreeShipping: 0, pickupOnly: false });
  });

  it("adds in Rappen, without binary fractions", () => {
    expect(cartTotals([ok(0.1), ok(0.2)]).subtotal).toBe(0.3);
    expect(cartTotals([ok(0.1), ok(0.2)]).total).toBe(8.2);
  });

  it("makes a cart with a pharmacy-only article a pickup: no shipping, nothing missing for free shipping", () => {
    expect(cartTotals([{ lineTotal: 10, regulation: "Sale.Web.CC" }])).toEqual({ subtotal: 10, shipping: 0, total: 10, missingForFreeShipping: 0, pickupOnly: true });
    expect(cartTotals([{ lineTotal: 10, regulation: "Sale.Web.CC" }, ok(5)])).toEqual({ subtotal: 15, shipping: 0, total: 15, missingForFreeShipping: 0, pickupOnly: true });
  });

  it("is all zero for an empty cart", () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, shipping: 0, total: 0, missingForFreeShipping: 0, pickupOnly: false });
  });
});
