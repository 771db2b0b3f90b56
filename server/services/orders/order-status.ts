import { and, asc, eq, or, sql } from "drizzle-orm";
import { ORDER_CUSTOMER_CANCELLABLE, ORDER_MESSAGES, type Order, type OrderStatus, type OrderTrack } from "#contracts/orders.ts";
import type { Db } from "#server/db/client.ts";
import { orderHistory, orders } from "#server/db/schema/orders.ts";
import type { MailWorker } from "#server/mail/mail-worker.ts";
import { recordAuditWithoutStaff } from "#server/services/desk/audit.ts";
import { Conflict, NotFound } from "#server/services/errors.ts";
import { recipientOf } from "./order-limits.ts";
import { orderMailInsert } from "./order-mail.ts";
import { withLinesAndHistory, type OrderRow } from "./order-rows.ts";
import { returnStock, type Tx } from "./order-sql.ts";

export type OrderStatusDeps = { db: Db; mail: Pick<MailWorker, "nudge">; now: () => Date };

/** An order's life after placing: the customer's cancellation, the desk's status changes, and tracking by number. */
export function createOrderStatus({ db, mail, now }: OrderStatusDeps) {
  /** The customer's cancellation: only while RECEIVED; the in-stock units go back to the shelf in the same transaction. */
  async function cancel(userId: string, id: string): Promise<Order> {
    const order = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)))
        .for("update");
      if (!row) throw new NotFound(ORDER_MESSAGES.notFound);
      if (!ORDER_CUSTOMER_CANCELLABLE.includes(row.status as OrderStatus)) throw new Conflict(ORDER_MESSAGES.notCancellable);
      const changed = await changeStatus(tx, row, "CANCELLED", { cancelReason: "Vom Kunden storniert" });
      // The customer did it: an entry without staff, as for an appointment cancelled by the account's deletion.
      await recordAuditWithoutStaff(tx, { orderId: id, action: "order-status", detail: { from: row.status, to: "CANCELLED", byCustomer: true } });
      return changed;
    });
    mail.nudge();
    return order;
  }

  /** One answer for every unknown pair; nothing personal in a known one. */
  async function track(number: string, email: string): Promise<OrderTrack> {
    const [row] = await db
      .select({ id: orders.id, number: orders.number, status: orders.status })
      .from(orders)
      // The contact's address, or the account's, where the mails go (issue 37).
      .where(and(eq(orders.number, number), or(eq(orders.contactEmail, email), sql`exists (select 1 from users u where u.id = ${orders.userId} and u.email = ${email})`)));
    if (!row) throw new NotFound(ORDER_MESSAGES.trackNotFound);
    const history = await db
      .select({ status: orderHistory.status, at: orderHistory.at })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, row.id))
      .orderBy(asc(orderHistory.at), asc(orderHistory.id));
    return {
      number: row.number,
      status: row.status as OrderStatus,
      history: history.map((h) => ({ status: h.status as OrderStatus, at: h.at.toISOString() })),
    };
  }

  /**
   * Sets the status in the caller's transaction (the row locked by the caller): the row, the history, the
   * units of a cancellation back on the shelf, and the customer's mail.
   */
  async function changeStatus(
    tx: Tx,
    row: OrderRow,
    to: OrderStatus,
    extra: { trackingNumber?: string; cancelReason?: string } = {},
  ): Promise<Order> {
    const at = now();
    const [updated] = await tx
      .update(orders)
      .set({
        status: to,
        statusAt: at,
        ...(extra.trackingNumber ? { trackingNumber: extra.trackingNumber } : {}),
        ...(extra.cancelReason ? { cancelReason: extra.cancelReason } : {}),
      })
      .where(eq(orders.id, row.id))
      .returning();
    await tx.insert(orderHistory).values({ orderId: row.id, status: to, at });
    const order = (await withLinesAndHistory(tx, [updated!]))[0]!;
    if (to === "CANCELLED") await returnStock(tx, order.lines, row.id);
    // A deleted account's orders keep no user: nobody verified the contact's address, so no mail goes.
    const recipient = await recipientOf(tx, row.userId);
    if (recipient) await orderMailInsert(tx, order, recipient);
    return order;
  }

  return { cancel, track, changeStatus };
}
