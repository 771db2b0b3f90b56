import pLimit from "p-limit";
import { and, eq, sql } from "drizzle-orm";
import { toMinor } from "#contracts/money.ts";
import { BLOCKING_TEXTS, ORDER_MESSAGES, type Fulfilment, type Order, type PlaceOrder, type Quote } from "#contracts/orders.ts";
import type { Db } from "#server/db/client.ts";
import { orders } from "#server/db/schema/orders.ts";
import { rewriteQueuedMail } from "#server/mail/mail-queue.ts";
import type { MailWorker } from "#server/mail/mail-worker.ts";
import type { PharmacyNotifier } from "#server/mail/pharmacy-notice.ts";
import { Conflict, InvalidInput } from "#server/services/errors.ts";
import { rethrowMissingUser } from "#server/services/shopping/articles.ts";
import { renderInvoicePdf, type InvoiceIssuer } from "./invoice-pdf.ts";
import { assertBelowPickupCap, lockOrderingAccount, refuseOversized } from "./order-limits.ts";
import { orderMailInsert, orderMailKey, orderMessage } from "./order-mail.ts";
import { toOrder, type OrderRow } from "./order-rows.ts";
import { lineValues, loadOne, nextNumber, numberSql, orderValues, pricedCart, takeFromShelf } from "./order-sql.ts";
import { computeQuote, toQuote, type QuoteMinor } from "./quote.ts";

/** Throws the refusal for blocked lines: CC for a delivery names the articles ("Versand nicht möglich"). */
function refuseBlocked(q: ReturnType<typeof computeQuote>) {
  if (q.blocking.length === 0) return;
  const details = q.blocking.map((b) => ({ field: String(b.pharmacode), message: BLOCKING_TEXTS[b.reason] }));
  const noShipping = q.blocking.filter((b) => b.reason === "NO_SHIPPING");
  if (noShipping.length === q.blocking.length) throw new InvalidInput(ORDER_MESSAGES.noShippingFor(noShipping.map((b) => b.description)), details);
  throw new InvalidInput(ORDER_MESSAGES.blocked, details);
}

/**
 * What the invoice prints: no stock, but the expected date of supply, which is later when a line is backordered;
 * a quote read without the shelf's lock that gives the same signature gives the same PDF.
 */
const invoiceSignature = (q: QuoteMinor) =>
  JSON.stringify([q.lines.map((l) => [l.pharmacode, l.description, l.quantity, l.priceMinor, l.vatRateBp]), q.shippingMinor, q.anyBackordered]);

export type PlaceOrderDeps = { db: Db; issuer: InvoiceIssuer; mail: Pick<MailWorker, "nudge">; notifier: PharmacyNotifier; now: () => Date; maxPlacing: number };

/**
 * Quoting and placing an order (docs/decisions/023-orders.md): the steps of the one transaction that turns the
 * cart into an order, and the invoice rendered before it.
 */
