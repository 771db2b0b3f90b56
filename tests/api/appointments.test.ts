import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPOINTMENT_MESSAGES, BOOKING_LIMIT_MESSAGES, type Appointment, type SlotAvailability } from "#contracts/appointments.ts";
import { calendarDays, SLOT_MESSAGES, SLOT_TIMES } from "#contracts/appointment-slots.ts";
import type { AnalysisPack, LabTestsByCategory } from "#contracts/laboratory.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { seedLaboratoryOnStart } from "#server/laboratory/seed-on-start.ts";
import { GUEST_BOOKING_LIMITS } from "#server/http/appointments.ts";
import { freshIp } from "#tests/helpers/auth-flow.ts";
import { createShoppingApp } from "#tests/helpers/shopping.ts";

let s: Awaited<ReturnType<typeof createShoppingApp>>;
let testIds: { _id: string; price: number }[];
let pack: AnalysisPack;
/** Bookable weekdays from tomorrow on, so no slot of a test passes while it runs. */
let days: string[];
beforeAll(async () => {
  s = await createShoppingApp();
  await seedLaboratoryOnStart(s.t.deps);
  const grouped = (await s.t.call("GET", "/api/lab-tests/getAllLabTests")).body.data as LabTestsByCategory;
  testIds = Object.values(grouped).flat().map((x) => ({ _id: x._id, price: x.price }));
  pack = ((await s.t.call("GET", "/api/pack-analyses/getPackAnalyses")).body.data as AnalysisPack[])[0]!;
  days = calendarDays(new Date()).slice(1).filter((d) => d.bookable).map((d) => d.date);
}, 120_000);
afterAll(async () => {
  await s.close();
});

/** Every test takes its own slots, in order, so the suites never meet in one. */
let nextSlot = 0;
function freshSlot(): { date: string; time: string } {
  const i = nextSlot++;
  return { date: days[Math.floor(i / SLOT_TIMES.length)]!, time: SLOT_TIMES[i % SLOT_TIMES.length]! };
}

const guest = { email: " Gast@Example.ch ", phone: "+41 61 123 45 67", address: " Marktplatz 2, 4051 Basel ", birthday: "04/07/1985" };
const booking = (overrides: Record<string, unknown> = {}) => ({
  type: "INDIVIDUAL_TESTS",
  service: "Ferritin",
  notes: "",
  price: 0.01,
  status: "COMPLETED",
  selectedTests: [{ _id: testIds[0]!._id, name: "forged", price: 0.01 }],
  ...freshSlot(),
  ...overrides,
});
let guestCounter = 0;
/** A guest booking from its own address and e-mail, so only the rate-limit test meets the guest limits. */
const bookGuest = (body: Record<string, unknown>, headers: Record<string, string> = freshIp()) =>
  s.t.call("POST", "/api/labor/createAppointmentGuest", { body: body.email === guest.email ? { ...body, email: `gast.${++guestCounter}@example.ch` } : body, headers });
const bookUser = (token: string, body: unknown) => s.t.call("POST", "/api/labor/createAppointments", { token, body });
const edit = (token: string, id: string, body: unknown) => s.t.call("PUT", `/api/labor/editAppointments/${id}`, { token, body });
const cancel = (token: string, id: string) => s.t.call("DELETE", `/api/labor/cancelAppointments/${id}`, { token });
const fetchOwn = (token: string) => s.t.call("GET", "/api/labor/fetchAppointments", { token });
const mailKinds = async (id: string) =>
  (await queryRows(s.t.deps.database.db, z.object({ kind: z.string(), dedupe_key: z.string() }), sql`select kind, dedupe_key from mail_queue where dedupe_key like ${`appointment:${id}:%`} order by created_at, dedupe_key`)).map((r) => r.kind);

