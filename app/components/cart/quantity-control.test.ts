import { describe, expect, it } from "vitest";
import { parseCartQuantity } from "./quantity-control.tsx";

describe("parseCartQuantity (spec §5: in the cart only integers of at least 1 are sent)", () => {
  it("accepts whole numbers from 1 to 99", () => {
    expect(parseCartQuantity("1")).toBe(1);
    expect(parseCartQuantity(" 42 ")).toBe(42);
    expect(parseCartQuantity("99")).toBe(99);
  });
  it("refuses everything else", () => {
    for (const text of ["", "0", "100", "1.5", "2,5", "-1", "abc", "1e2", "07x"]) expect(parseCartQuantity(text), text).toBeNull();
  });
});
