import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDayText, isWeekend, parseDayText, zurichDay } from "#contracts/calendar.ts";
import { slotStart, SLOT_MESSAGES } from "#contracts/appointment-slots.ts";
import { APPOINTMENT_MESSAGES, type SlotAvailability } from "#contracts/appointments.ts";
import { DESK_ERROR_CODES, DESK_MESSAGES, type Closure, type ClosureCreated, type DeskAppointment, type DeskDay } from "#contracts/desk.ts";
import { publicHolidays } from "#contracts/holidays.ts";
import { appointments } from "#server/db/schema/appointments.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { deskClosures } from "#server/db/schema/desk.ts";
import { assertSlotOpen, closedTimesOn, lockSlot } from "#server/services/appointments/desk-closed-slots.ts";
import { createDeskApp, type DeskApp } from "#tests/helpers/desk.ts";

let d: DeskApp;
let staff: Awaited<ReturnType<DeskApp["staff"]>>;
beforeAll(async () => {
  d = await createDeskApp();
  staff = await d.staff();
}, 120_000);
afterAll(async () => {
  await d.close();
});

const close = (body: Record<string, unknown>) => d.t.call("POST", "/api/desk/closures", { token: staff.token, body: { reason: "Gerätewartung", ...body } });
const reopen = (id: string) => d.t.call("DELETE", `/api/desk/closures/${id}`, { token: staff.token });
const availability = async (date: string) => {
  const res = await d.t.call("GET", `/api/labor/availability?date=${date}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // Never from a cache: a closure must show at once.
  expect(res.headers.get("cache-control")).toBe("no-store");
  return new Map((res.body.data as SlotAvailability[]).map((s) => [s.time, s.available]));
};
const nonCancelledAt = async (date: string) => {
  const res = await d.t.call("GET", `/api/desk/appointments?date=${date}`, { token: staff.token });
  return (res.body.data as DeskAppointment[]).filter((a) => a.status !== "CANCELLED");
};

/** The next public holiday on a weekday within the coming year (there always is one). */
function nextWeekdayHoliday() {
  const today = zurichDay(new Date());
  const todayKey = formatDayText(today).split("/").reverse().join("");
  return [...publicHolidays(today.year), ...publicHolidays(today.year + 1)].find((h) => !isWeekend(h.day) && formatDayText(h.day).split("/").reverse().join("") > todayKey)!;
}

describe("closing a slot", () => {
  it("makes it unavailable, refuses booking and moving into it with 409 (not a time conflict), and reopens it", async () => {
    const date = d.days[0]!;
    expect((await availability(date)).get("10:00")).toBe(true);
    const res = await close({ date, time: "10:00", reason: "Gerätewartung" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { closure, affected } = res.body.data as ClosureCreated;
    expect(closure).toMatchObject({ date, time: "10:00", reason: "Gerätewartung", createdBy: { email: staff.email, name: "Anna Muster" }, holiday: false });
    expect(affected).toEqual([]);
    const open = await availability(date);
    expect([open.get("10:00"), open.get("09:30"), open.get("10:30")]).toEqual([false, true, true]);

    const guest = await d.bookGuest({ date, time: "10:00" });
    expect([guest.status, guest.body.error]).toEqual([409, DESK_MESSAGES.closedSlot]);
    expect(guest.body.error).not.toMatch(/time conflict/i);
    const customer = await d.user();
    expect((await d.bookUser(customer.token, { date, time: "10:00" })).status).toBe(409);
    const mine = await d.bookUser(customer.token, { date, time: "11:00" }, { notes: "vorher" });
    expect(mine.status).toBe(201);
    const move = await d.t.call("PUT", `/api/labor/editAppointments/${mine.body.data._id}`, { token: customer.token, body: { date, time: "10:00", notes: "" } });
    expect([move.status, move.body.error]).toEqual([409, DESK_MESSAGES.closedSlot]);

    const days = (await d.t.call("GET", "/api/desk/days", { token: staff.token })).body.data as DeskDay[];
    expect(days.find((x) => x.date === date)).toMatchObject({ closed: false, closedSlots: ["10:00"] });

    expect((await reopen(closure._id)).body).toEqual({ success: true, data: { _id: closure._id } });
    expect((await availability(date)).get("10:00")).toBe(true);
    expect((await d.bookGuest({ date, time: "10:00" })).status).toBe(201);
    const audit = await queryRows(d.t.deps.database.db, z.object({ action: z.string(), staff_email: z.string() }), sql`select action, staff_email from desk_audit where closure_id = ${closure._id} order by at`);
    expect(audit).toEqual([
      { action: "closure-created", staff_email: staff.email },
      { action: "closure-deleted", staff_email: staff.email },
    ]);
  });

  it("lists the bookings under a new closure instead of dropping them, and the desk flags them", async () => {
    const date = d.days[0]!;
    const booked = await d.bookGuest({ date, time: "13:00" });
    expect(booked.status).toBe(201);
    const res = await close({ date, time: "13:00", reason: "Personal abwesend" });
    expect(res.status).toBe(201);
    const { affected } = res.body.data as ClosureCreated;
    expect(affected.map((a) => [a._id, a.status, a.inClosure])).toEqual([[booked.body.data._id, "PENDING", true]]);
    expect(affected[0]!.customer.email).toBe(booked.body.data.email);
    // The booking stays, and a notes-only edit of it still works.
    expect((await nonCancelledAt(date)).find((a) => a._id === booked.body.data._id)?.inClosure).toBe(true);
  });

  it("a notes-only edit of an appointment in a slot closed later is allowed", async () => {
    const date = d.days[0]!;
    const customer = await d.user();
    const mine = await d.bookUser(customer.token, { date, time: "14:00" });
    expect((await close({ date, time: "14:00" })).status).toBe(201);
    const edit = await d.t.call("PUT", `/api/labor/editAppointments/${mine.body.data._id}`, { token: customer.token, body: { date, time: "14:00", notes: "Ich komme trotzdem?" } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
  });
});

describe("closing a whole day", () => {
  it("makes every slot unavailable, refuses bookings with 400 like a weekend, lists the affected, and reopens", async () => {
    const date = d.days[1]!;
    const before = await d.bookGuest({ date, time: "16:00" });
    expect(before.status).toBe(201);
    const res = await close({ date, reason: "Betriebsausflug" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { closure, affected } = res.body.data as ClosureCreated;
    expect(closure.time).toBeUndefined();
    expect(affected.map((a) => a._id)).toEqual([before.body.data._id]);
    expect([...(await availability(date)).values()]).toEqual(Array(17).fill(false));
    const refused = await d.bookGuest({ date, time: "09:00" });
    expect([refused.status, refused.body.error]).toEqual([400, DESK_MESSAGES.closedDay]);
    const days = (await d.t.call("GET", "/api/desk/days", { token: staff.token })).body.data as DeskDay[];
    expect(days.find((x) => x.date === date)).toMatchObject({ closed: true, booked: 1 });
    // Closing one of its slots now, or the day again: already closed.
    expect((await close({ date, time: "09:00" })).body.error).toBe(DESK_MESSAGES.closureExists);
    const again = await close({ date });
    expect([again.status, again.body.error]).toEqual([409, DESK_MESSAGES.closureExists]);
    expect((await reopen(closure._id)).status).toBe(200);
    expect((await availability(date)).get("09:00")).toBe(true);
  });
});

describe("closure rules", () => {
  it("refuses bad closures with clear messages", async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ date: d.days[0], reason: "" }, 400, DESK_MESSAGES.closureReasonRequired],
      [{ date: d.days[0], reason: "x".repeat(201) }, 400, DESK_MESSAGES.closureReasonTooLong],
      [{ date: d.days[0], time: "09:10" }, 400, DESK_MESSAGES.closureTime],
      [{ date: "2026-12-01" }, 400, SLOT_MESSAGES.dateFormat],
      [{ date: "01/01/2020" }, 400, DESK_MESSAGES.closurePast],
      [{ date: formatDayText({ ...zurichDay(new Date()), year: zurichDay(new Date()).year + 2 }) }, 400, DESK_MESSAGES.closureTooFar],
    ];
    for (const [body, status, error] of cases) {
      const res = await close(body);
      expect({ body, status: res.status, error: res.body.error }).toEqual({ body, status, error });
    }
    const weekend = (await d.t.call("GET", "/api/desk/days", { token: staff.token })).body.data.find((x: DeskDay) => x.weekend) as DeskDay;
    const onWeekend = await close({ date: weekend.date });
    expect([onWeekend.body.error, onWeekend.body.code]).toEqual([DESK_MESSAGES.closureWeekend, DESK_ERROR_CODES.closureWeekend]);
    const holiday = nextWeekdayHoliday();
    const onHoliday = await close({ date: formatDayText(holiday.day) });
    expect([onHoliday.status, onHoliday.body.error, onHoliday.body.code]).toEqual([409, DESK_MESSAGES.closureHoliday(holiday.name), DESK_ERROR_CODES.closureHoliday]);
    const gone = await reopen("00000000-0000-4000-8000-000000000000");
    expect([gone.status, gone.body.code]).toEqual([404, DESK_ERROR_CODES.closureNotFound]);
    const holidayReopened = await reopen("holiday-2027-12-25");
    expect([holidayReopened.body.error, holidayReopened.body.code]).toEqual([DESK_MESSAGES.holidayNotRemovable, DESK_ERROR_CODES.holidayNotRemovable]);
    expect((await reopen("nope")).status).toBe(400);
  });

  it("lists closures of a range with the public holidays, in date order", async () => {
    const res = await d.t.call("GET", "/api/desk/closures?from=01/12/2027&to=31/12/2027", { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { _id: "holiday-2027-12-25", date: "25/12/2027", reason: "Weihnachten", createdBy: null, createdAt: null, holiday: true },
      { _id: "holiday-2027-12-26", date: "26/12/2027", reason: "Stephanstag", createdBy: null, createdAt: null, holiday: true },
    ]);
    const date = d.days[4]!;
    const slot = (await close({ date, time: "12:00", reason: "Arzttermin" })).body.data.closure as Closure;
    const day = (await close({ date: d.days[5]!, reason: "Inventur" })).body.data.closure as Closure;
    const list = (await d.t.call("GET", "/api/desk/closures", { token: staff.token })).body.data as Closure[];
    expect(list.filter((c) => !c.holiday && [date, d.days[5]].includes(c.date)).map((c) => [c._id, c.date, c.time, c.reason])).toEqual([
      [slot._id, date, "12:00", "Arzttermin"],
      [day._id, d.days[5], undefined, "Inventur"],
    ]);
    const backwards = await d.t.call("GET", "/api/desk/closures?from=31/12/2027&to=01/12/2027", { token: staff.token });
    expect([backwards.status, backwards.body.error]).toEqual([400, DESK_MESSAGES.closureRange]);
  });

  it("public holidays are closed without a row: every slot, and a booking inside the transaction is refused like a closed day", async () => {
    const holiday = nextWeekdayHoliday();
    expect((await closedTimesOn(d.t.deps.database.db, holiday.day)).size).toBe(17);
    await expect(d.t.deps.database.db.transaction((tx) => assertSlotOpen(tx, slotStart(holiday.day, 9 * 60)))).rejects.toMatchObject({ status: 400, message: DESK_MESSAGES.closedDay });
  });
});

describe("a closure and bookings of the same slot at the same moment", () => {
  it("never both win: every booking that got in is listed as affected, every other one is refused", async () => {
    const date = d.days[2]!;
    for (const time of ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00"]) {
      const [closure, ...bookings] = await Promise.all([close({ date, time, reason: "Rennen" }), ...Array.from({ length: 6 }, () => d.bookGuest({ date, time }))]);
      expect(closure!.status, JSON.stringify(closure!.body)).toBe(201);
      const won = bookings.filter((b) => b.status === 201).map((b) => b.body.data._id as string);
      expect(won.length).toBeLessThanOrEqual(1);
      for (const b of bookings.filter((x) => x.status !== 201)) expect([b.status, [DESK_MESSAGES.closedSlot, APPOINTMENT_MESSAGES.timeConflict].includes(b.body.error)]).toEqual([409, true]);
      const affected = (closure!.body.data as ClosureCreated).affected.map((a) => a._id);
      expect({ time, affected }).toEqual({ time, affected: won });
      expect((await nonCancelledAt(date)).filter((a) => a.time === time).map((a) => a._id)).toEqual(won);
    }
  });

  it("a whole-day closure against bookings of many slots: the affected list is exactly what got booked", async () => {
    const date = d.days[3]!;
    const times = d.slotTimes.slice(0, 12);
    const [closure, ...bookings] = await Promise.all([close({ date, reason: "Rennen" }), ...times.map((time) => d.bookGuest({ date, time }))]);
    expect(closure!.status).toBe(201);
    const won = bookings.filter((b) => b.status === 201).map((b) => b.body.data._id as string);
    for (const b of bookings.filter((x) => x.status !== 201)) expect([b.status, b.body.error]).toEqual([400, DESK_MESSAGES.closedDay]);
    const affected = (closure!.body.data as ClosureCreated).affected.map((a) => a._id);
    expect(affected.sort()).toEqual(won.sort());
    expect((await nonCancelledAt(date)).map((a) => a._id).sort()).toEqual(won.sort());
  });

  it("a closure waits for a booking transaction in flight, then lists that booking (deterministic)", async () => {
    const date = d.days[4]!;
    const startsAt = slotStart(parseDayText(date)!, 15 * 60);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    // A booking that has passed the closure check and inserted, but not committed yet.
    const booking = d.t.deps.database.db.transaction(async (tx) => {
      await assertSlotOpen(tx, startsAt);
      const [row] = await tx
        .insert(appointments)
        .values({ email: "wartend@example.ch", phone: "+41 61 123 45 67", address: "Marktplatz 2, 4051 Basel", birthday: "1985-07-04", type: "INDIVIDUAL_TESTS", service: "Ferritin", startsAt, items: [], priceCents: 0 })
        .returning({ id: appointments.id });
      entered();
      await held;
      return row!.id;
    });
    await inside;
    const closing = close({ date, time: "15:00", reason: "Rennen" });
    const first = await Promise.race([closing.then(() => "closed"), new Promise((resolve) => setTimeout(() => resolve("waiting"), 500))]);
    expect(first).toBe("waiting");
    release();
    const id = await booking;
    const res = await closing;
    expect(res.status).toBe(201);
    expect((res.body.data as ClosureCreated).affected.map((a) => a._id)).toEqual([id]);
  });

  it("a booking waits for a closure transaction in flight, then is refused (deterministic)", async () => {
    const date = d.days[4]!;
    const startsAt = slotStart(parseDayText(date)!, 16 * 60);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    // A closure that holds the slot's lock and has inserted, but not committed yet (as closures.ts does it).
    const closing = d.t.deps.database.db.transaction(async (tx) => {
      await lockSlot(tx, startsAt);
      await tx.insert(deskClosures).values({ day: date.split("/").reverse().join("-"), time: "16:00", reason: "Rennen", createdBy: staff.id, createdByEmail: staff.email });
      entered();
      await held;
    });
    await inside;
    const booking = d.bookGuest({ date, time: "16:00" });
    const first = await Promise.race([booking.then(() => "answered"), new Promise((resolve) => setTimeout(() => resolve("waiting"), 500))]);
    expect(first).toBe("waiting");
    release();
    await closing;
    const res = await booking;
    expect([res.status, res.body.error]).toEqual([409, DESK_MESSAGES.closedSlot]);
  });
});
