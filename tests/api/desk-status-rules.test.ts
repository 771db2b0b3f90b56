import { sql } from "drizzle-orm";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { DESK_ERROR_CODES, DESK_MESSAGES, type DeskAppointment } from "#contracts/desk.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { deskSuite } from "#tests/helpers/desk.ts";

/*
 * Issue 31 point 4: completed and no-show only from the appointment's start on; a recorded outcome can be
 * corrected, each correction in the audit trail; a cancellation the customer asked for stays final.
 */
const suite = deskSuite();

const setStatus = (id: string, body: unknown) => suite.d.t.call("PUT", `/api/desk/appointments/${id}/status`, { token: suite.staff.token, body });
const mailKinds = async (id: string) =>
  (await queryRows(suite.d.t.deps.database.db, z.object({ kind: z.string() }), sql`select kind from mail_queue where dedupe_key like ${`appointment:${id}:%`} order by created_at`)).map((m) => m.kind);
const book = async (time: string, day = 4) => {
  const res = await suite.d.bookGuest({ date: suite.d.days[day]!, time });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
};

describe("outcomes only from the start on", () => {
  it("refuses completed and no-show before the appointment begins (409, nothing recorded), allows the customer's cancellation", async () => {
    const id = await book("09:00");
    const wrongly = await setStatus(id, { status: "CANCELLED", reason: "CUSTOMER_REQUEST", correction: true });
    expect([wrongly.status, wrongly.body.error, wrongly.body.code]).toEqual([409, DESK_MESSAGES.notChangeable, DESK_ERROR_CODES.notChangeable]);
    for (const body of [{ status: "COMPLETED" }, { status: "CANCELLED", reason: "NO_SHOW" }]) {
      const res = await setStatus(id, body);
      expect([res.status, res.body.error, res.body.code]).toEqual([409, DESK_MESSAGES.notStarted, DESK_ERROR_CODES.notStarted]);
    }
    const audit = await queryRows(suite.d.t.deps.database.db, z.object({ n: z.coerce.number() }), sql`select count(*) as n from desk_audit where appointment_id = ${id}`);
    expect(audit[0]!.n).toBe(0);
    expect(await mailKinds(id)).toEqual(["appointment-confirmation"]);

    const request = await setStatus(await book("09:30"), { status: "CANCELLED", reason: "CUSTOMER_REQUEST" });
    expect(request.status).toBe(200);
  });

  it("allows completed once the appointment has begun", async () => {
    const id = await book("10:00");
    await suite.d.begin(id);
    const res = await setStatus(id, { status: "COMPLETED" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe("COMPLETED");
  });
});

describe("corrections", () => {
  it("completed back to pending, then no-show, then completed after all: each in the audit trail as a correction", async () => {
    const id = await book("10:30");
    await suite.d.begin(id);
    expect((await setStatus(id, { status: "COMPLETED" })).status).toBe(200);
    // Without saying it is a correction, a recorded outcome is not overwritten (as when two desks act at once).
    const unsaid = await setStatus(id, { status: "PENDING" });
    expect([unsaid.status, unsaid.body.error]).toEqual([409, DESK_MESSAGES.notChangeable]);
    const back = await setStatus(id, { status: "PENDING", correction: true });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.status).toBe("PENDING");
    expect((await setStatus(id, { status: "COMPLETED" })).status).toBe(200);
    const noShow = await setStatus(id, { status: "CANCELLED", reason: "NO_SHOW", correction: true });
    expect(noShow.status).toBe(200);
    expect(noShow.body.data).toMatchObject({ status: "CANCELLED", cancelReason: "NO_SHOW" });
    const cameAfterAll = await setStatus(id, { status: "COMPLETED", correction: true });
    expect(cameAfterAll.status, JSON.stringify(cameAfterAll.body)).toBe(200);
    const a = cameAfterAll.body.data as DeskAppointment;
    expect(a).toMatchObject({ status: "COMPLETED", cancelReason: null });
    expect(a.audit.map((e) => e.detail)).toEqual([
      { from: "PENDING", to: "COMPLETED" },
      { from: "COMPLETED", to: "PENDING", correction: true },
      { from: "PENDING", to: "COMPLETED" },
      { from: "COMPLETED", to: "CANCELLED", reason: "NO_SHOW", correction: true },
      { from: "CANCELLED", to: "COMPLETED", correction: true },
    ]);
    expect(a.audit.every((e) => e.by?.email === suite.staff.email)).toBe(true);
    expect(await mailKinds(id)).toEqual(["appointment-confirmation", "appointment-cancellation"]);
  });

  it("a no-show whose slot was taken since cannot become completed (409), and stays a no-show", async () => {
    const id = await book("11:00");
    await suite.d.begin(id);
    expect((await setStatus(id, { status: "CANCELLED", reason: "NO_SHOW" })).status).toBe(200);
    // Someone holds the same instant now (as a walk-in booked into the freed slot would).
    const other = await book("11:30");
    await suite.d.t.deps.database.db.execute(sql`update appointments set starts_at = (select starts_at from appointments where id = ${id}) where id = ${other}`);
    const res = await setStatus(id, { status: "COMPLETED", correction: true });
    expect([res.status, res.body.error]).toEqual([409, DESK_MESSAGES.slotRetaken]);
    const rows = await queryRows(suite.d.t.deps.database.db, z.object({ status: z.string(), n: z.coerce.number() }), sql`select status, (select count(*) from desk_audit where appointment_id = ${id}) as n from appointments where id = ${id}`);
    expect(rows).toEqual([{ status: "CANCELLED", n: 1 }]);
  });

  it("a cancellation at the customer's request, or the customer's own, is final (409)", async () => {
    const byDesk = await book("12:00");
    expect((await setStatus(byDesk, { status: "CANCELLED", reason: "CUSTOMER_REQUEST" })).status).toBe(200);
    const customer = await suite.d.user();
    const own = await suite.d.bookUser(customer.token, { date: suite.d.days[4]!, time: "12:30" });
    expect((await suite.d.t.call("DELETE", `/api/labor/cancelAppointments/${own.body.data._id}`, { token: customer.token })).status).toBe(200);
    for (const id of [byDesk, own.body.data._id as string]) {
      await suite.d.begin(id);
      for (const body of [{ status: "COMPLETED", correction: true }, { status: "PENDING", correction: true }, { status: "CANCELLED", reason: "NO_SHOW", correction: true }]) {
        const res = await setStatus(id, body);
        expect([res.status, res.body.error]).toEqual([409, DESK_MESSAGES.notChangeable]);
      }
    }
  });
});