describe("booking", () => {
  it("books a guest: the server's prices and status, the trimmed contact, the Zurich date and time, a confirmation mail", async () => {
    const body = booking({ ...guest, email: " Gast.Erste@Example.ch ", selectedTests: [{ _id: testIds[0]!._id }, { _id: pack._id }] });
    const res = await bookGuest(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const a = res.body.data as Appointment;
    expect(Object.keys(a).sort()).toEqual(["_id", "address", "date", "email", "notes", "phone", "price", "selectedTests", "service", "status", "time", "type"]);
    expect(a).toMatchObject({ date: body.date, time: body.time, status: "PENDING", type: "ANALYSIS_PACKS", email: "gast.erste@example.ch", address: "Marktplatz 2, 4051 Basel" });
    expect(a.price).toBe(Math.round((testIds[0]!.price + pack.price) * 100) / 100);
    expect(a.selectedTests.map((x) => x._id)).toEqual([testIds[0]!._id, pack._id]);
    expect(a.service).toContain(pack.name);
    expect(await mailKinds(a._id)).toEqual(["appointment-confirmation"]);
  });

  it("books for a customer with the account's e-mail and lists the customer's own, soonest first", async () => {
    const user = await s.user();
    const first = await bookUser(user.token, booking({ date: days.at(-1), time: "17:00" }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.email).toBe(user.email);
    const second = await bookUser(user.token, booking());
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    await bookGuest(booking({ ...guest, ...freshSlot() }));
    const own = await fetchOwn(user.token);
    expect(own.status).toBe(200);
    expect((own.body.data as Appointment[]).map((a) => a._id)).toEqual([second.body.data._id, first.body.data._id]);
  });

  it("answers 401 without a token on the customer calls", async () => {
    for (const res of [await bookUser("", booking()), await fetchOwn(""), await cancel("", "00000000-0000-4000-8000-000000000000")]) expect(res.status).toBe(401);
  });

  it.each([
    [{ email: "" }, APPOINTMENT_MESSAGES.required],
    [{ email: "kein-at" }, APPOINTMENT_MESSAGES.email],
    [{ phone: "12345" }, APPOINTMENT_MESSAGES.phone],
    [{ phone: "+41 61 abc 45 67" }, APPOINTMENT_MESSAGES.phone],
    [{ address: "   " }, APPOINTMENT_MESSAGES.required],
    [{ selectedTests: [] }, APPOINTMENT_MESSAGES.noTests],
    [{ selectedTests: [{ _id: "0".repeat(24) }] }, APPOINTMENT_MESSAGES.unknownItem],
    [{ date: "2026-01-05" }, SLOT_MESSAGES.dateFormat],
    [{ time: "09:10" }, SLOT_MESSAGES.offGrid],
    [{ date: "01/01/2020" }, SLOT_MESSAGES.past],
  ])("refuses a guest booking with %j: %s", async (overrides, message) => {
    const res = await bookGuest(booking({ ...guest, ...overrides }));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: message });
  });
});

