import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { APPOINTMENT_STATUSES } from "#contracts/appointments.ts";
import { BOOKING_TYPES } from "#contracts/lab-booking.ts";
import { users } from "./accounts.ts";

/** A booked item as it was when booked; later price changes in the catalogue do not touch it. */
export type AppointmentItemSnapshot = { _id: string; name: string; category: string; priceCents: number };

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/*
 * Laboratory appointments (issue 17, docs/decisions/015-appointments.md). A customer's own row (user_id,
 * cascading with the account) or a guest's, who leaves contact details instead. `starts_at` is the slot's
 * instant; every slot is 30 minutes on the grid, so "at most one appointment per slot" is a plain partial
 * unique index on the start — the database refuses the second booking however many arrive at once.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    // Null only once the account behind it is deleted (account-deletion.ts): the row stays for the desk's
    // history, without the personal data.
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    birthday: date("birthday", { mode: "string" }),
    type: text("type").notNull(),
    service: text("service").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("PENDING"),
    notes: text("notes").notNull().default(""),
    items: jsonb("items").$type<AppointmentItemSnapshot[]>().notNull(),
    priceCents: integer("price_cents").notNull(),
    /** iCalendar SEQUENCE: raised by every change the customer is mailed about. */
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the customer's account was deleted: user and contact are gone, what happened stays. */
    accountDeletedAt: timestamp("account_deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("appointments_slot_unique").on(t.startsAt).where(sql`${t.status} <> 'CANCELLED'`),
    index("appointments_user_starts_idx").on(t.userId, t.startsAt),
    check("appointments_status_known", sql`${t.status} in (${quoted(APPOINTMENT_STATUSES)})`),
    check("appointments_type_known", sql`${t.type} in (${quoted(BOOKING_TYPES)})`),
    check("appointments_price_check", sql`${t.priceCents} >= 0`),
    // A guest's booking must say how to reach the guest; only a deleted account's rows have neither owner nor contact.
    check(
      "appointments_owner_or_contact",
      sql`${t.userId} is not null or ${t.accountDeletedAt} is not null or (${t.email} is not null and ${t.phone} is not null and ${t.address} is not null and ${t.birthday} is not null)`,
    ),
    check("appointments_email_unless_deleted", sql`${t.email} is not null or ${t.accountDeletedAt} is not null`),
  ],
);
