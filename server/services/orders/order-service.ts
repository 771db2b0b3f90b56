import pLimit from "p-limit";
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import { toMinor } from "#contracts/money.ts";
import { REGULATION_CODES } from "#contracts/regulation.ts";
import {
  BLOCKING_TEXTS,
  ORDER_CUSTOMER_CANCELLABLE,
  ORDER_MESSAGES,
  orderEstimate,
  type Fulfilment,
  type Order,
  type OrderStatus,
  type OrderTrack,
  type PlaceOrder,
  type Quote,
} from "#contracts/orders.ts";
import { zurichWallClock } from "#contracts/calendar.ts";
import type { Database, Db } from "#server/db/client.ts";
import { orderHistory, orders } from "#server/db/schema/orders.ts";
import { queryOne, queryRows } from "#server/db/typed-sql.ts";
import { enqueueMailStatement, rewriteQueuedMail, type MailExecutor } from "#server/mail/mail-queue.ts";
import type { MailWorker } from "#server/mail/mail-worker.ts";
import { orderMail } from "#server/mail/order-templates.ts";
import { recordAuditWithoutStaff } from "#server/services/desk/audit.ts";
import { Conflict, InvalidInput, NotFound } from "#server/services/errors.ts";
import { rethrowMissingUser } from "#server/services/shopping/articles.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { assertBelowPickupCap, lockOrderingAccount, recipientOf, refuseOversized, type OrderRecipient } from "./order-limits.ts";
import { toOrder, withLinesAndHistory, type OrderRow } from "./order-rows.ts";
import { computeQuote, toQuote, type PricedLine, type QuoteMinor } from "./quote.ts";

export type Tx = Parameters<Parameters<Database["db"]["transaction"]>[0]>[0];

const pricedLineRow = z.object({
  pharmacode: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
  priceMinor: z.number().int().nullable(),
  regulation: z.enum(REGULATION_CODES),
  vatRateBp: z.number().int(),
  stock: z.number().int(),
  createdAt: z.coerce.date(),
});

/**
 * The caller's cart with prices, regulation, VAT rate and stock from the database, never from the client. With
 * `lock`, the cart's rows are locked in the same statement (in pharmacode order): a second order of the same
 * cart (another tab, a retry) waits there until the first has committed, and then reads the cart it left.
 */
const pricedCart = async (db: Pick<Db, "execute">, userId: string, { lock = false } = {}): Promise<PricedLine[]> => {
  const rows = await queryRows(
    db,
    pricedLineRow,
    sql`select c.pharmacode, a.description, c.quantity::int as quantity, a.price_cents as "priceMinor", a.regulation,
               a.vat_rate_bp::int as "vatRateBp", coalesce(s.stock, 0)::int as stock, c.created_at as "createdAt"
          from cart_lines c
          join articles a on a.pharmacode = c.pharmacode
          left join article_stock s on s.pharmacode = c.pharmacode
         where c.user_id = ${userId}
         order by c.pharmacode
         ${lock ? sql`for update of c` : sql``}`,
  );
  // The cart's own order (the rows are locked, or read, in pharmacode order).
  return rows.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.pharmacode - y.pharmacode).map(({ createdAt: _, ...line }) => line);
};

/** Units back to the shelf (a cancelled order's in-stock units); a row missing for an article is created. */
export async function returnStock(tx: Pick<Db, "execute">, lines: readonly { pharmacode: number; inStock: number }[]): Promise<void> {
  const back = lines.filter((l) => l.inStock > 0).map((l) => ({ pharmacode: l.pharmacode, n: l.inStock }));
  if (back.length === 0) return;
  await tx.execute(sql`
    insert into article_stock (pharmacode, stock)
    select pharmacode, n from jsonb_to_recordset(${JSON.stringify(back)}::jsonb) as b(pharmacode int, n int)
    -- In pharmacode order, as orders lock the shelf: two transactions never wait on each other crosswise.
    order by pharmacode
    on conflict (pharmacode) do update set stock = article_stock.stock + excluded.stock, updated_at = now()`);
}

/** Statuses never repeat, so one mail per order and status, even when a request is retried. */
const orderMailKey = (order: Pick<Order, "_id" | "status">) => `order:${order._id}:${order.status}`;

/**
 * The mail of the order's current status, to the account's verified address (issue 37: the contact's address,
 * typed into the checkout, let anyone mail a stranger); an invoice order's confirmation carries the PDF.
 */
const orderMessage = (order: Order, to: OrderRecipient, invoicePdf?: Buffer) => orderMail(order, to, invoicePdf ? { invoicePdf } : {});

