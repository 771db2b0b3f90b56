import { and, asc, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { addDays, formatDayText, fromIsoDayText, isoDayText, parseDayText, zurichDay, zurichDayBounds } from "#contracts/calendar.ts";
import { calendarDays, toSlotText } from "#contracts/appointment-slots.ts";
import { APPOINTMENT_MESSAGES, type AppointmentStatus } from "#contracts/appointments.ts";
import { isCorrection, statusChangeRefusal } from "#contracts/desk-status.ts";
import { DESK_ERROR_CODES, DESK_MESSAGES, type AuditEntry, type CancelReason, type DeskAppointment, type DeskDay, type DeskStatusInput } from "#contracts/desk.ts";
import { holidayOn } from "#contracts/holidays.ts";
import type { Database, Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { appointments } from "#server/db/schema/appointments.ts";
import { deskClosures } from "#server/db/schema/desk.ts";
import { toAppointment, type AppointmentRow } from "./appointment-row.ts";
import type { AppointmentService } from "./appointment-service.ts";
import { isUniqueViolation } from "./unique-violation.ts";
import { Conflict, NotFound } from "#server/services/errors.ts";
import type { LaboratoryService } from "#server/services/laboratory/laboratory-service.ts";
import { auditOfAppointments, lastCancelReason, recordAudit } from "#server/services/desk/audit.ts";
import { fullName, type StaffMember } from "#server/services/desk/staff-access.ts";

type Executor = Pick<Db, "select" | "execute">;

const fromIso = (iso: string) => formatDayText(fromIsoDayText(iso));

/**
 * The desk's read and status side (server/http/desk.ts, docs/decisions/016-pharmacy-desk.md). Callers
 * are already known to be staff (the requireStaff middleware); each change gets its audit entry and, for a
 * cancellation, the customer's mail in its own transaction.
 */
export function createDeskService(database: Database, laboratory: LaboratoryService, cancellations: Pick<AppointmentService, "cancelLocked">, now: () => Date = () => new Date()) {
  const { db } = database;

  /**
   * Each catalogue item's preparation hint. Read before any transaction opens: on PGlite's one connection a
   * catalogue read beside an open transaction would wait for it (decision 015).
   */
  async function preparations(): Promise<Map<string, string>> {
    // Offered or not: an appointment booked before a test was taken off the offer still shows what to prepare.
    return new Map([...(await laboratory.hints())].map(([id, hint]) => [id, hint.preparation]));
  }

  /** Rows with their customer's account (when there is one), in time order. */
  async function rowsWhere(executor: Executor, where: ReturnType<typeof and>) {
    return executor
      .select({ row: appointments, name: users.name, surname: users.surname, accountPhone: users.phone })
      .from(appointments)
      .leftJoin(users, eq(users.id, appointments.userId))
      .where(where)
      .orderBy(asc(appointments.startsAt), asc(appointments.createdAt));
  }

  /**
   * Appointments as the desk shows them: contact, services with preparation, closure flag and (unless the caller
   * needs none, like the calendar feed) the audit trail. Closures of all their days in one read.
   */
  async function toDesk(executor: Executor, rows: { row: AppointmentRow; name: string | null; surname: string | null; accountPhone: string | null }[], options: { hints?: Map<string, string>; audit?: boolean } = {}): Promise<DeskAppointment[]> {
    const prep = options.hints ?? (await preparations());
    const audit = options.audit === false ? new Map<string, AuditEntry[]>() : await auditOfAppointments(executor, rows.map((r) => r.row.id));
    const isoDays = [...new Set(rows.map((r) => isoDayText(zurichDay(r.row.startsAt))))];
    const closures = isoDays.length === 0 ? [] : await executor.select({ day: deskClosures.day, time: deskClosures.time }).from(deskClosures).where(inArray(deskClosures.day, isoDays));
    const isClosed = (startsAt: Date, time: string) => {
      const day = zurichDay(startsAt);
      return holidayOn(day) !== null || closures.some((c) => c.day === isoDayText(day) && (c.time === null || c.time === time));
    };
    return rows.map(({ row, name, surname, accountPhone }) => {
      const { time } = toSlotText(row.startsAt);
      const entries = audit.get(row.id) ?? [];
      const cancelled = entries.findLast((e) => e.action === "status" && e.detail.to === "CANCELLED");
      return {
        ...toAppointment(row),
        customer: {
          name: row.userId && name !== null ? fullName({ name, surname: surname ?? "" }) : null,
          email: row.email,
          // A customer's phone as the account has it now (given or changed after booking); a guest's as booked.
          phone: accountPhone ?? row.phone,
          address: row.address,
          birthday: row.birthday ? fromIso(row.birthday) : null,
          guest: row.userId === null && row.accountDeletedAt === null,
          accountDeleted: row.accountDeletedAt !== null,
        },
        services: row.items.map((item) => ({ _id: item._id, name: item.name, category: item.category, preparation: prep.get(item._id) ?? null })),
        cancelReason: row.status === "CANCELLED" ? ((cancelled?.detail.reason as CancelReason | undefined) ?? null) : null,
        inClosure: row.status !== "CANCELLED" && isClosed(row.startsAt, time),
        audit: entries,
      };
    });
  }

  async function byIds(ids: string[], hints?: Map<string, string>): Promise<DeskAppointment[]> {
    if (ids.length === 0) return [];
    return toDesk(db, await rowsWhere(db, inArray(appointments.id, ids)), { hints });
  }

  return {
    /** Every appointment of the Zurich day (cancelled ones included, marked so), in time order. */
    async day(date: string | undefined): Promise<DeskAppointment[]> {
      const day = date ? parseDayText(date)! : zurichDay(now());
      const { from, to } = zurichDayBounds(day);
      return toDesk(db, await rowsWhere(db, and(gte(appointments.startsAt, from), lt(appointments.startsAt, to))));
    },

    /** Today and the next 13 days: non-cancelled bookings per day, and what is closed. */
    async days(): Promise<DeskDay[]> {
      const strip = calendarDays(now());
      const from = zurichDayBounds(strip[0]!.day).from;
      const to = zurichDayBounds(strip.at(-1)!.day).to;
      const booked = await db
        .select({ startsAt: appointments.startsAt })
        .from(appointments)
        .where(and(gte(appointments.startsAt, from), lt(appointments.startsAt, to), ne(appointments.status, "CANCELLED")));
      const counts = new Map<string, number>();
      for (const b of booked) {
        const { date } = toSlotText(b.startsAt);
        counts.set(date, (counts.get(date) ?? 0) + 1);
      }
      const closures = await db
        .select({ day: deskClosures.day, time: deskClosures.time })
        .from(deskClosures)
        .where(and(gte(deskClosures.day, isoDayText(strip[0]!.day)), lt(deskClosures.day, isoDayText(addDays(strip.at(-1)!.day, 1)))))
        .orderBy(asc(deskClosures.time));
      return strip.map(({ date, day, weekend, holiday }) => {
        const own = closures.filter((c) => c.day === isoDayText(day));
        const closed = weekend || holiday !== null || own.some((c) => c.time === null);
        return {
          date,
          booked: counts.get(date) ?? 0,
          closed,
          weekend,
          holiday,
          closedSlots: closed ? [] : own.map((c) => c.time!),
        };
      });
    },

    /**
     * Changes an appointment's status as desk-status.ts allows: completed or no-show from its start on, a
     * cancellation at the customer's request any time, and corrections of a recorded outcome. The row is locked
     * for the change (409 for a change no longer allowed); a cancellation frees the slot, raises the iCalendar
     * SEQUENCE and queues the customer's cancellation mail (guests included); the audit entry commits with it.
     */
    async setStatus(staff: StaffMember, id: string, input: DeskStatusInput): Promise<DeskAppointment> {
      const hints = await preparations();
      const cancel = input.status === "CANCELLED";
      // Locks the row, refuses a change the rules do not allow now and records it, in the change's transaction.
      const lockChangeable = async (tx: Pick<Db, "select" | "insert">): Promise<AppointmentRow> => {
        const [current] = await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
        if (!current) throw new NotFound(APPOINTMENT_MESSAGES.notFound);
        const from = { status: current.status as AppointmentStatus, cancelReason: current.status === "CANCELLED" ? await lastCancelReason(tx, id) : null };
        const refusal = statusChangeRefusal(from, input, now().getTime() >= current.startsAt.getTime());
        if (refusal) throw new Conflict(DESK_MESSAGES[refusal], undefined, DESK_ERROR_CODES[refusal]);
        await recordAudit(tx, staff, {
          action: "status",
          appointmentId: id,
          detail: { from: current.status, to: input.status, ...(cancel ? { reason: input.reason } : {}), ...(isCorrection(from) ? { correction: true } : {}) },
        });
        return current;
      };
      // A cancellation is the customer's own cancel (one transaction, the slot freed, SEQUENCE raised, one
      // cancellation mail under the same key, guests included), with the desk's check and audit entry.
      if (cancel) await cancellations.cancelLocked(lockChangeable);
      else {
        try {
          await db.transaction(async (tx) => {
            await lockChangeable(tx);
            await tx.update(appointments).set({ status: input.status, updatedAt: sql`now()` }).where(eq(appointments.id, id));
          });
        } catch (error) {
          // A no-show corrected to completed takes its slot back: someone may hold it by now.
          if (isUniqueViolation(error, "appointments_slot_unique")) throw new Conflict(DESK_MESSAGES.slotRetaken, undefined, DESK_ERROR_CODES.slotRetaken);
          throw error;
        }
      }
      return (await byIds([id], hints))[0]!;
    },

    /** Every non-cancelled appointment in time order, with its instant and SEQUENCE: the calendar feed's events. */
    /** The non-cancelled appointments starting in [from, to), for the calendar feed (feed.ts). */
    async feedEvents(from: Date, to: Date): Promise<{ appointment: DeskAppointment; startsAt: Date; sequence: number }[]> {
      const rows = await rowsWhere(db, and(ne(appointments.status, "CANCELLED"), gte(appointments.startsAt, from), lt(appointments.startsAt, to)));
      const shown = await toDesk(db, rows, { audit: false });
      return rows.map(({ row }, i) => ({ appointment: shown[i]!, startsAt: row.startsAt, sequence: row.sequence }));
    },

    byIds,
    preparations,
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
