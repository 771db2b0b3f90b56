import { asc, eq, sql } from "drizzle-orm";
import { isoDayText, parseDayText, type CalendarDay } from "#contracts/calendar.ts";
import { APPOINTMENT_CUSTOMER_MAY, APPOINTMENT_MESSAGES, type Appointment, type AppointmentCustomerAction, type AppointmentEdit, type AppointmentStatus, type BookingInput, type GuestContact, type SlotAvailability } from "#contracts/appointments.ts";
import { checkDay, checkSlot, daySlots } from "#contracts/appointment-slots.ts";
import { customerMay } from "#contracts/workflow.ts";
import { bookingType, itemName, serviceText, totalPrice } from "#contracts/lab-booking.ts";
import type { AnalysisPack, LabTest } from "#contracts/laboratory.ts";
import type { Database, Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { appointments, type AppointmentItemSnapshot } from "#server/db/schema/appointments.ts";
import type { AppointmentMailKind } from "#server/mail/appointment-templates.ts";
import type { MailExecutor } from "#server/mail/mail-queue.ts";
import type { MailWorker } from "#server/mail/mail-worker.ts";
import { Conflict, Forbidden, InvalidInput, NotFound, Unauthorized } from "#server/services/errors.ts";
import type { LaboratoryService } from "#server/services/laboratory/laboratory-service.ts";
import { toAppointment, type AppointmentRow } from "./appointment-row.ts";
import { isUniqueViolation } from "./unique-violation.ts";
import { queueAppointmentMail } from "./appointment-mail-queue.ts";
import { assertSlotOpen, unavailableOn } from "./desk-closed-slots.ts";
import { createAvailabilityCache } from "./availability-cache.ts";
import { assertBelowOpenCap } from "./booking-cap.ts";

const SLOT_INDEX = "appointments_slot_unique";
const DAY_MS = 86_400_000;

type CatalogueItem = LabTest | AnalysisPack;

/**
 * A day's slot start instants depend on the day alone; computing them through the time zone was 5 % of an
 * availability answer's CPU (issue 19). Only bookable days are asked for (two weeks ahead), so the map stays small.
 */
const slotStarts = new Map<string, { time: string; startsAt: Date }[]>();
function slotStartsOf(day: CalendarDay): { time: string; startsAt: Date }[] {
  const key = `${day.year}-${day.month}-${day.day}`;
  let slots = slotStarts.get(key);
  if (!slots) {
    if (slotStarts.size >= 64) slotStarts.clear();
    slots = daySlots(day, new Date(0)).map(({ time, startsAt }) => ({ time, startsAt }));
    slotStarts.set(key, slots);
  }
  return slots;
}

/** Who books: a customer (contact from the account) or a guest (contact from the form). */
export type Booker = { userId: string } | { guest: GuestContact };

/** Within the booking's transaction: a fresh link for a guest to view and cancel it (guest-access.ts). */
export type GuestLinkIssuer = (tx: Pick<Database["db"], "insert">, appointmentId: string) => Promise<string>;
type Tx = Parameters<Parameters<Database["db"]["transaction"]>[0]>[0];

export type AppointmentServiceOptions = { now?: () => Date; guestLinks?: GuestLinkIssuer };

const toIsoDate = (ddmmyyyy: string) => {
  const day = parseDayText(ddmmyyyy)!;
  return `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;
};

/**
 * Booking, moving and cancelling laboratory appointments (server/http/appointments.ts, docs/decisions/015-appointments.md).
 * No read-then-write check of the slot: the insert or update itself meets the partial unique index, and its
 * violation is the 409. Each change queues its mail in the same transaction (enqueueMail), so a committed
 * change always has its mail and a refused one never does.
 */
export function createAppointmentService(database: Database, laboratory: LaboratoryService, mail: Pick<MailWorker, "nudge">, options: AppointmentServiceOptions = {}) {
  const { now = () => new Date(), guestLinks } = options;
  const { db } = database;
  const availabilityCache = createAvailabilityCache(database.changes.bookings);
  // Bookings committed by this process since it started, for /metrics (an operator's counter, not a business figure).
  const booked = { account: 0, guest: 0 };

  async function resolveItems(ids: string[]): Promise<CatalogueItem[]> {
    const items: CatalogueItem[] = [];
    for (const id of new Set(ids)) {
      const item = await laboratory.getTest(id).catch(() => laboratory.getPack(id).catch(() => null));
      if (!item) throw new InvalidInput(APPOINTMENT_MESSAGES.unknownItem, [{ field: "selectedTests", message: APPOINTMENT_MESSAGES.unknownItem }]);
      items.push(item);
    }
    return items;
  }

  function slotOrThrow(date: string, time: string): Date {
    const slot = checkSlot(date, time, now());
    if (!slot.ok) throw new InvalidInput(slot.message, [{ field: slot.field, message: slot.message }]);
    return slot.startsAt;
  }

  /**
   * Every item's preparation hint by id, read before a transaction opens: the catalogue is read through the
   * database, and on PGlite's one connection a read beside an open transaction would wait for it forever.
   */
  async function preparationsById(): Promise<Map<string, { name: string; preparation: string }>> {
    // Every test and pack, also one taken off the offer since it was booked (its appointment still gets its hint).
    return laboratory.hints();
  }
  const preparationsOf = (row: AppointmentRow, hints: Map<string, { name: string; preparation: string }>) =>
    row.items.flatMap((item) => hints.get(item._id) ?? []);

  const queueMail = (tx: MailExecutor & Pick<Db, "select">, kind: AppointmentMailKind, row: AppointmentRow, prep: { name: string; preparation: string }[], manageUrl?: string) =>
    queueAppointmentMail(tx, kind, row, { preparations: prep, now: now(), manageUrl });

  /** Runs a write that may take a slot; a taken slot becomes the 409 the wizard recognises. */
  async function takingSlot<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, SLOT_INDEX)) throw new Conflict(APPOINTMENT_MESSAGES.timeConflict);
      throw error;
    }
  }

  /** The caller's appointment, locked for the change; 404 unknown, 403 someone else's or in a status that no longer allows `action`. */
  async function ownPending(tx: Pick<typeof db, "select">, userId: string, id: string, action: AppointmentCustomerAction): Promise<AppointmentRow> {
    const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
    if (!row) throw new NotFound(APPOINTMENT_MESSAGES.notFound);
    if (row.userId !== userId) throw new Forbidden(APPOINTMENT_MESSAGES.notOwner);
    if (!customerMay(APPOINTMENT_CUSTOMER_MAY, row.status as AppointmentStatus, action)) throw new Forbidden(APPOINTMENT_MESSAGES.notPending);
    return row;
  }

  /**
   * Cancels the appointment that `lock` finds, checks and locks (`for update`) in the cancel's transaction: the
   * owner's check (ownPending) or a guest's link (guest-access.ts). One transaction, one cancellation mail.
   */
  async function cancelLocked(lock: (tx: Tx) => Promise<AppointmentRow>): Promise<Appointment> {
    const row = await db.transaction(async (tx) => {
      const current = await lock(tx);
      const [cancelled] = await tx
        .update(appointments)
        .set({ status: "CANCELLED", sequence: sql`${appointments.sequence} + 1`, updatedAt: sql`now()` })
        .where(eq(appointments.id, current.id))
        .returning();
      await queueMail(tx, "cancellation", cancelled!, []);
      return cancelled!;
    });
    mail.nudge();
    return toAppointment(row);
  }

  return {
    /** The 17 slots of a bookable day; a slot is available when it lies ahead and nobody holds it. */
    async availability(date: string): Promise<SlotAvailability[]> {
      const day = checkDay(date, now());
      if (!day.ok) throw new InvalidInput(day.message, [{ field: "date", message: day.message }]);
      const at = now().getTime();
      const slots = slotStartsOf(day.day);
      const from = slots[0]!.startsAt;
      // Held slots, and those closed by the desk (a closure or a public holiday; docs/decisions/016-pharmacy-desk.md),
      // kept on PGlite until a booking or closure changes (availability-cache.ts).
      const { taken, closed } = await availabilityCache.get(isoDayText(day.day), () => unavailableOn(db, day.day, from, new Date(from.getTime() + DAY_MS)));
      // `closed` says why a slot is not offered when the desk closed it: the picker writes "geschlossen", not "vergeben".
      return slots.map((s) => ({
        time: s.time,
        available: s.startsAt.getTime() > at && !taken.has(s.startsAt.getTime()) && !closed.has(s.time),
        ...(closed.has(s.time) ? { closed: true as const } : {}),
      }));
    },

    async book(booker: Booker, input: BookingInput): Promise<Appointment> {
      const startsAt = slotOrThrow(input.date, input.time);
      const items = await resolveItems(input.selectedTests.map((t) => t._id));
      let contact: { userId: string | null; email: string; phone: string | null; address: string | null; birthday: string | null };
      if ("userId" in booker) {
        const [user] = await db.select({ email: users.email, phone: users.phone, address: users.address }).from(users).where(eq(users.id, booker.userId));
        if (!user) throw new Unauthorized();
        contact = { userId: booker.userId, ...user, birthday: null };
      } else {
        const { email, phone, address, birthday } = booker.guest;
        contact = { userId: null, email, phone, address, birthday: toIsoDate(birthday) };
      }
      const snapshot: AppointmentItemSnapshot[] = items.map((item) => ({ _id: item._id, name: itemName(item), category: item.category, priceCents: Math.round(item.price * 100) }));
      const row = await takingSlot(() =>
        db.transaction(async (tx) => {
          // Customers and guests hold at most OPEN_APPOINTMENTS_CAP open appointments (booking-cap.ts); first, as it locks first.
          await assertBelowOpenCap(tx, contact.email, now());
          // Under the slot's lock, so that a closure of this slot made at the same moment cannot also win.
          await assertSlotOpen(tx, startsAt);
          const [inserted] = await tx
            .insert(appointments)
            .values({
              ...contact,
              type: bookingType(items),
              service: serviceText(items),
              startsAt,
              notes: input.notes,
              items: snapshot,
              priceCents: Math.round(totalPrice(items) * 100),
            })
            .returning();
          // A guest has no account: the confirmation carries the link that views and cancels this booking.
          const manageUrl = contact.userId === null && guestLinks ? await guestLinks(tx, inserted!.id) : undefined;
          await queueMail(tx, "confirmation", inserted!, items.map((x) => ({ name: itemName(x), preparation: x.preparation })), manageUrl);
          return inserted!;
        }),
      );
      booked[contact.userId === null ? "guest" : "account"]++;
      mail.nudge();
      return toAppointment(row);
    },

    /** Bookings committed by this process since it started, by who booked. */
    bookedSinceStart: (): Readonly<typeof booked> => booked,

    /** The caller's appointments, soonest first. */
    async list(userId: string): Promise<Appointment[]> {
      const rows = await db.select().from(appointments).where(eq(appointments.userId, userId)).orderBy(asc(appointments.startsAt), asc(appointments.createdAt));
      return rows.map(toAppointment);
    },

    async edit(userId: string, id: string, input: AppointmentEdit): Promise<Appointment> {
      const startsAt = slotOrThrow(input.date, input.time);
      const hints = await preparationsById();
      const row = await takingSlot(() =>
        db.transaction(async (tx) => {
          const current = await ownPending(tx, userId, id, "edit");
          // A notes-only edit stays in its slot even if the slot was closed since; a move must find it open.
          if (current.startsAt.getTime() !== startsAt.getTime()) await assertSlotOpen(tx, startsAt);
          const [updated] = await tx
            .update(appointments)
            .set({ startsAt, notes: input.notes, sequence: sql`${appointments.sequence} + 1`, updatedAt: sql`now()` })
            .where(eq(appointments.id, current.id))
            .returning();
          await queueMail(tx, "update", updated!, preparationsOf(updated!, hints));
          return updated!;
        }),
      );
      mail.nudge();
      return toAppointment(row);
    },

    cancel: (userId: string, id: string): Promise<Appointment> => cancelLocked((tx) => ownPending(tx, userId, id, "cancel")),
    cancelLocked,
  };
}

export type AppointmentService = ReturnType<typeof createAppointmentService>;
