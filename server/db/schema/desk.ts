import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { appointments } from "./appointments.ts";
import { users } from "./accounts.ts";
import { orders } from "./orders.ts";

/*
 * The pharmacy desk (issue 18, docs/decisions/016-pharmacy-desk.md): closures, the audit trail and each staff
 * member's calendar feed token. Who did something is kept as an id plus the e-mail and name of that moment,
 * without a foreign key to users: an audit entry and a closure must outlive the staff account that made them
 * (every foreign key to users cascades, decision 006, which would delete the record of what they did).
 */

/** A closed day (time null) or a single closed slot (time `HH:mm`), Zurich calendar day. */
export const deskClosures = pgTable(
  "desk_closures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    day: date("day", { mode: "string" }).notNull(),
    time: text("time"),
    reason: text("reason").notNull(),
    createdBy: uuid("created_by").notNull(),
    createdByEmail: text("created_by_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One closure per day and one per slot: a second close of the same thing is a 409, not a duplicate row.
    uniqueIndex("desk_closures_day_unique").on(t.day).where(sql`${t.time} is null`),
    uniqueIndex("desk_closures_slot_unique").on(t.day, t.time).where(sql`${t.time} is not null`),
    check("desk_closures_time_format", sql`${t.time} is null or ${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** Every staff change: a status change of an appointment, a closure created or removed. Written in the change's transaction. */
export const deskAudit = pgTable(
  "desk_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Goes with the appointment. A customer's deleted account leaves its appointments, anonymised (account-deletion.ts).
    appointmentId: uuid("appointment_id").references(() => appointments.id, { onDelete: "cascade" }),
    // No foreign key: the entry of a removed closure stays.
    closureId: uuid("closure_id"),
    // An order's status change (issue 25): the same trail as appointments'. Goes with the order.
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    // All three null: the customer did it (their account's deletion cancelled the appointment), and who they
    // were went with the account.
    staffUserId: uuid("staff_user_id"),
    staffEmail: text("staff_email"),
    staffName: text("staff_name"),
    action: text("action").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("desk_audit_appointment_idx").on(t.appointmentId, t.at),
    index("desk_audit_closure_idx").on(t.closureId),
    index("desk_audit_order_idx").on(t.orderId, t.at),
    check("desk_audit_action_known", sql`${t.action} in ('status', 'closure-created', 'closure-deleted', 'order-status')`),
    check(
      "desk_audit_staff_or_customer",
      sql`(${t.staffUserId} is not null and ${t.staffEmail} is not null and ${t.staffName} is not null) or (${t.staffUserId} is null and ${t.staffEmail} is null and ${t.staffName} is null and ${t.action} in ('status', 'order-status'))`,
    ),
  ],
);

/** One private calendar feed per staff member; only the token's SHA-256 is kept. A new one replaces the old. */
export const deskFeedTokens = pgTable(
  "desk_feed_tokens",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("desk_feed_tokens_hash_unique").on(t.tokenHash)],
);
