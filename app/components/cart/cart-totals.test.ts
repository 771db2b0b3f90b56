import { describe, expect, it } from "vitest";
import { cartTotals } from "./cart-totals.ts";

const ok = (lineTotal: number) => ({ lineTotal, regulation: "Sale.Web.OK" as const });

describe("cartTotals", () => {
  it("charges the standard parcel below CHF 50 and says what is missing", () => {
    expect(cartTotals([ok(12.3), ok(20)])).toEqual({ subtotal: 32.3, shipping: 7.9, total: 40.2, missingForFreeShipping: 17.7 });
  });

  it("ships free from exactly CHF 50", () => {
    expect(cartTotals([ok(49.99)]).shipping).toBe(7.9);
    expect(cartTotals([ok(30), ok(20)])).toEqual({ subtotal: 50, shipping: 0, total: 50, missingForFreeShipping: 0 });
  });

  it("adds in Rappen, without binary fractions", () => {
    expect(cartTotals([ok(0.1), ok(0.2)]).subtotal).toBe(0.3);
    expect(cartTotals([ok(0.1), ok(0.2)]).total).toBe(8.2);
  });

  it("charges no shipping for a cart of pharmacy-only articles", () => {
    expect(cartTotals([{ lineTotal: 10, regulation: "Sale.Web.CC" }])).toEqual({ subtotal: 10, shipping: 0, total: 10, missingForFreeShipping: 0 });
    expect(cartTotals([{ lineTotal: 10, regulation: "Sale.Web.CC" }, ok(5)]).shipping).toBe(7.9);
  });

  it("is all zero for an empty cart", () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, shipping: 0, total: 0, missingForFreeShipping: 0 });
  });
});
