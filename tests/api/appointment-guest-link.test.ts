import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Appointment } from "#contracts/appointments.ts";
import { SLOT_TIMES } from "#contracts/appointment-slots.ts";
import { GUEST_APPOINTMENT_MESSAGES } from "#contracts/guest-appointments.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { createApp } from "#server/http/app.ts";
import { GUEST_LINK_LIMITS } from "#server/http/guest-appointments.ts";
import { freshIp, registerVerifiedUser } from "#tests/helpers/auth-flow.ts";
import { linkIn, type SmtpCapture } from "#tests/helpers/smtp-capture.ts";
import { createBookingMailApp } from "#tests/helpers/booking-mail-app.ts";
import type { TestApp } from "#tests/helpers/test-app.ts";

let t: TestApp;
let smtp: SmtpCapture;
let testId: string;
let days: string[];
beforeAll(async () => {
  ({ t, smtp, testId, days } = await createBookingMailApp());
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let nextSlot = 0;
const freshSlot = () => {
  const i = nextSlot++;
  return { date: days[Math.floor(i / SLOT_TIMES.length)]!, time: SLOT_TIMES[i % SLOT_TIMES.length]! };
};
let guestCounter = 0;
const CONFIRMATION = "Ihr Labortermin ist gebucht";
const CANCELLATION = "Ihr Labortermin wurde storniert";

/** A guest booking from its own address and e-mail; answers the appointment and the token from its mail's link. */
async function bookGuest(): Promise<{ appointment: Appointment; token: string; email: string; mailText: string; mailHtml: string }> {
  const email = `gast.link.${++guestCounter}@example.ch`;
  const res = await t.call("POST", "/api/labor/createAppointmentGuest", {
    body: { ...freshSlot(), notes: "", selectedTests: [{ _id: testId }], email, phone: "+41 61 123 45 67", address: "Marktplatz 2, 4051 Basel", birthday: "04/07/1985" },
    headers: freshIp(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const mail = await smtp.waitFor(email, (m) => m.subject === CONFIRMATION);
  const link = linkIn(mail.text, "/appointment/manage?token=");
  return { appointment: res.body.data as Appointment, token: link.searchParams.get("token")!, email, mailText: mail.text.replace(/\r\n/g, "\n"), mailHtml: mail.html };
}

const view = (token: string, headers: Record<string, string> = freshIp()) => t.call("GET", `/api/labor/guest-appointment?token=${encodeURIComponent(token)}`, { headers });
const cancel = (body: unknown, headers: Record<string, string> = freshIp()) => t.call("POST", "/api/labor/guest-appointment/cancel", { body, headers });
const mailKinds = async (id: string) =>
  (await queryRows(t.deps.database.db, z.object({ kind: z.string() }), sql`select kind from mail_queue where dedupe_key like ${`appointment:${id}:%`} order by created_at, dedupe_key`)).map((r) => r.kind);

describe("guest appointment link", () => {
  it("the guest's confirmation mail carries the link; a customer's does not", async () => {
    const { token, mailText, mailHtml } = await bookGuest();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mailText).toContain(`Termin ansehen oder stornieren (ohne Kundenkonto):\nhttp://shop.test/appointment/manage?token=${token}`);
    expect(mailHtml).toContain(`<a href="http://shop.test/appointment/manage?token=${token}"`);

    const user = await registerVerifiedUser(t, smtp);
    const own = await t.call("POST", "/api/labor/createAppointments", { token: user.token, body: { ...freshSlot(), notes: "", selectedTests: [{ _id: testId }] } });
    expect(own.status).toBe(201);
    const mail = await smtp.waitFor(user.email, (m) => m.subject === CONFIRMATION);
    expect(mail.text).not.toContain("/appointment/manage");
  });

  it("views the booking as often as asked, and only that booking", async () => {
    const first = await bookGuest();
    const second = await bookGuest();
    for (let i = 0; i < 3; i++) {
      const res = await view(first.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ success: true, data: { ...first.appointment, status: "PENDING" } });
    }
    expect((await view(second.token)).body.data._id).toBe(second.appointment._id);
  });

  it("cancels once: CANCELLED, one cancellation mail; the second cancel with the link is a 409 and mails nothing", async () => {
    const { appointment, token, email } = await bookGuest();
    const res = await cancel({ token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: GUEST_APPOINTMENT_MESSAGES.cancelled, data: { _id: appointment._id, status: "CANCELLED" } });
    await smtp.waitFor(email, (m) => m.subject === CANCELLATION);

    const again = await cancel({ token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, error: GUEST_APPOINTMENT_MESSAGES.alreadyCancelled });
    // Viewing still works after the cancel: the guest sees what happened.
    expect((await view(token)).body.data.status).toBe("CANCELLED");
    expect(await mailKinds(appointment._id)).toEqual(["appointment-confirmation", "appointment-cancellation"]);
  });

  it("refuses with 403 when the booking is no longer pending (cancelled by the pharmacy) and keeps the link unspent", async () => {
    const { appointment, token } = await bookGuest();
    await t.deps.database.db.execute(sql`update appointments set status = 'COMPLETED' where id = ${appointment._id}`);
    const res = await cancel({ token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, error: GUEST_APPOINTMENT_MESSAGES.notPending });
    const [row] = await queryRows(t.deps.database.db, z.object({ used: z.boolean() }), sql`select used_for_cancel_at is not null as used from appointment_access_tokens where appointment_id = ${appointment._id}`);
    expect(row).toEqual({ used: false });
  });

  it.each([
    ["an unknown token", "A".repeat(43)],
    ["a garbled token", "not-a-token"],
    ["a token one character short", "A".repeat(42)],
    ["an empty token", ""],
  ])("answers 404 with one text for %s, on view and cancel", async (_label, token) => {
    for (const res of [await view(token), await cancel({ token })]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: GUEST_APPOINTMENT_MESSAGES.invalidLink });
    }
    for (const res of [await t.call("GET", "/api/labor/guest-appointment", { headers: freshIp() }), await cancel({}), await cancel({ token: 42 })]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(GUEST_APPOINTMENT_MESSAGES.invalidLink);
    }
  });

  it("one guest's link never cancels another's booking", async () => {
    const mine = await bookGuest();
    const theirs = await bookGuest();
    expect((await cancel({ token: mine.token })).body.data._id).toBe(mine.appointment._id);
    expect((await view(theirs.token)).body.data.status).toBe("PENDING");
  });

  it("keeps only the SHA-256 of the token: once the mail is sent no table holds the raw token", async () => {
    const { appointment, token } = await bookGuest();
    await t.deps.services.mailWorker.drain();
    const [stored] = await queryRows(t.deps.database.db, z.object({ token_hash: z.string() }), sql`select token_hash from appointment_access_tokens where appointment_id = ${appointment._id}`);
    expect(stored!.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    // Every text-like column of every table, searched for the raw token.
    const columns = await queryRows(
      t.deps.database.db,
      z.object({ table_name: z.string(), column_name: z.string() }),
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
    );
    expect(columns.some((c) => c.table_name === "mail_queue" && c.column_name === "text")).toBe(true);
    for (const { table_name, column_name } of columns) {
      const [hit] = await queryRows(
        t.deps.database.db,
        z.object({ n: z.coerce.number() }),
        sql`select count(*) as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text like ${`%${token}%`}`,
      );
      expect(hit!.n, `${table_name}.${column_name}`).toBe(0);
    }
  });

  it("never logs the token: the request lines name the path of view and cancel without the query", async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    // The same services and database, with a logger that keeps every line down to debug.
    const app = createApp({ ...t.deps, logger: pino({ level: "debug" }, sink) });
    const { token } = await bookGuest();
    const headers = { ...freshIp(), "content-type": "application/json" };
    expect((await app.request(`/api/labor/guest-appointment?token=${token}`, { headers })).status).toBe(200);
    expect((await app.request("/api/labor/guest-appointment/cancel", { method: "POST", headers, body: JSON.stringify({ token }) })).status).toBe(200);
    expect((await app.request("/api/labor/guest-appointment/cancel", { method: "POST", headers, body: JSON.stringify({ token }) })).status).toBe(409);
    expect((await app.request(`/appointment/manage?token=${token}`, { headers })).status).toBeLessThan(500);
    const logged = lines.join("");
    expect(logged).toContain('"path":"/api/labor/guest-appointment"');
    expect(logged).toContain('"path":"/api/labor/guest-appointment/cancel"');
    expect(logged).toContain('"path":"/appointment/manage"');
    expect(logged).not.toContain(token);
  });

  it("10 concurrent cancels with one link: one 200, nine 409, one cancellation mail", async () => {
    const { appointment, token } = await bookGuest();
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel({ token })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await mailKinds(appointment._id)).toEqual(["appointment-confirmation", "appointment-cancellation"]);
    const [row] = await queryRows(t.deps.database.db, z.object({ status: z.string(), sequence: z.number() }), sql`select status, sequence from appointments where id = ${appointment._id}`);
    expect(row).toEqual({ status: "CANCELLED", sequence: 1 });
  });

  it("rate-limits failed link calls per IP; a good link from another IP still works", async () => {
    const { token } = await bookGuest();
    const ip = freshIp();
    for (let i = 0; i < GUEST_LINK_LIMITS.perIp.limit; i++) expect((await view("B".repeat(43), ip)).status).toBe(404);
    const refused = await view(token, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await view(token)).status).toBe(200);
  });
});
