import { sql } from "drizzle-orm";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import type { DeskAppointment } from "#contracts/desk.ts";
import { queryOne, queryRows } from "#server/db/typed-sql.ts";
import { freshIp, STRONG_PASSWORD } from "#tests/helpers/auth-flow.ts";
import { deskSuite } from "#tests/helpers/desk.ts";

/*
 * Issue 31 point 1: deleting an account cancels its upcoming appointments as the customer's own cancellation
 * (mail, freed slot, audit entry) and keeps every one of them for the desk without the personal data.
 */
const suite = deskSuite();

const db = () => suite.d.t.deps.database.db;
const dayList = async (date: string) => {
  const res = await suite.d.t.call("GET", `/api/desk/appointments?date=${encodeURIComponent(date)}`, { token: suite.staff.token });
  expect(res.status).toBe(200);
  return res.body.data as DeskAppointment[];
};
const deleteAccount = (token: string, password: string) =>
  suite.d.t.call("POST", "/api/authentication/delete-account", { token, body: { password }, headers: freshIp() });

describe("deleting an account with appointments", () => {
  it("cancels the upcoming ones with a mail each, frees their slots and keeps them at the desk without personal data", async () => {
    const customer = await suite.d.user();
    await db().execute(sql`update users set phone = '+41 61 555 66 77' where id = ${customer.id}`);
    const [dayA, dayB, dayC] = suite.d.days as [string, string, string];
    const first = await suite.d.bookUser(customer.token, { date: dayA, time: "09:30" }, { notes: "Bitte Herrn Muster fragen" });
    const second = await suite.d.bookUser(customer.token, { date: dayB, time: "14:00" });
    const done = await suite.d.bookUser(customer.token, { date: dayC, time: "10:00" });
    expect([first.status, second.status, done.status]).toEqual([201, 201, 201]);
    // An appointment of the past, done: it is history, not upcoming.
    await db().execute(sql`update appointments set status = 'COMPLETED', starts_at = now() - interval '2 days' where id = ${done.body.data._id}`);

    const refused = await deleteAccount(customer.token, "wrong-password-1A");
    expect(refused.status).toBe(401);
    expect((await dayList(dayA))[0]).toMatchObject({ status: "PENDING", customer: { email: customer.email, accountDeleted: false } });

    const deleted = await deleteAccount(customer.token, STRONG_PASSWORD);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    for (const [date, booked] of [[dayA, first], [dayB, second]] as const) {
      const [shown, ...others] = await dayList(date);
      expect(others).toEqual([]);
      expect(shown).toMatchObject({
        _id: booked.body.data._id,
        status: "CANCELLED",
        cancelReason: "CUSTOMER_REQUEST",
        customer: { name: null, email: null, phone: null, address: null, birthday: null, guest: false, accountDeleted: true },
      });
      expect(shown!.audit).toEqual([
        { _id: expect.any(String), at: expect.any(String), action: "status", by: null, detail: { from: "PENDING", to: "CANCELLED", reason: "CUSTOMER_REQUEST", accountDeleted: true } },
      ]);
      const mails = await queryRows(
        db(),
        z.object({ kind: z.string(), recipient: z.string(), subject: z.string() }),
        sql`select kind, recipient, subject from mail_queue where dedupe_key = ${`appointment:${booked.body.data._id}:cancellation:1`}`,
      );
      expect(mails).toEqual([{ kind: "appointment-cancellation", recipient: customer.email, subject: "Ihr Labortermin wurde storniert" }]);
    }
    // The slot is free again for someone else.
    expect((await suite.d.bookGuest({ date: dayA, time: "09:30" })).status).toBe(201);

    // The past appointment stays as it was, anonymised.
    const past = await queryOne(
      db(),
      z.object({ status: z.string(), user_id: z.string().nullable(), email: z.string().nullable(), account_deleted: z.boolean() }),
      sql`select status, user_id, email, account_deleted_at is not null as account_deleted from appointments where id = ${done.body.data._id}`,
    );
    expect(past).toEqual({ status: "COMPLETED", user_id: null, email: null, account_deleted: true });

    // Nothing that names the customer is left in the appointments or their history.
    const traces = await queryOne(
      db(),
      z.object({ n: z.coerce.number() }),
      sql`select (select count(*) from appointments where email = ${customer.email} or phone = '+41 61 555 66 77' or notes like '%Muster%')
        + (select count(*) from desk_audit where detail::text like ${`%${customer.email}%`} or staff_user_id = ${customer.id}) as n`,
    );
    expect(traces.n).toBe(0);
  });

  it("an account without appointments is deleted as before, and nobody else's appointments change", async () => {
    const other = await suite.d.user();
    const kept = await suite.d.bookUser(other.token, { date: suite.d.days[3]!, time: "11:00" });
    expect(kept.status).toBe(201);
    const lonely = await suite.d.user();
    expect((await deleteAccount(lonely.token, STRONG_PASSWORD)).status).toBe(200);
    const [shown] = await dayList(suite.d.days[3]!);
    expect(shown).toMatchObject({ status: "PENDING", customer: { email: other.email, accountDeleted: false } });
  });
});
