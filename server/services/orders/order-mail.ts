import type { Order } from "#contracts/orders.ts";
import { enqueueMailStatement, type MailExecutor } from "#server/mail/mail-queue.ts";
import { orderMail } from "#server/mail/order-templates.ts";
import type { OrderRecipient } from "./order-limits.ts";

/** Statuses never repeat, so one mail per order and status, even when a request is retried. */
export const orderMailKey = (order: Pick<Order, "_id" | "status">) => `order:${order._id}:${order.status}`;

/**
 * The mail of the order's current status, to the account's verified address (issue 37: the contact's address,
 * typed into the checkout, let anyone mail a stranger); an invoice order's confirmation carries the PDF.
 */
export const orderMessage = (order: Order, to: OrderRecipient, invoicePdf?: Buffer) => orderMail(order, to, invoicePdf ? { invoicePdf } : {});

/**
 * Queues the customer's mail for the order's current status, once per order and status (record 012). Awaited it
 * runs alone; inside `sql` it is one statement of a larger one (placing an order queues it with its other writes).
 */
export const orderMailInsert = (tx: MailExecutor, order: Order, to: OrderRecipient, invoicePdf?: Buffer) =>
  enqueueMailStatement(tx, orderMessage(order, to, invoicePdf), { dedupeKey: orderMailKey(order) });
