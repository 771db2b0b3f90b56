import { describe, expect, it } from "vitest";
import { toQuantity } from "./add-to-cart-form.tsx";

describe("toQuantity (spec §5)", () => {
  it("turns non-numeric or too small input into 1", () => {
    expect(toQuantity("abc")).toBe(1);
    expect(toQuantity("")).toBe(1);
    expect(toQuantity("0")).toBe(1);
    expect(toQuantity("-4")).toBe(1);
  });
  it("keeps whole numbers and caps at the cart's 10 units of one article (issue 37)", () => {
    expect(toQuantity("3")).toBe(3);
    expect(toQuantity("2.7")).toBe(2);
    expect(toQuantity(11)).toBe(10);
    expect(toQuantity(150)).toBe(10);
  });
});
