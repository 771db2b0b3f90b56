import { sql } from "drizzle-orm";
import { BOOKING_LIMIT_MESSAGES, OPEN_APPOINTMENTS_CAP } from "#contracts/appointments.ts";
import type { Db } from "#server/db/client.ts";
import { countRow, queryOne } from "#server/db/typed-sql.ts";
import { Conflict } from "#server/services/errors.ts";

/**
 * The cap on open appointments per booker (issue 27, docs/decisions/020-hardening-second-round.md). Counted by
 * the booking's e-mail: an account's appointments carry the account's address, a guest's the address given, so
 * an account and guest bookings under its address share one budget.
 *
 * Atomic under parallel requests: the booking transaction first takes a transaction-level advisory lock on the
 * address, then counts and inserts; a second booking of the same address waits for the first to commit and its
 * count (a new statement, a new snapshot under READ COMMITTED) sees the first row. Taken before the slot's locks
 * (desk-closed-slots.ts) and never after them, so the two cannot deadlock.
 */
const BOOKER_LOCK = 27_001;

export async function assertBelowOpenCap(tx: Db, email: string, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKER_LOCK}::int4, hashtext(${email}))`);
  // The partial unique index on starts_at (status <> 'CANCELLED') answers the future, uncancelled rows.
  const { n } = await queryOne(
    tx,
    countRow,
    sql`select count(*)::int as n from appointments where status <> 'CANCELLED' and starts_at > ${now.toISOString()}::timestamptz and email = ${email}`,
  );
  if (n >= OPEN_APPOINTMENTS_CAP) throw new Conflict(BOOKING_LIMIT_MESSAGES.openCap);
}
