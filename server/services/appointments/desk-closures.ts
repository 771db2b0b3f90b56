import { and, asc, eq, gte, lte, ne, sql } from "drizzle-orm";
import { dayNumber, formatDayText, fromDayNumber, fromIsoDayText, isoDayText, isWeekend, parseDayText, zurichDay, zurichDayBounds, type CalendarDay } from "#contracts/calendar.ts";
import { slotStart, parseSlotTime } from "#contracts/appointment-slots.ts";
import { DESK_ERROR_CODES, DESK_LIMITS, DESK_MESSAGES, type Closure, type ClosureCreated, type ClosureInput } from "#contracts/desk.ts";
import { holidayOn, publicHolidays } from "#contracts/holidays.ts";
import type { Database } from "#server/db/client.ts";
import { appointments } from "#server/db/schema/appointments.ts";
import { deskAudit, deskClosures } from "#server/db/schema/desk.ts";
import { Conflict, InvalidInput, NotFound } from "#server/services/errors.ts";
import { recordAudit } from "#server/services/desk/audit.ts";
import { lockDay, lockSlot } from "./desk-closed-slots.ts";
import type { DeskService } from "./desk-appointments.ts";
import type { StaffMember } from "#server/services/desk/staff-access.ts";

const holidayId = (day: CalendarDay) => `holiday-${isoDayText(day)}`;

type ClosureRow = typeof deskClosures.$inferSelect;

/**
 * Closures of a whole day or a single slot (docs/decisions/016-pharmacy-desk.md). Creating one takes the lock
 * that bookings of that day or slot take too (desk-closed-slots.ts), so a closure and a booking never both win: the
 * closure either sees the booking and answers it as affected, or the booking sees the closure and is refused.
 * Nothing is cancelled by a closure; the desk lists the affected bookings so staff can call the customers.
 */