export function createPlaceOrder({ db, issuer, mail, notifier, now, maxPlacing }: PlaceOrderDeps) {
  // At most maxPlacing order transactions at once, so quotes and reads keep a pooled connection (record 023).
  const placing = pLimit(maxPlacing);

  async function quote(userId: string, fulfilment: Fulfilment): Promise<Quote> {
    const lines = await pricedCart(db, userId);
    // An empty cart's quote is a normal answer (no lines, nothing to pay): a page that asks again right after the
    // order emptied the cart gets no error (issue 38). Placing an order from it is still refused.
    refuseOversized(lines);
    return toQuote(computeQuote(lines, fulfilment), now());
  }

  /**
   * An invoice order's PDF, rendered before the transaction: 15–40 ms of CPU that would otherwise hold the
   * shelf's row locks (and on PGlite the one connection). Its number is drawn from the sequence now; if the cart
   * changed before the transaction read it, the transaction renders again with the quote it saw.
   */
  async function prepareInvoice(userId: string, idempotencyKey: string, input: PlaceOrder, at: Date) {
    if (input.payment !== "INVOICE") return null;
    const lines = await pricedCart(db, userId);
    if (lines.length === 0) return null;
    // An oversized cart is refused before its PDF costs anything (the transaction refuses it again).
    refuseOversized(lines);
    const q = computeQuote(lines, input.fulfilment);
    if (q.blocking.length > 0) return null;
    const number = await nextNumber(db, at);
    const draft = toOrder(
      {
        ...orderValues(userId, idempotencyKey, input, q, at),
        id: "",
        number,
        status: "RECEIVED",
        trackingNumber: null,
        cancelReason: null,
      } as OrderRow,
      lineValues("", q),
      [],
    );
    return { number, signature: invoiceSignature(q), pdf: await renderInvoicePdf(draft, issuer) };
  }

  async function place(userId: string, idempotencyKey: string, input: PlaceOrder): Promise<{ order: Order; created: boolean }> {
    const at = now();
    const byKey = and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey));
    const prepared = await prepareInvoice(userId, idempotencyKey, input, at);
    // At most `maxPlacing` order transactions of this instance at once (see OrderDeps).
    const outcome = await placing(() =>
      db.transaction(async (tx): Promise<{ order: Order; created: boolean }> => {
        // The account first (order-limits.ts): one account's orders run one after the other, on every instance.
        const recipient = await lockOrderingAccount(tx, userId);
        // The cart's rows, locked as they are read: a second order of the same cart (another tab, a retry)
        // waits here until the first has committed, then finds the cart empty or the first order under its key.
        const lines = await pricedCart(tx, userId, { lock: true });
        // Only a shortcut for a retry, after the lock: the unique index below is what makes one order of one key.
        const earlier = await loadOne(tx, byKey);
        if (earlier) return { order: earlier, created: false };
        if (input.fulfilment === "PICKUP") await assertBelowPickupCap(tx, userId);
        if (lines.length === 0) throw new InvalidInput(ORDER_MESSAGES.emptyCart);
        refuseOversized(lines);

        // Prices, rules and the expected total do not depend on the shelf: checked before it is locked.
        const unlocked = computeQuote(lines, input.fulfilment);
        refuseBlocked(unlocked);
        if (input.expectedTotal !== null && input.expectedTotal !== undefined && toMinor(input.expectedTotal) !== unlocked.totalMinor) {
          throw new Conflict(ORDER_MESSAGES.totalChanged, toQuote(unlocked, at));
        }

        const usePrepared = prepared !== null && prepared.signature === invoiceSignature(unlocked);
        const [inserted] = await tx
          .insert(orders)
          .values({ ...orderValues(userId, idempotencyKey, input, unlocked, at), number: usePrepared ? prepared.number : numberSql(at) })
          .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
          .returning()
          .catch(rethrowMissingUser);
        if (!inserted) {
          // The same key committed meanwhile (it waited on the index): that order is the answer.
          const first = await loadOne(tx, byKey);
          if (!first) throw new Conflict(ORDER_MESSAGES.inProgress);
          return { order: first, created: false };
        }
        // The mail is queued before the shelf is locked, with the split the unlocked read expects (its PDF names
        // no stock); in the rare case the shelf then gives another split, its text is rewritten below. With the
        // first history row and the emptied cart: one round trip.
        const history = [{ status: "RECEIVED" as const, at }];
        const expected = toOrder(inserted, lineValues(inserted.id, unlocked), history);
        const pdf = expected.payment !== "INVOICE" ? undefined : usePrepared ? prepared.pdf : await renderInvoicePdf(expected, issuer);
        // The pharmacy's notice (number and desk link only) in the same statement: once per order, by its key.
        const notice = notifier.statement(tx, { kind: "order", id: inserted.id, number: inserted.number });
        await tx.execute(sql`
          with mail as ${orderMailInsert(tx, expected, recipient, pdf)},
               ${notice ? sql`notice as ${notice},` : sql``}
               history as (insert into order_history (order_id, status, at) values (${inserted.id}, 'RECEIVED', ${at.toISOString()}::timestamptz))
          delete from cart_lines where user_id = ${userId}`);

        // The shelf last, in one statement, so its rows are locked only for that statement and the commit: the
        // one hot row every shopper of a scarce article meets on.
        const taken = await takeFromShelf(tx, inserted.id, unlocked);
        // What the shelf gave each line, as its stock: the quote's split is then exactly what was written.
        const q = computeQuote(
          lines.map((l, i) => ({ ...l, stock: taken[i]! })),
          input.fulfilment,
        );
        if (q.lines.every((l, i) => l.inStock === unlocked.lines[i]!.inStock)) return { order: expected, created: true };

        // The shelf changed since the unlocked read: the estimate and the mail follow what was really taken.
        let row = inserted;
        if (q.anyBackordered !== unlocked.anyBackordered) {
          [row] = await tx
            .update(orders)
            .set({ readyBy: orderValues(userId, idempotencyKey, input, q, at).readyBy })
            .where(eq(orders.id, inserted.id))
            .returning();
          row = row ?? inserted;
        }
        const order = toOrder(row, lineValues(inserted.id, q), history);
        // The PDF names no stock, but the expected date of supply: rendered again only when that moved (rare).
        const attached = pdf && row !== inserted ? await renderInvoicePdf(order, issuer) : pdf;
        await rewriteQueuedMail(tx, orderMailKey(order), orderMessage(order, recipient, attached));
        return { order, created: true };
      }),
    );
    if (outcome.created) mail.nudge();
    return outcome;
  }
  return {
    quote,
    place,
    /** Whether this account has placed an order under this Idempotency-Key (a retry; one indexed read). */
    placedUnder: async (userId: string, idempotencyKey: string) =>
      (await db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))).length > 0,
  };
}
