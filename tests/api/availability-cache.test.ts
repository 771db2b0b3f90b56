import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDayText } from "#contracts/calendar.ts";
import { parseSlotTime, slotStart } from "#contracts/appointment-slots.ts";
import type { SlotAvailability } from "#contracts/appointments.ts";
import { createDeskApp, type DeskApp } from "#tests/helpers/desk.ts";

/**
 * Issue 19: on PGlite each day's held and closed slots are kept until a statement changes appointments or desk
 * closures (migration 0019, availability-cache.ts). Every change, by the API or by hand in SQL, shows in the very
 * next answer. Runs on both databases (PostgreSQL keeps nothing and must answer the same).
 */
let d: DeskApp;
let staff: Awaited<ReturnType<DeskApp["staff"]>>;
beforeAll(async () => {
  d = await createDeskApp();
  staff = await d.staff();
}, 120_000);
afterAll(async () => {
  await d.close();
});

async function open(date: string): Promise<string[]> {
  const res = await d.t.call("GET", `/api/labor/availability?date=${date}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as SlotAvailability[]).filter((s) => s.available).map((s) => s.time);
}
const startsAt = (date: string, time: string) => slotStart(parseDayText(date)!, parseSlotTime(time)!).toISOString();

describe("availability after a change", () => {
  it("shows a booking, a move, a cancellation, a desk status and a closure in the very next answer", async () => {
    const date = d.days[0]!;
    expect(await open(date)).toContain("09:00");
    expect(await open(date)).toContain("09:00");

    const customer = await d.user();
    const booked = await d.bookUser(customer.token, { date, time: "09:00" });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(await open(date)).not.toContain("09:00");

    const id = booked.body.data._id as string;
    const moved = await d.t.call("PUT", `/api/labor/editAppointments/${id}`, { token: customer.token, body: { date, time: "09:30", notes: "" } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    let now = await open(date);
    expect([now.includes("09:00"), now.includes("09:30")]).toEqual([true, false]);

    const cancelled = await d.t.call("DELETE", `/api/labor/cancelAppointments/${id}`, { token: customer.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await open(date)).toContain("09:30");

    const guest = await d.bookGuest({ date, time: "10:00" });
    expect(guest.status).toBe(201);
    expect(await open(date)).not.toContain("10:00");
    const noShow = await d.t.call("PUT", `/api/desk/appointments/${guest.body.data._id}/status`, {
      token: staff.token,
      body: { status: "CANCELLED", reason: "CUSTOMER_REQUEST" },
    });
    expect(noShow.status, JSON.stringify(noShow.body)).toBe(200);
    expect(await open(date)).toContain("10:00");

    const closed = await d.t.call("POST", "/api/desk/closures", { token: staff.token, body: { date, time: "10:30", reason: "Gerätewartung" } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    now = await open(date);
    expect([now.includes("10:30"), now.includes("11:00")]).toEqual([false, true]);
    const reopened = await d.t.call("DELETE", `/api/desk/closures/${closed.body.data.closure._id}`, { token: staff.token });
    expect(reopened.status).toBe(200);
    expect(await open(date)).toContain("10:30");
  });

  it("shows rows written by hand in SQL: insert, update, delete and truncate of both tables", async () => {
    const date = d.days[1]!;
    const db = d.t.deps.database.db;
    expect(await open(date)).toContain("14:00");

    await db.execute(sql`insert into appointments (email, phone, address, birthday, type, service, starts_at, notes, items, price_cents)
      values ('von.hand@example.ch', '+41 61 123 45 67', 'Marktplatz 2, 4051 Basel', '1985-07-04', 'INDIVIDUAL_TESTS', 'Blutbild', ${startsAt(date, "14:00")}::timestamptz, '', '[]'::jsonb, 0)`);
    expect(await open(date)).not.toContain("14:00");
    await db.execute(sql`update appointments set starts_at = ${startsAt(date, "14:30")}::timestamptz where email = 'von.hand@example.ch'`);
    const now = await open(date);
    expect([now.includes("14:00"), now.includes("14:30")]).toEqual([true, false]);
    await db.execute(sql`delete from appointments where email = 'von.hand@example.ch'`);
    expect(await open(date)).toContain("14:30");

    const isoDate = date.split("/").reverse().join("-");
    await db.execute(sql`insert into desk_closures (day, time, reason, created_by, created_by_email) values (${isoDate}::date, '15:00', 'von Hand', ${staff.id}::uuid, ${staff.email})`);
    expect(await open(date)).not.toContain("15:00");
    await db.execute(sql`update desk_closures set time = null where day = ${isoDate}::date`);
    expect(await open(date)).toEqual([]);
    await db.execute(sql`truncate desk_closures`);
    expect(await open(date)).toContain("15:00");

    await db.execute(sql`insert into appointments (email, phone, address, birthday, type, service, starts_at, notes, items, price_cents)
      values ('von.hand@example.ch', '+41 61 123 45 67', 'Marktplatz 2, 4051 Basel', '1985-07-04', 'INDIVIDUAL_TESTS', 'Blutbild', ${startsAt(date, "16:00")}::timestamptz, '', '[]'::jsonb, 0)`);
    expect(await open(date)).not.toContain("16:00");
    await db.execute(sql`truncate appointments cascade`);
    expect(await open(date)).toContain("16:00");
  });

  it("never answers a slot as free after its booking was confirmed, with reads racing the bookings", async () => {
    const date = d.days[2]!;
    const times = d.slotTimes.slice(0, 8);
    const stale: string[] = [];
    let reading = true;
    const readers = Array.from({ length: 4 }, async () => {
      while (reading) await open(date);
    });
    await Promise.all(
      times.map(async (time) => {
        const res = await d.bookGuest({ date, time });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        if ((await open(date)).includes(time)) stale.push(time);
      }),
    );
    reading = false;
    await Promise.all(readers);
    expect(stale).toEqual([]);
    const now = await open(date);
    expect(times.filter((t) => now.includes(t))).toEqual([]);
  });
});