/**
 * Queues the customer's mail for the order's current status, once per order and status (record 012). Awaited it
 * runs alone; inside `sql` it is one statement of a larger one (placing an order queues it with its other writes).
 */
const orderMailInsert = (tx: MailExecutor, order: Order, to: OrderRecipient, invoicePdf?: Buffer) =>
  enqueueMailStatement(tx, orderMessage(order, to, invoicePdf), { dedupeKey: orderMailKey(order) });

/**
 * Takes the order's units from the shelf and writes its lines, in one statement: the shelf's rows are locked
 * (`FOR UPDATE`, in pharmacode order, so two orders never wait on each other crosswise), each line takes
 * `least(stock, quantity)` and backorders the rest, the stock goes down by what was taken (conditional as well
 * as locked, and the CHECK refuses below 0), and the lines are inserted with that split. Run as the
 * transaction's last statement: the locks are then held only for it and the commit. Answers the units taken per
 * line, in the quote's order. A cart holds an article once (its primary key), so no two lines share a row.
 */
async function takeFromShelf(tx: Pick<Db, "execute">, orderId: string, q: QuoteMinor): Promise<number[]> {
  const wanted = q.lines.map((l, position) => ({
    position,
    pharmacode: l.pharmacode,
    description: l.description,
    unitPriceMinor: l.priceMinor!,
    quantity: l.quantity,
    vatRateBp: l.vatRateBp,
    lineTotalMinor: l.lineTotalMinor!,
  }));
  const rows = await queryRows(
    tx,
    z.object({ position: z.number().int(), inStock: z.number().int() }),
    sql`
    with wanted as (
      select * from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
        as w(position int, pharmacode int, description text, "unitPriceMinor" int, quantity int, "vatRateBp" int, "lineTotalMinor" int)
    ),
    -- A read committed FOR UPDATE waits for an earlier order's commit and then answers the row as it committed.
    shelf as materialized (
      select s.pharmacode, s.stock from article_stock s
       -- An array, not a subquery of the JSON: the planner then reads the few rows by the primary key (the
       -- subquery made it scan the whole shelf, 6 ms with 20,000 articles, in the statement that holds the locks).
       where s.pharmacode = any(${`{${wanted.map((w) => w.pharmacode).join(",")}}`}::int[])
       order by s.pharmacode
         for update of s
    ),
    split as materialized (
      select w.*, least(coalesce(shelf.stock, 0), w.quantity) as in_stock from wanted w left join shelf on shelf.pharmacode = w.pharmacode
    ),
    took as (
      update article_stock s set stock = s.stock - least(s.stock, split.in_stock), updated_at = now()
        from split
       where s.pharmacode = split.pharmacode and split.in_stock > 0
    ),
    written as (
      insert into order_lines (order_id, position, pharmacode, description, unit_price_minor, quantity, in_stock, backordered, vat_rate_bp, line_total_minor)
      select ${orderId}::uuid, position, pharmacode, description, "unitPriceMinor", quantity, in_stock, quantity - in_stock, "vatRateBp", "lineTotalMinor" from split
    )
    select position, in_stock::int as "inStock" from split order by position`,
  );
  return rows.map((r) => r.inStock);
}