describe("one appointment per slot", () => {
  it("answers 409 with the time conflict for a taken slot, and frees it when cancelled", async () => {
    const user = await s.user();
    const slot = freshSlot();
    const first = await bookUser(user.token, booking(slot));
    expect(first.status).toBe(201);
    const second = await bookGuest(booking({ ...guest, ...slot }));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ success: false, error: APPOINTMENT_MESSAGES.timeConflict });
    const day = (await s.t.call("GET", `/api/labor/availability?date=${slot.date}`)).body.data as SlotAvailability[];
    expect(day).toHaveLength(17);
    expect(day.find((x) => x.time === slot.time)).toEqual({ time: slot.time, available: false });
    expect((await cancel(user.token, first.body.data._id)).status).toBe(200);
    const again = await bookGuest(booking({ ...guest, ...slot }));
    expect(again.status).toBe(201);
  });

  it("25 concurrent bookings of one slot: exactly one 201 and 24 × 409", async () => {
    const slot = freshSlot();
    const answers = await Promise.all(Array.from({ length: 25 }, () => bookGuest(booking({ ...guest, ...slot }))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((x) => x === 201)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(24);
    const { n } = (await queryRows(s.t.deps.database.db, z.object({ n: z.coerce.number() }), sql`select count(*) as n from appointments where starts_at = (select starts_at from appointments where id = ${answers.find((a) => a.status === 201)!.body.data._id})`))[0]!;
    expect(n).toBe(1);
  });

  it("concurrent edits of 25 appointments into one slot: exactly one moves, 24 get 409 and stay", async () => {
    // One appointment per customer: an account holds at most OPEN_APPOINTMENTS_CAP open ones.
    const users = await Promise.all(Array.from({ length: 25 }, () => s.user()));
    const own: Appointment[] = [];
    for (const user of users) own.push((await bookUser(user.token, booking())).body.data as Appointment);
    const target = freshSlot();
    const answers = await Promise.all(own.map((a, i) => edit(users[i]!.token, a._id, { ...target, notes: "verschoben" })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(24);
    const after = (await Promise.all(users.map(async (u) => (await fetchOwn(u.token)).body.data as Appointment[]))).flat();
    expect(after.filter((a) => a.date === target.date && a.time === target.time)).toHaveLength(1);
    for (const [i, answer] of answers.entries()) {
      if (answer.status === 409) expect(after.find((a) => a._id === own[i]!._id)).toMatchObject({ date: own[i]!.date, time: own[i]!.time, notes: "" });
    }
  });
});

describe("edit and cancel", () => {
  it("moves an own appointment (update mail) and cancels it (cancellation mail); then both are 403", async () => {
    const user = await s.user();
    const a = (await bookUser(user.token, booking())).body.data as Appointment;
    const to = freshSlot();
    const moved = await edit(user.token, a._id, { ...to, notes: "Bitte nüchtern" });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ _id: a._id, ...to, notes: "Bitte nüchtern", status: "PENDING" });
    const cancelled = await cancel(user.token, a._id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe("CANCELLED");
    expect(await mailKinds(a._id)).toEqual(["appointment-confirmation", "appointment-update", "appointment-cancellation"]);
    expect((await edit(user.token, a._id, freshSlot())).body).toMatchObject({ error: APPOINTMENT_MESSAGES.notPending });
    expect((await cancel(user.token, a._id)).status).toBe(403);
  });

  it("lets only the owner change an appointment (403), 404 for an unknown id, 400 for a malformed one or a bad slot", async () => {
    const owner = await s.user();
    const other = await s.user();
    const a = (await bookUser(owner.token, booking())).body.data as Appointment;
    expect((await edit(other.token, a._id, freshSlot())).status).toBe(403);
    expect((await cancel(other.token, a._id)).status).toBe(403);
    expect((await cancel(owner.token, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await cancel(owner.token, "nope")).body).toMatchObject({ error: APPOINTMENT_MESSAGES.invalidId });
    const weekend = calendarDays(new Date()).find((d) => !d.bookable)!.date;
    expect((await edit(owner.token, a._id, { date: weekend, time: "09:00" })).body).toMatchObject({ error: SLOT_MESSAGES.weekend });
    expect((await fetchOwn(owner.token)).body.data[0]).toMatchObject({ date: a.date, time: a.time, status: "PENDING" });
  });
});

describe("GET /api/labor/availability", () => {
  it("answers the 17 slots of a day and 400 for a malformed, weekend or far date", async () => {
    const day = (await s.t.call("GET", `/api/labor/availability?date=${days.at(-1)}`)).body.data as SlotAvailability[];
    expect(day.map((x) => x.time)).toEqual(SLOT_TIMES);
    for (const bad of ["", "1/1/2026", "31/02/2026", "01/01/2099"]) {
      const res = await s.t.call("GET", `/api/labor/availability?date=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});

describe("guest booking limits", () => {
  it("takes a family's bookings from one address and e-mail, then answers 429 past the per-e-mail limit; failures do not count", async () => {
    const headers = freshIp();
    const family = { ...guest, email: "familie.muster@example.ch" };
    expect((await bookGuest(booking({ ...family, time: "09:10" }), headers)).status).toBe(400);
    for (let i = 0; i < GUEST_BOOKING_LIMITS.perEmail.limit; i++) {
      const res = await bookGuest(booking(family), headers);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      // Cancelled as they go (as the guest link would), to stay below the cap on open appointments.
      await s.t.deps.database.db.execute(sql`update appointments set status = 'CANCELLED' where id = ${(res.body.data as Appointment)._id}`);
    }
    const over = await bookGuest(booking(family), headers);
    expect([over.status, over.body.error]).toEqual([429, BOOKING_LIMIT_MESSAGES.tooMany]);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await bookGuest(booking({ ...family, email: "nachbar@example.ch" }), headers)).status).toBe(201);
  });
});
