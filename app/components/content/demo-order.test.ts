import { describe, expect, it } from "vitest";
import { demoOrderLines, demoOrderTotals } from "./demo-order.ts";

describe("demo order (static checkout mock)", () => {
  it("adds up its lines, ships free above CHF 50 and includes 8.1% VAT", () => {
    const sum = demoOrderLines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
    expect(demoOrderTotals.subtotal).toBeCloseTo(sum, 2);
    expect(demoOrderTotals.subtotal).toBeGreaterThanOrEqual(50);
    expect(demoOrderTotals.shipping).toBe(0);
    expect(demoOrderTotals.total).toBe(63.8);
    expect(demoOrderTotals.vat).toBe(4.78);
  });
});
