import { describe, expect, it } from "vitest";
import { savingsText } from "./format.ts";

describe("savingsText", () => {
  it("is null for no savings", () => {
    expect(savingsText("0.00")).toBeNull();
    expect(savingsText("")).toBeNull();
    expect(savingsText(undefined)).toBeNull();
    expect(savingsText("abc")).toBeNull();
  });
  it("formats real savings", () => {
    expect(savingsText("3.50")).toBe("CHF 3.50");
  });
});
