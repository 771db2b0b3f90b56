import { describe, expect, it } from "vitest";
import { formatAmount, formatChf, formatMoney, fromMinor, isWhole5Rappen, MONEY_TEXTS, roundTo5Rappen, splitByGoods, toMinor, vatByRate, vatIncluded } from "./money.ts";

describe("the formatter pages, mails and the invoice share", () => {
  it.each([
    [0, "CHF 0.00"],
    [7.9, "CHF 7.90"],
    [50, "CHF 50.00"],
    [999.99, "CHF 999.99"],
    [1234, "CHF 1’234.00"],
    [1234.5, "CHF 1’234.50"],
    [1_234_567.89, "CHF 1’234’567.89"],
    [-1234.5, "CHF -1’234.50"],
    [19.999, "CHF 20.00"],
    [3.004, "CHF 3.00"],
  ])("%s is %s", (amount, text) => {
    expect(formatChf(amount)).toBe(text);
  });

  it("groups with the typographic apostrophe (U+2019), not the ASCII one", () => {
    expect(formatAmount(1234)).toBe("1\u2019234.00");
  });

  it("euro for the laboratory, with the same grouping", () => {
    expect(formatMoney(1234.5, "EUR")).toBe("EUR 1’234.50");
  });

  it("rounds through minor units, as a person would, not as the float's binary digits do", () => {
    // 0.285 and 1.005 are stored just below the half; toFixed(2) gives 0.28 and 1.00.
    expect(formatAmount(0.285)).toBe("0.29");
    expect(formatAmount(1.005)).toBe("1.01");
    expect(formatAmount(0.1 + 0.2)).toBe("0.30");
    expect(formatAmount(-0.001)).toBe("0.00");
  });
});

describe("minor units", () => {
  it("converts both ways without float residue", () => {
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(fromMinor(1999)).toBe(19.99);
    expect(fromMinor(790)).toBe(7.9);
  });

  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 5],
    [7, 5],
    [8, 10],
    [1232, 1230],
    [1233, 1235],
    [1237, 1235],
    [1238, 1240],
  ])("5-Rappen rounding: %i Rappen to %i", (minor, rounded) => {
    expect(roundTo5Rappen(minor)).toBe(rounded);
  });

  it("tells a whole 5-Rappen amount", () => {
    expect([5, 1230, 995].every(isWhole5Rappen)).toBe(true);
    expect([1, 1232, 2.5].some(isWhole5Rappen)).toBe(false);
  });

  it("VAT contained in a gross amount, to the Rappen", () => {
    expect(vatIncluded(10_000, 810)).toBe(749);
    expect(vatIncluded(10_000, 260)).toBe(253);
  });

  it("shipping follows the goods: one rate takes it all, whatever the rate (issue 38)", () => {
    expect(splitByGoods(790, [{ rateBp: 260, grossMinor: 1200 }, { rateBp: 260, grossMinor: 300 }])).toEqual([{ rateBp: 260, grossMinor: 790 }]);
    expect(splitByGoods(790, [{ rateBp: 810, grossMinor: 1 }])).toEqual([{ rateBp: 810, grossMinor: 790 }]);
  });

  it("splits a mixed parcel's shipping by the goods' value, in whole Rappen that add up", () => {
    // 790 × 3000 / 4000 = 592.5 and 197.5: the tie goes to the higher rate.
    expect(splitByGoods(790, [{ rateBp: 260, grossMinor: 3000 }, { rateBp: 810, grossMinor: 1000 }])).toEqual([
      { rateBp: 260, grossMinor: 592 },
      { rateBp: 810, grossMinor: 198 },
    ]);
    for (const [a, b] of [[1, 9999], [333, 667], [4999, 1], [12345, 54321]] as const) {
      const parts = splitByGoods(790, [{ rateBp: 810, grossMinor: b }, { rateBp: 260, grossMinor: a }]);
      expect(parts.reduce((n, p) => n + p.grossMinor, 0)).toBe(790);
      expect(parts.map((p) => p.rateBp)).toEqual([...parts.map((p) => p.rateBp)].sort((x, y) => x - y));
    }
  });

  it("no shipping, no parts; shipping without goods of value at the normal rate", () => {
    expect(splitByGoods(0, [{ rateBp: 260, grossMinor: 100 }])).toEqual([]);
    expect(splitByGoods(790, [])).toEqual([{ rateBp: 810, grossMinor: 790 }]);
  });

  it("VAT per rate from gross amounts: summed per rate, rounded once per rate", () => {
    expect(vatByRate([{ rateBp: 810, grossMinor: 1000 }, { rateBp: 260, grossMinor: 513 }, { rateBp: 810, grossMinor: 790 }])).toEqual([
      { rateBp: 260, amountMinor: 13 },
      { rateBp: 810, amountMinor: 134 },
    ]);
  });

  it("the terms' texts come from the numbers", () => {
    expect(MONEY_TEXTS).toEqual({ freeShippingFrom: "CHF 50.00", freeShippingFromRound: "CHF 50", shippingFee: "CHF 7.90", invoiceWithin: "innert 30 Tagen" });
  });
});
