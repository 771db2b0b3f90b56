import { CURRENCY, FREE_SHIPPING_FROM_MINOR, fromMinor, SHIPPING_FEE_MINOR, SHIPPING_VAT_BP, vatIncluded, vatPercent } from "#contracts/money.ts";
import { BLOCKING_TEXTS, orderEstimate, type BlockingReason, type Fulfilment, type Quote } from "#contracts/orders.ts";
import { mayOrderOnline, mayShip, pickupOnly, showsPrice, type RegulationCode } from "#contracts/regulation.ts";

/** A cart line with the catalogue's facts and the shelf, as the database answers them. */
export type PricedLine = {
  pharmacode: number;
  description: string;
  quantity: number;
  priceMinor: number | null;
  regulation: RegulationCode;
  vatRateBp: number;
  stock: number;
  /** false: taken out of the shop by the back office (issue 39); a cart may still hold it, an order may not. */
  active?: boolean;
};

export type VatMinor = { rateBp: number; amountMinor: number };

/** The quote in minor units, as the order is written; `toQuote` turns it into the answer. */
export type QuoteMinor = {
  fulfilment: Fulfilment;
  lines: (PricedLine & { inStock: number; backordered: number; lineTotalMinor: number | null; orderable: boolean })[];
  subtotalMinor: number;
  shippingMinor: number;
  vat: VatMinor[];
  totalMinor: number;
  blocking: { pharmacode: number; description: string; reason: BlockingReason }[];
  anyBackordered: boolean;
};

const blockOf = (line: PricedLine, fulfilment: Fulfilment): BlockingReason | null => {
  if (line.active === false) return "INACTIVE";
  if (!mayOrderOnline(line.regulation)) return "PRESCRIPTION_ONLY";
  if (line.priceMinor === null) return "NO_PRICE";
  if (!mayShip(line.regulation) && fulfilment === "DELIVERY") return "NO_SHIPPING";
  return null;
};

/**
 * The money of an order from its lines (issue 25). Prices include VAT; the VAT per rate is what the gross
 * amounts of that rate contain, rounded once per rate. Shipping: none for pickup; for delivery free from
 * FREE_SHIPPING_FROM_MINOR of goods that may be shipped (an article sold in the pharmacy only never counts),
 * else SHIPPING_FEE_MINOR, taxed at the normal rate. Blocked lines (prescription-only, without price, not shippable for a delivery)
 * add nothing; an order is only placed without any.
 */
export function computeQuote(priced: readonly PricedLine[], fulfilment: Fulfilment): QuoteMinor {
  const byRate = new Map<number, number>();
  let subtotalMinor = 0;
  let shippableMinor = 0;
  const blocking: QuoteMinor["blocking"] = [];
  const lines = priced.map((line) => {
    const reason = blockOf(line, fulfilment);
    if (reason) blocking.push({ pharmacode: line.pharmacode, description: line.description, reason });
    const inStock = Math.min(Math.max(line.stock, 0), line.quantity);
    const counted = reason === null || reason === "NO_SHIPPING";
    const lineTotalMinor = line.priceMinor === null || !showsPrice(line.regulation) ? null : line.priceMinor * line.quantity;
    if (counted && lineTotalMinor !== null) {
      subtotalMinor += lineTotalMinor;
      if (mayShip(line.regulation)) shippableMinor += lineTotalMinor;
      byRate.set(line.vatRateBp, (byRate.get(line.vatRateBp) ?? 0) + lineTotalMinor);
    }
    return { ...line, inStock, backordered: line.quantity - inStock, lineTotalMinor, orderable: reason === null };
  });
  const shippingMinor = fulfilment === "PICKUP" || shippableMinor >= FREE_SHIPPING_FROM_MINOR ? 0 : SHIPPING_FEE_MINOR;
  if (shippingMinor > 0) byRate.set(SHIPPING_VAT_BP, (byRate.get(SHIPPING_VAT_BP) ?? 0) + shippingMinor);
  const vat = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, grossMinor]) => ({ rateBp, amountMinor: vatIncluded(grossMinor, rateBp) }));
  return {
    fulfilment,
    lines,
    subtotalMinor,
    shippingMinor,
    vat,
    totalMinor: subtotalMinor + shippingMinor,
    blocking,
    anyBackordered: lines.some((l) => l.backordered > 0),
  };
}

export const vatInChf = (vat: readonly VatMinor[]) => vat.map((v) => ({ rate: vatPercent(v.rateBp), amount: fromMinor(v.amountMinor) }));

/** The answer of GET /api/checkout/quote. */
export function toQuote(q: QuoteMinor, now: Date): Quote {
  const shippable = q.lines.filter((l) => l.orderable && mayShip(l.regulation)).reduce((n, l) => n + (l.lineTotalMinor ?? 0), 0);
  return {
    fulfilment: q.fulfilment,
    lines: q.lines.map((l) => {
      const hidden = !showsPrice(l.regulation) || l.priceMinor === null;
      return {
        pharmacode: l.pharmacode,
        description: l.description,
        // A prescription-only article's price is not public (issue 30).
        unitPrice: hidden ? null : fromMinor(l.priceMinor!),
        quantity: l.quantity,
        inStock: l.inStock,
        backordered: l.backordered,
        vatRate: hidden ? null : vatPercent(l.vatRateBp),
        lineTotal: l.lineTotalMinor === null ? null : fromMinor(l.lineTotalMinor),
        pickupOnly: pickupOnly(l.regulation),
      };
    }),
    subtotal: fromMinor(q.subtotalMinor),
    shipping: fromMinor(q.shippingMinor),
    vat: vatInChf(q.vat),
    total: fromMinor(q.totalMinor),
    currency: CURRENCY,
    estimate: orderEstimate(q.fulfilment, q.anyBackordered, now),
    blocking: q.blocking.map((b) => ({ pharmacode: b.pharmacode, reason: b.reason, message: BLOCKING_TEXTS[b.reason] })),
    missingForFreeShipping: q.fulfilment === "DELIVERY" ? fromMinor(Math.max(0, FREE_SHIPPING_FROM_MINOR - shippable)) : 0,
  };
}
