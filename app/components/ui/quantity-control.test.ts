import { describe, expect, it } from "vitest";
import { MAX_CART_QUANTITY } from "#contracts/cart.ts";
import { parseCartQuantity } from "./quantity-control.tsx";

describe("parseCartQuantity (spec §5: in the cart only integers of at least 1 are sent)", () => {
  it("accepts whole numbers from 1 to the cart's cap (10 units of one article, issue 37)", () => {
    expect(MAX_CART_QUANTITY).toBe(10);
    expect(parseCartQuantity("1")).toBe(1);
    expect(parseCartQuantity(" 7 ")).toBe(7);
    expect(parseCartQuantity("10")).toBe(10);
  });
  it("refuses everything else", () => {
    for (const text of ["", "0", "11", "99", "100", "1.5", "2,5", "-1", "abc", "1e2", "07x"]) expect(parseCartQuantity(text), text).toBeNull();
  });
});
