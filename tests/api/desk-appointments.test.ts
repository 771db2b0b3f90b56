import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarDays } from "#contracts/appointment-slots.ts";
import { APPOINTMENT_MESSAGES } from "#contracts/appointments.ts";
import { DESK_MESSAGES, type DeskAppointment, type DeskDay } from "#contracts/desk.ts";
import { holidayOn } from "#contracts/holidays.ts";
import { queryRows } from "#server/db/typed-sql.ts";
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

const dayList = (date: string) => d.t.call("GET", `/api/desk/appointments?date=${encodeURIComponent(date)}`, { token: staff.token });
const setStatus = (id: string, body: unknown) => d.t.call("PUT", `/api/desk/appointments/${id}/status`, { token: staff.token, body });
const mailsOf = (id: string) =>
  queryRows(d.t.deps.database.db, z.object({ kind: z.string(), recipient: z.string() }), sql`select kind, recipient from mail_queue where dedupe_key like ${`appointment:${id}:%`} order by created_at`);

describe("the day list", () => {
  it("answers the day's appointments in time order with name, contact, services with preparation, notes and status", async () => {
    const date = d.days[0]!;
    const customer = await d.user();
    const late = await d.bookUser(customer.token, { date, time: "15:30" }, { notes: "Bitte linker Arm" });
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    const early = await d.bookGuest({ date, time: "09:00" }, { selectedTests: [{ _id: d.tests[1]!._id }, { _id: d.tests[2]!._id }] });
    expect(early.status, JSON.stringify(early.body)).toBe(201);
    const other = await d.bookGuest({ date: d.days[1]!, time: "10:00" });
    expect(other.status).toBe(201);

    const res = await dayList(date);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = res.body.data as DeskAppointment[];
    expect(list.map((a) => a.time)).toEqual(["09:00", "15:30"]);
    const [guest, own] = list as [DeskAppointment, DeskAppointment];
    expect(guest.customer).toEqual({ name: null, email: early.body.data.email, phone: "+41 61 123 45 67", address: "Marktplatz 2, 4051 Basel", birthday: "04/07/1985", guest: true, accountDeleted: false });
    expect(guest.services.map((s) => [s._id, s.preparation])).toEqual([d.tests[1]!, d.tests[2]!].map((t) => [t._id, t.preparation]));
    expect(own.customer).toMatchObject({ name: "Anna Muster", email: customer.email, guest: false, birthday: null });
    expect(own).toMatchObject({ notes: "Bitte linker Arm", status: "PENDING", date, cancelReason: null, inClosure: false, audit: [] });
    expect(own.services[0]!.preparation).toBe(d.tests[0]!.preparation);
  });

  it("defaults to today and refuses a malformed date with 400", async () => {
    const today = await d.t.call("GET", "/api/desk/appointments", { token: staff.token });
    expect(today.status).toBe(200);
    expect(Array.isArray(today.body.data)).toBe(true);
    const bad = await dayList("2026-12-01");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Date must be a valid date in the format dd/mm/yyyy");
  });

  it("the strip: today and 13 days, booked per day without cancelled ones, weekends and holidays closed", async () => {
    const date = d.days[2]!;
    const a = await d.bookGuest({ date, time: "11:00" });
    const b = await d.bookGuest({ date, time: "11:30" });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await setStatus(b.body.data._id, { status: "CANCELLED", reason: "CUSTOMER_REQUEST" })).status).toBe(200);
    const res = await d.t.call("GET", "/api/desk/days", { token: staff.token });
    expect(res.status).toBe(200);
    const days = res.body.data as DeskDay[];
    const expected = calendarDays(new Date());
    expect(days.map((x) => x.date)).toEqual(expected.map((x) => x.date));
    expect(days.find((x) => x.date === date)).toEqual({ date, booked: 1, closed: false, weekend: false, holiday: null, closedSlots: [] });
    for (const [i, day] of days.entries()) {
      const weekend = !expected[i]!.bookable;
      expect({ date: day.date, weekend: day.weekend, closed: day.closed, holiday: day.holiday }).toEqual({
        date: day.date,
        weekend,
        closed: weekend || holidayOn(expected[i]!.day) !== null,
        holiday: holidayOn(expected[i]!.day),
      });
    }
  });
});