export type OrderDeps = {
  database: Pick<Database, "db">;
  iban: string;
  mail: Pick<MailWorker, "nudge">;
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
 */
export function createOrderService({ database, iban, mail, now = () => new Date(), maxPlacing = 6 }: OrderDeps) {
  const { db } = database;
  // At most maxPlacing order transactions at once, so quotes and reads keep a pooled connection (record 023).
  const placing = pLimit(maxPlacing);

  const loadWhere = async (executor: Pick<Db, "select">, where: ReturnType<typeof and>): Promise<Order[]> => {
    const rows = await executor.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.number));
    return withLinesAndHistory(executor, rows);
  };
  const loadOne = async (executor: Pick<Db, "select">, where: ReturnType<typeof and>): Promise<Order | undefined> =>
    (await loadWhere(executor, where))[0];

  async function quote(userId: string, fulfilment: Fulfilment): Promise<Quote> {
    const lines = await pricedCart(db, userId);
    if (lines.length === 0) throw new InvalidInput(ORDER_MESSAGES.emptyCart);
    refuseOversized(lines);
    return toQuote(computeQuote(lines, fulfilment), now());
  }

  /** Throws the refusal for blocked lines: CC for a delivery names the articles ("Versand nicht möglich"). */
  function refuseBlocked(q: ReturnType<typeof computeQuote>) {
    if (q.blocking.length === 0) return;
    const details = q.blocking.map((b) => ({ field: String(b.pharmacode), message: BLOCKING_TEXTS[b.reason] }));
    const noShipping = q.blocking.filter((b) => b.reason === "NO_SHIPPING");
    if (noShipping.length === q.blocking.length) throw new InvalidInput(ORDER_MESSAGES.noShippingFor(noShipping.map((b) => b.description)), details);
    throw new InvalidInput(ORDER_MESSAGES.blocked, details);
  }

  /** The order's row as it will be written (number and id still to come), from the quote. */
  const orderValues = (userId: string, idempotencyKey: string, input: PlaceOrder, q: QuoteMinor, at: Date) => ({
    userId,
    idempotencyKey,
    fulfilment: input.fulfilment,
    payment: input.payment,
    contactName: input.contact.name,
    contactSurname: input.contact.surname,
    contactEmail: input.contact.email,
    contactPhone: input.contact.phone,
    street: input.address?.street ?? null,
    zip: input.address?.zip ?? null,
    city: input.address?.city ?? null,
    notes: input.notes,
    subtotalMinor: q.subtotalMinor,
    shippingMinor: q.shippingMinor,
    totalMinor: q.totalMinor,
    vat: q.vat,
    readyBy: new Date(orderEstimate(input.fulfilment, q.anyBackordered, at).readyBy),
    statusAt: at,
    createdAt: at,
  });
  const lineValues = (orderId: string, q: QuoteMinor) =>
    q.lines.map((l, position) => ({
      orderId,
      position,
      pharmacode: l.pharmacode,
      description: l.description,
      unitPriceMinor: l.priceMinor!,
      quantity: l.quantity,
      inStock: l.inStock,
      backordered: l.backordered,
      vatRateBp: l.vatRateBp,
      lineTotalMinor: l.lineTotalMinor!,
    }));
  /** What the invoice prints: it names no stock, so a quote read without the shelf's lock gives the same PDF. */
  const invoiceSignature = (q: QuoteMinor) =>
    JSON.stringify([q.lines.map((l) => [l.pharmacode, l.description, l.quantity, l.priceMinor, l.vatRateBp]), q.shippingMinor]);
  const numberSql = (at: Date) => sql<string>`${`RA-${zurichWallClock(at).getUTCFullYear()}-`} || lpad(nextval('order_number_seq')::text, 6, '0')`;
  const nextNumber = async (executor: Pick<Db, "execute">, at: Date) =>
    (await queryOne(executor, z.object({ number: z.string() }), sql`select ${numberSql(at)} as number`)).number;

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
    return { number, signature: invoiceSignature(q), pdf: await renderInvoicePdf(draft, iban) };
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
        const pdf = expected.payment !== "INVOICE" ? undefined : usePrepared ? prepared.pdf : await renderInvoicePdf(expected, iban);
        await tx.execute(sql`
          with mail as ${orderMailInsert(tx, expected, recipient, pdf)},
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
        // The same PDF (it names no stock) stays attached; the text, which says it is attached, is written with it.
        await rewriteQueuedMail(tx, orderMailKey(order), orderMessage(order, recipient, pdf));
        return { order, created: true };
      }),
    );
    if (outcome.created) mail.nudge();
    return outcome;
  }

  async function ownOrder(userId: string, id: string): Promise<Order> {
    const order = await loadOne(db, and(eq(orders.id, id), eq(orders.userId, userId)));
    if (!order) throw new NotFound(ORDER_MESSAGES.notFound);
    return order;
  }

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

  async function invoiceOf(order: Order): Promise<{ number: string; pdf: Buffer }> {
    if (order.payment !== "INVOICE") throw new NotFound(ORDER_MESSAGES.invoiceOnlyForInvoice);
    return { number: order.number, pdf: await renderInvoicePdf(order, iban) };
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
    if (to === "CANCELLED") await returnStock(tx, order.lines);
    // A deleted account's orders keep no user: nobody verified the contact's address, so no mail goes.
    const recipient = await recipientOf(tx, row.userId);
    if (recipient) await orderMailInsert(tx, order, recipient);
    return order;
  }

  return {
    quote,
    place,
    /** Whether this account has placed an order under this Idempotency-Key (a retry; one indexed read). */
    placedUnder: async (userId: string, idempotencyKey: string) =>
      (await db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))).length > 0,
    list: (userId: string) => loadWhere(db, eq(orders.userId, userId)),
    get: ownOrder,
    cancel,
    track,
    invoice: async (userId: string, id: string) => invoiceOf(await ownOrder(userId, id)),
    /** Staff (the desk): any order's invoice. */
    invoiceForStaff: async (id: string) => {
      const order = await loadOne(db, eq(orders.id, id));
      if (!order) throw new NotFound(ORDER_MESSAGES.notFound);
      return invoiceOf(order);
    },
    changeStatus,
    loadWhere,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
