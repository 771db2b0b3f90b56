import { describe, expect, it } from "vitest";
import { formatAmount, formatChf, formatMoney, savingsText } from "./format.ts";

describe("formatChf", () => {
  it("prints CHF with two decimals", () => {
    expect(formatChf(12.5)).toBe("CHF 12.50");
    expect(formatChf(0)).toBe("CHF 0.00");
    expect(formatChf(7)).toBe("CHF 7.00");
  });
  it("rounds to the cent", () => {
    expect(formatChf(19.999)).toBe("CHF 20.00");
    expect(formatChf(3.004)).toBe("CHF 3.00");
  });
  it("groups thousands with the Swiss apostrophe", () => {
    expect(formatChf(1234.5)).toBe("CHF 1’234.50");
    expect(formatAmount(1234567)).toBe("1’234’567.00");
    expect(formatAmount(999)).toBe("999.00");
  });
  it("keeps the sign of negative amounts", () => {
    expect(formatAmount(-1234.5)).toBe("-1’234.50");
  });
});

describe("formatMoney", () => {
  it("writes the currency code first for francs and euros alike", () => {
    expect(formatMoney(12.5, "CHF")).toBe("CHF 12.50");
    expect(formatMoney(1234.5, "EUR")).toBe("EUR 1’234.50");
  });
});

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