describe("status changes", () => {
  it("marks an appointment COMPLETED: the answer, the audit entry with who and what, no mail to the customer", async () => {
    const booked = await d.bookGuest({ date: d.days[3]!, time: "09:30" });
    const id = booked.body.data._id as string;
    const begun = await d.begin(id);
    const res = await setStatus(id, { status: "COMPLETED", reason: "NO_SHOW" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body.data as DeskAppointment;
    expect(a).toMatchObject({ _id: id, status: "COMPLETED", cancelReason: null });
    expect(a.audit).toHaveLength(1);
    expect(a.audit[0]).toMatchObject({ action: "status", by: { email: staff.email, name: "Anna Muster" }, detail: { from: "PENDING", to: "COMPLETED" } });
    expect(Date.now() - Date.parse(a.audit[0]!.at)).toBeLessThan(60_000);
    expect(await mailsOf(id)).toEqual([{ kind: "appointment-confirmation", recipient: booked.body.data.email }]);
    // The day list shows the same history.
    expect((await dayList(begun.date)).body.data.find((x: DeskAppointment) => x._id === id).audit).toEqual(a.audit);
  });

  it.each(["NO_SHOW", "CUSTOMER_REQUEST"] as const)("cancels with %s: slot freed, the cancellation mailed to the guest, reason in the audit", async (reason) => {
    const slot = { date: d.days[3]!, time: reason === "NO_SHOW" ? "10:00" : "10:30" };
    const booked = await d.bookGuest(slot);
    const id = booked.body.data._id as string;
    // A no-show is told from the appointment's start on; the slot then lies in the past.
    if (reason === "NO_SHOW") await d.begin(id);
    const res = await setStatus(id, { status: "CANCELLED", reason });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: "CANCELLED", cancelReason: reason, inClosure: false });
    expect(res.body.data.audit.map((e: { detail: unknown }) => e.detail)).toEqual([{ from: "PENDING", to: "CANCELLED", reason }]);
    expect(await mailsOf(id)).toEqual([
      { kind: "appointment-confirmation", recipient: booked.body.data.email },
      { kind: "appointment-cancellation", recipient: booked.body.data.email },
    ]);
    // The slot is free again for someone else.
    if (reason === "CUSTOMER_REQUEST") expect((await d.bookGuest(slot)).status).toBe(201);
  });

  it("mails a customer's cancellation to the account's address", async () => {
    const customer = await d.user();
    const booked = await d.bookUser(customer.token, { date: d.days[3]!, time: "11:00" });
    expect((await setStatus(booked.body.data._id, { status: "CANCELLED", reason: "CUSTOMER_REQUEST" })).status).toBe(200);
    expect((await mailsOf(booked.body.data._id)).map((m) => [m.kind, m.recipient])).toEqual([
      ["appointment-confirmation", customer.email],
      ["appointment-cancellation", customer.email],
    ]);
    // The customer sees it cancelled in their own list.
    const own = await d.t.call("GET", "/api/labor/fetchAppointments", { token: customer.token });
    expect(own.body.data.find((a: { _id: string }) => a._id === booked.body.data._id).status).toBe("CANCELLED");
  });

  it("refuses: a cancellation without reason (400), a wrong status (400), unknown (404), malformed id (400), a change not allowed now (409)", async () => {
    const booked = await d.bookGuest({ date: d.days[3]!, time: "11:30" });
    const id = booked.body.data._id as string;
    const noReason = await setStatus(id, { status: "CANCELLED" });
    expect([noReason.status, noReason.body.error]).toEqual([400, DESK_MESSAGES.reasonRequired]);
    const wrongReason = await setStatus(id, { status: "CANCELLED", reason: "BORED" });
    expect([wrongReason.status, wrongReason.body.error]).toEqual([400, DESK_MESSAGES.reasonRequired]);
    const unknownStatus = await setStatus(id, { status: "DONE" });
    expect([unknownStatus.status, unknownStatus.body.error]).toEqual([400, DESK_MESSAGES.status]);
    const pending = await setStatus(id, { status: "PENDING" });
    expect([pending.status, pending.body.error]).toEqual([409, DESK_MESSAGES.notChangeable]);
    const unknown = await setStatus("00000000-0000-4000-8000-000000000000", { status: "COMPLETED" });
    expect([unknown.status, unknown.body.error]).toEqual([404, APPOINTMENT_MESSAGES.notFound]);
    const malformed = await setStatus("nope", { status: "COMPLETED" });
    expect([malformed.status, malformed.body.error]).toEqual([400, APPOINTMENT_MESSAGES.invalidId]);
    await d.begin(id);
    expect((await setStatus(id, { status: "COMPLETED" })).status).toBe(200);
    const again = await setStatus(id, { status: "CANCELLED", reason: "CUSTOMER_REQUEST" });
    expect([again.status, again.body.error]).toEqual([409, DESK_MESSAGES.notChangeable]);
    expect(await mailsOf(id)).toHaveLength(1);
  });

  it("two desks at once: one change wins, the other gets 409, one audit entry and at most one mail", async () => {
    const other = await d.staff();
    const booked = await d.bookGuest({ date: d.days[3]!, time: "12:00" });
    const id = booked.body.data._id as string;
    await d.begin(id);
    const answers = await Promise.all([
      d.t.call("PUT", `/api/desk/appointments/${id}/status`, { token: staff.token, body: { status: "CANCELLED", reason: "NO_SHOW" } }),
      d.t.call("PUT", `/api/desk/appointments/${id}/status`, { token: other.token, body: { status: "CANCELLED", reason: "CUSTOMER_REQUEST" } }),
      d.t.call("PUT", `/api/desk/appointments/${id}/status`, { token: other.token, body: { status: "COMPLETED" } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const audit = await queryRows(d.t.deps.database.db, z.object({ n: z.coerce.number() }), sql`select count(*) as n from desk_audit where appointment_id = ${id}`);
    expect(audit[0]!.n).toBe(1);
    expect((await mailsOf(id)).length).toBeLessThanOrEqual(2);
  });
});