export function createClosureService(database: Database, desk: Pick<DeskService, "byIds" | "preparations">, now: () => Date = () => new Date()) {
  const { db } = database;

  async function toClosure(row: ClosureRow): Promise<Closure> {
    const [created] = await db
      .select({ name: deskAudit.staffName })
      .from(deskAudit)
      .where(and(eq(deskAudit.closureId, row.id), eq(deskAudit.action, "closure-created")))
      .limit(1);
    return {
      _id: row.id,
      date: formatDayText(fromIsoDayText(row.day)),
      ...(row.time ? { time: row.time } : {}),
      reason: row.reason,
      createdBy: { email: row.createdByEmail, name: created?.name ?? "" },
      createdAt: row.createdAt.toISOString(),
      holiday: false,
    };
  }

  return {
    /** Closures from `from` to `to` (default: the 14 bookable days), public holidays included, in date order. */
    async list(from: string | undefined, to: string | undefined): Promise<Closure[]> {
      const today = dayNumber(zurichDay(now()));
      const start = from ? dayNumber(parseDayText(from)!) : today;
      const end = to ? dayNumber(parseDayText(to)!) : start + 13;
      if (end < start || end - start > DESK_LIMITS.closureRangeDays) throw new InvalidInput(DESK_MESSAGES.closureRange, [{ field: "to", message: DESK_MESSAGES.closureRange }]);
      const rows = await db
        .select()
        .from(deskClosures)
        .where(and(gte(deskClosures.day, isoDayText(fromDayNumber(start))), lte(deskClosures.day, isoDayText(fromDayNumber(end)))))
        .orderBy(asc(deskClosures.day), sql`${deskClosures.time} nulls first`);
      const listed = await Promise.all(rows.map(toClosure));
      const holidays: Closure[] = [];
      for (let year = fromDayNumber(start).year; year <= fromDayNumber(end).year; year++) {
        for (const h of publicHolidays(year)) {
          const n = dayNumber(h.day);
          if (n >= start && n <= end) holidays.push({ _id: holidayId(h.day), date: formatDayText(h.day), reason: h.name, createdBy: null, createdAt: null, holiday: true });
        }
      }
      const key = (c: Closure) => `${c.date.slice(6)}${c.date.slice(3, 5)}${c.date.slice(0, 2)} ${c.time ?? ""}`;
      return [...holidays, ...listed].sort((a, b) => key(a).localeCompare(key(b)));
    },

    /**
     * Closes a day (no time) or one slot from today up to a year ahead. Weekends and public holidays are closed
     * anyway (400 and 409); a second closure of the same day or slot is a 409. Answers the closure and the
     * non-cancelled appointments it lies over.
     */
    async create(staff: StaffMember, input: ClosureInput): Promise<ClosureCreated> {
      const day = parseDayText(input.date)!;
      const ahead = dayNumber(day) - dayNumber(zurichDay(now()));
      const refuse = (refusal: "closurePast" | "closureTooFar" | "closureWeekend") =>
        new InvalidInput(DESK_MESSAGES[refusal], [{ field: "date", message: DESK_MESSAGES[refusal] }], DESK_ERROR_CODES[refusal]);
      if (ahead < 0) throw refuse("closurePast");
      if (ahead > DESK_LIMITS.closureDaysAhead) throw refuse("closureTooFar");
      if (isWeekend(day)) throw refuse("closureWeekend");
      const holiday = holidayOn(day);
      if (holiday) throw new Conflict(DESK_MESSAGES.closureHoliday(holiday), undefined, DESK_ERROR_CODES.closureHoliday);
      const hints = await desk.preparations();
      const { row, affected } = await db.transaction(async (tx) => {
        const startsAt = input.time ? slotStart(day, parseSlotTime(input.time)!) : null;
        if (startsAt) await lockSlot(tx, startsAt);
        else await lockDay(tx, day);
        const [wholeDay] = await tx
          .select({ id: deskClosures.id })
          .from(deskClosures)
          .where(and(eq(deskClosures.day, isoDayText(day)), sql`${deskClosures.time} is null`));
        if (wholeDay) throw new Conflict(DESK_MESSAGES.closureExists, undefined, DESK_ERROR_CODES.closureExists);
        const [inserted] = await tx
          .insert(deskClosures)
          .values({ day: isoDayText(day), time: input.time ?? null, reason: input.reason, createdBy: staff.id, createdByEmail: staff.email })
          // Either partial unique index (the day's, or the slot's): an existing closure of the same thing.
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw new Conflict(DESK_MESSAGES.closureExists, undefined, DESK_ERROR_CODES.closureExists);
        await recordAudit(tx, staff, { action: "closure-created", closureId: inserted.id, detail: { date: input.date, time: input.time ?? null, reason: input.reason } });
        // Read under the lock: every booking that committed before it is here, and none can follow.
        const bounds = startsAt ? { from: startsAt, to: new Date(startsAt.getTime() + 1) } : zurichDayBounds(day);
        const hit = await tx
          .select({ id: appointments.id })
          .from(appointments)
          .where(and(gte(appointments.startsAt, bounds.from), sql`${appointments.startsAt} < ${bounds.to}`, ne(appointments.status, "CANCELLED")));
        return { row: inserted, affected: hit.map((h) => h.id) };
      });
      return { closure: await toClosure(row), affected: await desk.byIds(affected, hints) };
    },

    /** Reopens a closed day or slot; a public holiday cannot be reopened. */
    async remove(staff: StaffMember, id: string): Promise<{ _id: string }> {
      if (id.startsWith("holiday-")) throw new InvalidInput(DESK_MESSAGES.holidayNotRemovable, undefined, DESK_ERROR_CODES.holidayNotRemovable);
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(deskClosures).where(eq(deskClosures.id, id)).returning();
        if (!removed) throw new NotFound(DESK_MESSAGES.closureNotFound, DESK_ERROR_CODES.closureNotFound);
        await recordAudit(tx, staff, {
          action: "closure-deleted",
          closureId: id,
          detail: { date: formatDayText(fromIsoDayText(removed.day)), time: removed.time, reason: removed.reason },
        });
      });
      return { _id: id };
    },
  };
}

export type ClosureService = ReturnType<typeof createClosureService>;
