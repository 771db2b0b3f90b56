import { describe, expect, it } from "vitest";
import { computeQuote, type PricedLine } from "./quote.ts";

// The money rules of an order (issue 25) without a database: until now checked only through checkout's API and
// e2e tests. Amounts are written out in Rappen so that a changed constant shows here.
let code = 1000;
const line = (overrides: Partial<PricedLine> = {}): PricedLine => ({
  pharmacode: (code += 1),
  description: `Artikel ${code}`,
  quantity: 1,
  priceMinor: 1000,
  regulation: "Sale.Web.OK",
  vatRateBp: 260,
  stock: 10,
  ...overrides,
});

describe("computeQuote: shipping", () => {
  it("charges CHF 7.90 for a delivery below CHF 50.00 of goods, taxed as the goods: 2.6 % goods, 2.6 % shipping (issue 38)", () => {
    const q = computeQuote([line({ priceMinor: 4999 })], "DELIVERY");
    expect(q.subtotalMinor).toBe(4999);
    expect(q.shippingMinor).toBe(790);
    expect(q.totalMinor).toBe(5789);
    // (4999 + 790) × 2.6 / 102.6 = 146.70 → 147; no 8.1 % at all (it was 790 × 8.1 / 108.1 = 59 before).
    expect(q.vat).toEqual([{ rateBp: 260, amountMinor: 147 }]);
  });

  it("taxes the shipping of normal-rate goods at 8.1 %", () => {
    const q = computeQuote([line({ priceMinor: 1000, vatRateBp: 810 })], "DELIVERY");
    // (1000 + 790) × 8.1 / 108.1 = 134.13 → 134.
    expect(q.vat).toEqual([{ rateBp: 810, amountMinor: 134 }]);
  });

  it("ships free from exactly CHF 50.00 of goods", () => {
    const q = computeQuote([line({ priceMinor: 2500, quantity: 2 })], "DELIVERY");
    expect(q.shippingMinor).toBe(0);
    expect(q.totalMinor).toBe(5000);
    expect(q.vat).toEqual([{ rateBp: 260, amountMinor: 127 }]);
  });

  it("charges nothing for a pickup, however small", () => {
    const q = computeQuote([line({ priceMinor: 100 })], "PICKUP");
    expect(q.shippingMinor).toBe(0);
    expect(q.totalMinor).toBe(100);
  });

  it("does not count a pickup-only (CC) article towards free shipping: it cannot be shipped", () => {
    const ok = line({ priceMinor: 2000 });
    const cc = line({ priceMinor: 4000, regulation: "Sale.Web.CC" });
    const pickup = computeQuote([ok, cc], "PICKUP");
    expect(pickup.blocking).toEqual([]);
    expect(pickup.totalMinor).toBe(6000);
    // As a delivery the CC line blocks the order, but its amount still shows in the subtotal; shipping is charged
    // because only CHF 20.00 could be shipped.
    const delivery = computeQuote([ok, cc], "DELIVERY");
    expect(delivery.blocking).toEqual([{ pharmacode: cc.pharmacode, description: cc.description, reason: "NO_SHIPPING" }]);
    expect(delivery.subtotalMinor).toBe(6000);
    expect(delivery.shippingMinor).toBe(790);
    expect(delivery.lines.map((l) => l.orderable)).toEqual([true, false]);
  });
});

describe("computeQuote: VAT", () => {
  it("sums the gross amounts per rate and rounds once per rate, not per line", () => {
    // Ten lines of 3 × 0.05 at 2.6 %: per line 15 × 2.6 / 102.6 = 0.38 Rappen, 0 when rounded; together
    // 150 × 2.6 / 102.6 = 3.80 → 4, where rounding per line would give 0.
    const q = computeQuote(
      Array.from({ length: 10 }, () => line({ priceMinor: 5, quantity: 3 })),
      "PICKUP",
    );
    expect(q.subtotalMinor).toBe(150);
    expect(q.vat).toEqual([{ rateBp: 260, amountMinor: 4 }]);
  });

  it("lists each rate once, lowest first, with a mixed parcel's shipping split by the goods' value", () => {
    const q = computeQuote([line({ priceMinor: 1081, vatRateBp: 810 }), line({ priceMinor: 1026, vatRateBp: 260 })], "DELIVERY");
    expect(q.shippingMinor).toBe(790);
    // Shipping: 790 × 1026 / 2107 = 384.70 → 385 at 2.6 %, the other 405 at 8.1 %.
    // 2.6 %: (1026 + 385) × 2.6 / 102.6 = 35.76 → 36; 8.1 %: (1081 + 405) × 8.1 / 108.1 = 111.35 → 111.
    expect(q.vat).toEqual([
      { rateBp: 260, amountMinor: 36 },
      { rateBp: 810, amountMinor: 111 },
    ]);
    expect(q.totalMinor).toBe(1081 + 1026 + 790);
  });

  it("rounds to the nearest Rappen", () => {
    // 513 × 2.6 / 102.6 = 13 exactly; 1000 × 8.1 / 108.1 = 74.93 → 75.
    expect(computeQuote([line({ priceMinor: 513 })], "PICKUP").vat).toEqual([{ rateBp: 260, amountMinor: 13 }]);
    expect(computeQuote([line({ priceMinor: 1000, vatRateBp: 810 })], "PICKUP").vat).toEqual([{ rateBp: 810, amountMinor: 75 }]);
    // 20 × 2.6 / 102.6 = 0.507 → 1 and 19 × 2.6 / 102.6 = 0.481 → 0: the half Rappen lies between them.
    expect(computeQuote([line({ priceMinor: 20 })], "PICKUP").vat).toEqual([{ rateBp: 260, amountMinor: 1 }]);
    expect(computeQuote([line({ priceMinor: 19 })], "PICKUP").vat).toEqual([{ rateBp: 260, amountMinor: 0 }]);
  });
});

describe("computeQuote: blocked lines", () => {
  it("adds nothing for a prescription-only or unpriced article and names the reason", () => {
    const rx = line({ priceMinor: 3000, regulation: "Sale.Web.Rx" });
    const unpriced = line({ priceMinor: null });
    const q = computeQuote([line({ priceMinor: 1000 }), rx, unpriced], "PICKUP");
    expect(q.subtotalMinor).toBe(1000);
    expect(q.totalMinor).toBe(1000);
    expect(q.blocking.map((b) => [b.pharmacode, b.reason])).toEqual([
      [rx.pharmacode, "PRESCRIPTION_ONLY"],
      [unpriced.pharmacode, "NO_PRICE"],
    ]);
    // A prescription article's line total is not shown (its price is not public).
    expect(q.lines.map((l) => l.lineTotalMinor)).toEqual([1000, null, null]);
  });

  it("counts only goods that may be shipped towards free shipping: a blocked Rx line does not help", () => {
    const q = computeQuote([line({ priceMinor: 1000 }), line({ priceMinor: 9000, regulation: "Sale.Web.Rx" })], "DELIVERY");
    expect(q.shippingMinor).toBe(790);
  });
});

describe("computeQuote: stock", () => {
  it("splits each line into what is on the shelf and what is backordered", () => {
    const q = computeQuote([line({ quantity: 5, stock: 2 }), line({ quantity: 1, stock: -3 }), line({ quantity: 2, stock: 9 })], "PICKUP");
    expect(q.lines.map((l) => [l.inStock, l.backordered])).toEqual([
      [2, 3],
      [0, 1],
      [2, 0],
    ]);
    expect(q.anyBackordered).toBe(true);
    expect(computeQuote([line({ quantity: 2, stock: 2 })], "PICKUP").anyBackordered).toBe(false);
  });
});
