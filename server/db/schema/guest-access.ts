import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { appointments } from "./appointments.ts";

/*
 * A guest's link to view and cancel a booking without an account (issue 17, docs/decisions/015-appointments.md).
 * Only the SHA-256 of the random token is kept, as for the account links (`one_time_tokens`): a database leak
 * opens no appointment. One row per appointment; issuing a new link replaces the hash, so an older mail's link
 * stops working. Viewing may be repeated; cancelling spends the link (`used_for_cancel_at`).
 */
export const appointmentAccessTokens = pgTable(
  "appointment_access_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedForCancelAt: timestamp("used_for_cancel_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("appointment_access_tokens_hash_unique").on(t.tokenHash), uniqueIndex("appointment_access_tokens_appointment_unique").on(t.appointmentId)],
);
