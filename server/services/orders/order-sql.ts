import { desc, sql, type and } from "drizzle-orm";
import { z } from "zod";
import { REGULATION_CODES } from "#contracts/regulation.ts";
import { orderEstimate, type Order, type PlaceOrder } from "#contracts/orders.ts";
import { zurichWallClock } from "#contracts/calendar.ts";
import type { Database, Db } from "#server/db/client.ts";
import { orders } from "#server/db/schema/orders.ts";
import { queryOne, queryRows, intArray } from "#server/db/typed-sql.ts";
import { withLinesAndHistory } from "./order-rows.ts";
import type { PricedLine, QuoteMinor } from "./quote.ts";

// The orders' statements and the rows they write (issue 36): what placing and the status changes share.

export type Tx = Parameters<Parameters<Database["db"]["transaction"]>[0]>[0];

const pricedLineRow = z.object({
  pharmacode: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
  priceMinor: z.number().int().nullable(),
  regulation: z.enum(REGULATION_CODES),
  vatRateBp: z.number().int(),
  stock: z.number().int(),
  active: z.boolean(),
  createdAt: z.coerce.date(),
});

/**
 * The caller's cart with prices, regulation, VAT rate and stock from the database, never from the client. With
 * `lock`, the cart's rows are locked in the same statement (in pharmacode order): a second order of the same
 * cart (another tab, a retry) waits there until the first has committed, and then reads the cart it left.
 */
export const pricedCart = async (db: Pick<Db, "execute">, userId: string, { lock = false } = {}): Promise<PricedLine[]> => {
  const rows = await queryRows(
    db,
    pricedLineRow,
    sql`select c.pharmacode, a.description, c.quantity::int as quantity, a.price_cents as "priceMinor", a.regulation,
               a.vat_rate_bp::int as "vatRateBp", coalesce(s.stock, 0)::int as stock, a.active, c.created_at as "createdAt"
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
export async function returnStock(tx: Pick<Db, "execute">, lines: readonly { pharmacode: number; inStock: number }[], orderId: string | null = null): Promise<void> {
  const back = lines.filter((l) => l.inStock > 0).map((l) => ({ pharmacode: l.pharmacode, n: l.inStock }));
  if (back.length === 0) return;
  await tx.execute(sql`
    with moved as (
      insert into article_stock (pharmacode, stock)
      select pharmacode, n from jsonb_to_recordset(${JSON.stringify(back)}::jsonb) as b(pharmacode int, n int)
      -- In pharmacode order, as orders lock the shelf: two transactions never wait on each other crosswise.
      order by pharmacode
      on conflict (pharmacode) do update set stock = article_stock.stock + excluded.stock, updated_at = now()
      returning pharmacode, stock
    )
    -- The audit trail's ORDER line for the units back on the shelf (issue 39).
    insert into catalogue_audit (pharmacode, field, "from", "to", source, reference)
    select m.pharmacode, 'stock', to_jsonb(m.stock - b.n), to_jsonb(m.stock), 'ORDER', ${orderId}::text
      from moved m join jsonb_to_recordset(${JSON.stringify(back)}::jsonb) as b(pharmacode int, n int) on b.pharmacode = m.pharmacode`);
}

/**
 * Takes the order's units from the shelf and writes its lines, in one statement: the shelf's rows are locked
 * (`FOR UPDATE`, in pharmacode order, so two orders never wait on each other crosswise), each line takes
 * `least(stock, quantity)` and backorders the rest, the stock goes down by what was taken (conditional as well
 * as locked, and the CHECK refuses below 0), and the lines are inserted with that split. Run as the
 * transaction's last statement: the locks are then held only for it and the commit. Answers the units taken per
 * line, in the quote's order. A cart holds an article once (its primary key), so no two lines share a row.
 */
export async function takeFromShelf(tx: Pick<Db, "execute">, orderId: string, q: QuoteMinor): Promise<number[]> {
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
       where s.pharmacode = any(${intArray(wanted.map((w) => w.pharmacode))})
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
    -- The back office's audit trail has every stock move (issue 39): an order's with source ORDER.
    audited as (
      insert into catalogue_audit (pharmacode, field, "from", "to", source, reference)
      select split.pharmacode, 'stock', to_jsonb(shelf.stock), to_jsonb(shelf.stock - split.in_stock), 'ORDER', ${orderId}::text
        from split join shelf on shelf.pharmacode = split.pharmacode where split.in_stock > 0
    ),
    written as (
      insert into order_lines (order_id, position, pharmacode, description, unit_price_minor, quantity, in_stock, backordered, vat_rate_bp, line_total_minor)
      select ${orderId}::uuid, position, pharmacode, description, "unitPriceMinor", quantity, in_stock, quantity - in_stock, "vatRateBp", "lineTotalMinor" from split
    )
    select position, in_stock::int as "inStock" from split order by position`,
  );
  return rows.map((r) => r.inStock);
}

/** The order's row as it will be written (number and id still to come), from the quote. */
export const orderValues = (userId: string, idempotencyKey: string, input: PlaceOrder, q: QuoteMinor, at: Date) => ({
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
export const lineValues = (orderId: string, q: QuoteMinor) =>
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
export const numberSql = (at: Date) => sql<string>`${`RA-${zurichWallClock(at).getUTCFullYear()}-`} || lpad(nextval('order_number_seq')::text, 6, '0')`;
export const nextNumber = async (executor: Pick<Db, "execute">, at: Date) =>
  (await queryOne(executor, z.object({ number: z.string() }), sql`select ${numberSql(at)} as number`)).number;

/** The orders matching `where`, newest first, with their lines and history. */
export const loadWhere = async (executor: Pick<Db, "select">, where: ReturnType<typeof and>): Promise<Order[]> => {
  const rows = await executor.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.number));
  return withLinesAndHistory(executor, rows);
};
export const loadOne = async (executor: Pick<Db, "select">, where: ReturnType<typeof and>): Promise<Order | undefined> =>
  (await loadWhere(executor, where))[0];
