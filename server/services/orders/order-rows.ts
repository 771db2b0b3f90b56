import { asc, inArray } from "drizzle-orm";
import { CURRENCY, fromMinor, vatPercent } from "#contracts/money.ts";
import type { Fulfilment, Order, OrderStatus, Payment } from "#contracts/orders.ts";
import type { Db } from "#server/db/client.ts";
import { orderHistory, orderLines, orders } from "#server/db/schema/orders.ts";
import { vatInChf } from "./quote.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderHistoryRow = { status: string; at: Date };

/** The answer's shape of an order, from its row, lines and history. */
export function toOrder(row: OrderRow, lines: readonly OrderLineRow[], history: readonly OrderHistoryRow[]): Order {
  return {
    _id: row.id,
    number: row.number,
    status: row.status as OrderStatus,
    fulfilment: row.fulfilment as Fulfilment,
    payment: row.payment as Payment,
    contact: { name: row.contactName, surname: row.contactSurname, email: row.contactEmail, phone: row.contactPhone },
    ...(row.street !== null && row.zip !== null && row.city !== null ? { address: { street: row.street, zip: row.zip, city: row.city } } : {}),
    notes: row.notes,
    lines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((l) => ({
        pharmacode: l.pharmacode,
        description: l.description,
        unitPrice: fromMinor(l.unitPriceMinor),
        quantity: l.quantity,
        inStock: l.inStock,
        backordered: l.backordered,
        vatRate: vatPercent(l.vatRateBp),
        lineTotal: fromMinor(l.lineTotalMinor),
      })),
    subtotal: fromMinor(row.subtotalMinor),
    shipping: fromMinor(row.shippingMinor),
    vat: vatInChf(row.vat),
    total: fromMinor(row.totalMinor),
    currency: CURRENCY,
    ...(row.readyBy ? { readyBy: row.readyBy.toISOString() } : {}),
    ...(row.trackingNumber ? { trackingNumber: row.trackingNumber } : {}),
    ...(row.cancelReason ? { cancelReason: row.cancelReason } : {}),
    createdAt: row.createdAt.toISOString(),
    history: history.map((h) => ({ status: h.status as OrderStatus, at: h.at.toISOString() })),
  };
}

/** These rows as orders, in the rows' order: two more queries (lines, history) however many there are. */
export async function withLinesAndHistory(db: Pick<Db, "select">, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, history] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.orderId), asc(orderLines.position)),
    db
      .select({ orderId: orderHistory.orderId, status: orderHistory.status, at: orderHistory.at })
      .from(orderHistory)
      .where(inArray(orderHistory.orderId, ids))
      .orderBy(asc(orderHistory.at), asc(orderHistory.id)),
  ]);
  const group = <T extends { orderId: string }>(items: T[]) => {
    const by = new Map<string, T[]>();
    for (const item of items) by.set(item.orderId, [...(by.get(item.orderId) ?? []), item]);
    return by;
  };
  const linesBy = group(lines);
  const historyBy = group(history);
  return rows.map((row) => toOrder(row, linesBy.get(row.id) ?? [], historyBy.get(row.id) ?? []));
}
