import { and, eq } from "drizzle-orm";
import { ORDER_MESSAGES, type Order } from "#contracts/orders.ts";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema/orders.ts";
import type { MailWorker } from "#server/mail/mail-worker.ts";
import type { PharmacyNotifier } from "#server/mail/pharmacy-notice.ts";
import { NotFound } from "#server/services/errors.ts";
import { renderInvoicePdf, type InvoiceIssuer } from "./invoice-pdf.ts";
import { loadOne, loadWhere } from "./order-sql.ts";
import { createOrderStatus } from "./order-status.ts";
import { createPlaceOrder } from "./place-order.ts";

export type OrderDeps = {
  database: Pick<Database, "db">;
  issuer: InvoiceIssuer;
  mail: Pick<MailWorker, "nudge">;
  /** Announces each new order to the pharmacy (PHARMACY_NOTIFY_EMAIL), in the order's transaction. */
  notifier: PharmacyNotifier;
  now?: () => Date;
  /**
   * Order transactions in flight at once in this instance (ORDERS_IN_FLIGHT). Below the pool's size on
   * PostgreSQL: orders of a scarce article queue on its stock row, and without a cap they would hold every pooled
   * connection while they wait, so a quote or a page (one short query) would wait for a connection behind them.
   * The rest queue here, in the process, first come first served.
   */
  maxPlacing?: number;
};

/**
 * The customer's orders (issue 25, docs/decisions/023-orders.md). Placing one is a single transaction: the
 * cart's rows are locked as they are read, the order, its history and its confirmation mail are written and the
 * cart emptied, and last, in one statement, the articles' stock rows are locked (in pharmacode order, so two
 * orders never wait on each other crosswise), what is on the shelf is taken, the rest backordered and the lines
 * written — all or nothing. The idempotency key is a unique index on (user, key): the insert does nothing on a
 * conflict and the first order is answered.
 *
 * This is the factory that wires the parts (issue 36): place-order.ts (quoting, the placing steps),
 * order-status.ts (cancel, the desk's status changes, track), order-sql.ts (statements, row values, reads)
 * and order-mail.ts (the customer's mail per status).
 */
export function createOrderService({ database, issuer, mail, notifier, now = () => new Date(), maxPlacing = 6 }: OrderDeps) {
  const { db } = database;
  const placing = createPlaceOrder({ db, issuer, mail, notifier, now, maxPlacing });
  const status = createOrderStatus({ db, mail, now });

  async function ownOrder(userId: string, id: string): Promise<Order> {
    const order = await loadOne(db, and(eq(orders.id, id), eq(orders.userId, userId)));
    if (!order) throw new NotFound(ORDER_MESSAGES.notFound);
    return order;
  }

  async function invoiceOf(order: Order): Promise<{ number: string; pdf: Buffer }> {
    if (order.payment !== "INVOICE") throw new NotFound(ORDER_MESSAGES.invoiceOnlyForInvoice);
    return { number: order.number, pdf: await renderInvoicePdf(order, issuer) };
  }

  return {
    quote: placing.quote,
    place: placing.place,
    placedUnder: placing.placedUnder,
    list: (userId: string) => loadWhere(db, eq(orders.userId, userId)),
    get: ownOrder,
    cancel: status.cancel,
    track: status.track,
    invoice: async (userId: string, id: string) => invoiceOf(await ownOrder(userId, id)),
    /** Staff (the desk): any order's invoice. */
    invoiceForStaff: async (id: string) => {
      const order = await loadOne(db, eq(orders.id, id));
      if (!order) throw new NotFound(ORDER_MESSAGES.notFound);
      return invoiceOf(order);
    },
    changeStatus: status.changeStatus,
    loadWhere,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
