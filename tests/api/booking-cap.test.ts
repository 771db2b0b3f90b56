import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_LIMIT_MESSAGES, bookingFailureText, OPEN_APPOINTMENTS_CAP, type Appointment } from "#contracts/appointments.ts";
import { ACCOUNT_BOOKING_LIMITS } from "#server/http/appointments.ts";
import { createDeskApp, type DeskApp } from "#tests/helpers/desk.ts";

/**
 * Issue 27, point 2: one account booked every slot of a day in a second. Open appointments are capped per account
 * and per guest e-mail, in the database (parallel bookings cannot slip past the count), and bookings per account
 * are rate-limited.
 */

let d: DeskApp;
beforeAll(async () => {
  d = await createDeskApp();
}, 120_000);
afterAll(async () => {
  await d.close();
});

const freshSlot = () => d.freshSlot();
const openCount = async (email: string) =>
  Number((await d.t.deps.database.db.execute(sql`select count(*)::int as n from appointments where email = ${email} and status <> 'CANCELLED'`)).rows[0]!.n);

describe("the cap on open appointments", () => {
  it(`10 parallel bookings by one account of 10 free slots: exactly ${OPEN_APPOINTMENTS_CAP} are taken, the rest 409 with the cap's text`, async () => {
    const user = await d.user();
    const answers = await Promise.all(Array.from({ length: 10 }, () => d.bookUser(user.token, freshSlot())));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(OPEN_APPOINTMENTS_CAP);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body.error])).toEqual(refused.map(() => [409, BOOKING_LIMIT_MESSAGES.openCap]));
    expect(await openCount(user.email)).toBe(OPEN_APPOINTMENTS_CAP);
  });

  it("10 parallel guest bookings under one e-mail (from different addresses): exactly the cap", async () => {
    const email = "hamster@example.ch";
    const answers = await Promise.all(Array.from({ length: 10 }, () => d.bookGuest(freshSlot(), { email: email.toUpperCase() })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(OPEN_APPOINTMENTS_CAP);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error)).toEqual(Array(10 - OPEN_APPOINTMENTS_CAP).fill(BOOKING_LIMIT_MESSAGES.openCap));
    expect(await openCount(email)).toBe(OPEN_APPOINTMENTS_CAP);
  });

  it("a cancelled or past appointment frees its place; a guest booking under an account's address shares the account's budget", async () => {
    const user = await d.user();
    const own: Appointment[] = [];
    for (let i = 0; i < OPEN_APPOINTMENTS_CAP; i++) own.push((await d.bookUser(user.token, freshSlot())).body.data as Appointment);
    expect((await d.bookGuest(freshSlot(), { email: user.email })).status).toBe(409);
    expect((await d.t.call("DELETE", `/api/labor/cancelAppointments/${own[0]!._id}`, { token: user.token })).status).toBe(200);
    expect((await d.bookUser(user.token, freshSlot())).status).toBe(201);
    expect((await d.bookUser(user.token, freshSlot())).status).toBe(409);
    // One of them is over (its time has passed): only future appointments count.
    await d.t.deps.database.db.execute(sql`update appointments set starts_at = now() - interval '1 day' where id = ${own[1]!._id}`);
    expect((await d.bookUser(user.token, freshSlot())).status).toBe(201);
  });

  it("the wizard shows the refusals' texts as they are", () => {
    expect(bookingFailureText({ status: 409, error: BOOKING_LIMIT_MESSAGES.openCap })).toBe(BOOKING_LIMIT_MESSAGES.openCap);
    expect(bookingFailureText({ status: 429, error: BOOKING_LIMIT_MESSAGES.tooMany })).toBe(BOOKING_LIMIT_MESSAGES.tooMany);
  });
});

describe("the per-account booking rate", () => {
  it(`answers 429 with Retry-After after ${ACCOUNT_BOOKING_LIMITS.perAccount.limit} bookings in an hour, even when each was cancelled`, async () => {
    const user = await d.user();
    for (let i = 0; i < ACCOUNT_BOOKING_LIMITS.perAccount.limit; i++) {
      const res = await d.bookUser(user.token, freshSlot());
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect((await d.t.call("DELETE", `/api/labor/cancelAppointments/${(res.body.data as Appointment)._id}`, { token: user.token })).status).toBe(200);
    }
    const over = await d.bookUser(user.token, freshSlot());
    expect([over.status, over.body]).toEqual([429, { success: false, error: BOOKING_LIMIT_MESSAGES.tooMany, message: BOOKING_LIMIT_MESSAGES.tooMany }]);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another customer is not affected.
    expect((await d.bookUser((await d.user()).token, freshSlot())).status).toBe(201);
  });
});
