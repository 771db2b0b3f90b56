import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { FULFILMENTS, ORDER_STATUSES, PAYMENTS } from "#contracts/orders.ts";
import { users } from "./accounts.ts";

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/*
 * Orders (issue 25, docs/decisions/023-orders.md). Money in minor units (Rappen), prices incl. VAT. An order
 * is a business record: lines keep description, price and VAT rate as they were when ordered, and the row
 * outlives the customer's account (user id set null on deletion; the contact stays for the invoice, which the
 * pharmacy must keep).
 */

/** RA-YYYY-NNNNNN: the sequence never repeats a number, across instances and years (gaps after a rollback are fine). */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 1, increment: 1 });

/** One row per article: units on the shelf. Kept apart from `articles` so that an order's stock change does not
 * notify the catalogue's change feed (every instance would drop its catalogue cache on every order). */
export const articleStock = pgTable(
  "article_stock",
  {
    pharmacode: integer("pharmacode").primaryKey(),
    stock: integer("stock").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The last line of defence: whatever code runs, the database refuses negative stock.
  (t) => [check("article_stock_not_negative", sql`${t.stock} >= 0`)],
);

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status").notNull().default("RECEIVED"),
    fulfilment: text("fulfilment").notNull(),
    payment: text("payment").notNull(),
    contactName: text("contact_name").notNull(),
    contactSurname: text("contact_surname").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactPhone: text("contact_phone").notNull(),
    street: text("street"),
    zip: text("zip"),
    city: text("city"),
    notes: text("notes").notNull().default(""),
    subtotalMinor: integer("subtotal_minor").notNull(),
    shippingMinor: integer("shipping_minor").notNull(),
    totalMinor: integer("total_minor").notNull(),
    /** VAT contained in the total per rate: [{ rateBp, amountMinor }], rates ascending. */
    vat: jsonb("vat").$type<{ rateBp: number; amountMinor: number }[]>().notNull(),
    readyBy: timestamp("ready_by", { withTimezone: true }),
    trackingNumber: text("tracking_number"),
    cancelReason: text("cancel_reason"),
    /** When the current status was set: a pickup READY_FOR_PICKUP for more than 7 days is overdue. */
    statusAt: timestamp("status_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_number_unique").on(t.number),
    // The idempotency rule itself: a retried or double-clicked order is refused by the database, not by a read.
    uniqueIndex("orders_user_idempotency_unique").on(t.userId, t.idempotencyKey),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_status_idx").on(t.status, t.statusAt),
    index("orders_created_idx").on(t.createdAt),
    check("orders_status_known", sql`${t.status} in (${quoted(ORDER_STATUSES)})`),
    check("orders_fulfilment_known", sql`${t.fulfilment} in (${quoted(FULFILMENTS)})`),
    check("orders_payment_known", sql`${t.payment} in (${quoted(PAYMENTS)})`),
    check("orders_pay_at_pickup_is_pickup", sql`${t.payment} <> 'AT_PICKUP' or ${t.fulfilment} = 'PICKUP'`),
    check("orders_delivery_has_address", sql`${t.fulfilment} <> 'DELIVERY' or (${t.street} is not null and ${t.zip} is not null and ${t.city} is not null)`),
    check("orders_money_not_negative", sql`${t.subtotalMinor} >= 0 and ${t.shippingMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} + ${t.shippingMinor}`),
    check("orders_number_format", sql`${t.number} ~ '^RA-[0-9]{4}-[0-9]{6}$'`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    pharmacode: integer("pharmacode").notNull(),
    description: text("description").notNull(),
    unitPriceMinor: integer("unit_price_minor").notNull(),
    quantity: smallint("quantity").notNull(),
    /** Units taken from stock when the order was placed; the rest was backordered. */
    inStock: smallint("in_stock").notNull(),
    backordered: smallint("backordered").notNull(),
    vatRateBp: smallint("vat_rate_bp").notNull(),
    lineTotalMinor: integer("line_total_minor").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check("order_lines_split", sql`${t.inStock} >= 0 and ${t.backordered} >= 0 and ${t.inStock} + ${t.backordered} = ${t.quantity} and ${t.quantity} > 0`),
    check("order_lines_total", sql`${t.lineTotalMinor} = ${t.unitPriceMinor} * ${t.quantity}`),
  ],
);

export const orderHistory = pgTable(
  "order_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_history_order_idx").on(t.orderId, t.at)],
);
