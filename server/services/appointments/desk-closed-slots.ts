import { and, eq, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { dayNumber, isoDayText, zurichDay, type CalendarDay } from "#contracts/calendar.ts";
import { SLOT_TIMES, toSlotText } from "#contracts/appointment-slots.ts";
import { DESK_MESSAGES } from "#contracts/desk.ts";
import { holidayOn } from "#contracts/holidays.ts";
import type { Db } from "#server/db/client.ts";
import { appointments } from "#server/db/schema/appointments.ts";
import { deskClosures } from "#server/db/schema/desk.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { Conflict, InvalidInput } from "#server/services/errors.ts";

/**
 * Which slots are closed, and the lock that keeps a closure and a booking of the same slot from both winning
 * (docs/decisions/016-pharmacy-desk.md). Closed are: every slot of a Basel-Stadt public holiday (computed, no
 * row), every slot of a day with a whole-day closure, and single closed slots.
 *
 * The lock: transaction-level advisory locks, released at commit or rollback. A booking or a move into a slot
 * takes the day's lock shared and the slot's exclusively, then reads the closures; creating a slot closure
 * takes the same two, a whole-day closure the day's lock exclusively. So a closure and a booking of the same
 * slot (or day) run one after the other: either the closure sees the committed booking and lists it as
 * affected, or the booking sees the committed closure and is refused. Bookings of different slots of a day
 * only share the day's lock and do not wait for each other; the partial unique index still decides between
 * two bookings of one slot (decision 015). On PGlite transactions run one at a time anyway; the same SQL runs.
 */

/** Lock namespaces (the first key of the two-int form of pg_advisory_xact_lock): this number. */
const DAY_LOCK = 18_001;
const SLOT_LOCK = 18_002;

type Executor = Pick<Db, "execute" | "select">;

// 30-minute steps since 1970: about a million today, well inside an int4 for centuries.
const slotKey = (startsAt: Date) => Math.floor(startsAt.getTime() / 1_800_000);

/** For a booking, a move or a slot closure: the day shared, the slot exclusively (always in this order: no deadlock). */
export async function lockSlot(tx: Executor, startsAt: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${DAY_LOCK}::int4, ${dayNumber(zurichDay(startsAt))}::int4)`);
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK}::int4, ${slotKey(startsAt)}::int4)`);
}

/** For a whole-day closure: waits for every booking of the day in flight, and holds new ones off until commit. */
export async function lockDay(tx: Executor, day: CalendarDay): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DAY_LOCK}::int4, ${dayNumber(day)}::int4)`);
}

/** The closed times of a day: all 17 on a public holiday or closed day, else the single closed slots. */
export async function closedTimesOn(db: Executor, day: CalendarDay): Promise<Set<string>> {
  if (holidayOn(day)) return new Set(SLOT_TIMES);
  const rows = await db.select({ time: deskClosures.time }).from(deskClosures).where(eq(deskClosures.day, isoDayText(day)));
  if (rows.some((r) => r.time === null)) return new Set(SLOT_TIMES);
  return new Set(rows.map((r) => r.time!));
}

const unavailableRow = z.object({ takenAt: z.number().nullable(), closedTime: z.string().nullable() });

/**
 * For the availability of a day: the start times (ms) of its held appointments and its closed times, in one
 * statement (issue 19: on PGlite every round trip queues on its one thread). A holiday needs no query at all.
 * Read afresh on every call: a booking, cancellation or closure shows at once.
 */
export async function unavailableOn(db: Db, day: CalendarDay, from: Date, to: Date): Promise<{ taken: Set<number>; closed: Set<string> }> {
  if (holidayOn(day)) return { taken: new Set(), closed: new Set(SLOT_TIMES) };
  const rows = await queryRows(
    db,
    unavailableRow,
    sql`select (extract(epoch from ${appointments.startsAt}) * 1000)::float8 as "takenAt", null::text as "closedTime"
          from ${appointments}
         where ${appointments.startsAt} >= ${from.toISOString()}::timestamptz and ${appointments.startsAt} < ${to.toISOString()}::timestamptz
           and ${appointments.status} <> 'CANCELLED'
        union all
        select null::float8, coalesce(${deskClosures.time}, '*') from ${deskClosures} where ${deskClosures.day} = ${isoDayText(day)}::date`,
  );
  const taken = new Set<number>();
  const closed = new Set<string>();
  for (const row of rows) {
    if (row.takenAt !== null) taken.add(row.takenAt);
    // '*': a whole-day closure.
    else if (row.closedTime === "*") for (const time of SLOT_TIMES) closed.add(time);
    else if (row.closedTime !== null) closed.add(row.closedTime);
  }
  return { taken, closed };
}

/**
 * Inside the transaction of a booking or a move, before its write: takes the slot's lock and refuses a closed
 * slot — 400 for a closed day (like a weekend), 409 for a single closed slot.
 */
export async function assertSlotOpen(tx: Executor, startsAt: Date): Promise<void> {
  const day = zurichDay(startsAt);
  if (holidayOn(day)) throw new InvalidInput(DESK_MESSAGES.closedDay, [{ field: "date", message: DESK_MESSAGES.closedDay }]);
  await lockSlot(tx, startsAt);
  const { time } = toSlotText(startsAt);
  const rows = await tx
    .select({ time: deskClosures.time })
    .from(deskClosures)
    .where(and(eq(deskClosures.day, isoDayText(day)), or(isNull(deskClosures.time), eq(deskClosures.time, time))));
  if (rows.some((r) => r.time === null)) throw new InvalidInput(DESK_MESSAGES.closedDay, [{ field: "date", message: DESK_MESSAGES.closedDay }]);
  if (rows.length > 0) throw new Conflict(DESK_MESSAGES.closedSlot);
}
