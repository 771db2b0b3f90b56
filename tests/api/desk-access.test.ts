import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#contracts/auth.ts";
import { DESK_MESSAGES, STAFF_ROLE } from "#contracts/desk.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { freshIp, newSignup } from "#tests/helpers/auth-flow.ts";
import { createDeskApp, type DeskApp } from "#tests/helpers/desk.ts";

let d: DeskApp;
beforeAll(async () => {
  d = await createDeskApp();
}, 120_000);
afterAll(async () => {
  await d.close();
});

const someId = "00000000-0000-4000-8000-000000000000";
/** Every desk endpoint that needs the staff bearer, each with a valid body, so only the caller decides the answer. */
const endpoints = (date: string) => [
  ["GET", `/api/desk/appointments?date=${date}`, undefined],
  ["GET", "/api/desk/days", undefined],
  ["PUT", `/api/desk/appointments/${someId}/status`, { status: "COMPLETED" }],
  ["GET", "/api/desk/closures", undefined],
  ["POST", "/api/desk/closures", { date, time: "09:00", reason: "Gerätewartung" }],
  ["DELETE", `/api/desk/closures/${someId}`, undefined],
  ["POST", "/api/desk/calendar-feed", undefined],
] as const;

const callAll = (token: string | undefined) =>
  Promise.all(endpoints(d.days[0]!).map(async ([method, path, body]) => ({ path: `${method} ${path}`, ...(await d.t.call(method, path, { token, body })) })));

describe("who may use the desk", () => {
  it("answers 401 without a token on every desk endpoint", async () => {
    for (const res of await callAll(undefined)) expect({ path: res.path, status: res.status, error: res.body.error }).toEqual({ path: res.path, status: 401, error: AUTH_MESSAGES.authRequired });
  });

  it("answers 403 to a customer on every desk endpoint", async () => {
    const customer = await d.user();
    for (const res of await callAll(customer.token)) expect({ path: res.path, status: res.status, error: res.body.error }).toEqual({ path: res.path, status: 403, error: DESK_MESSAGES.staffOnly });
  });

  it("lets staff in on every endpoint (no 401/403)", async () => {
    const staff = await d.staff();
    for (const res of await callAll(staff.token)) expect([res.path, [401, 403].includes(res.status)]).toEqual([res.path, false]);
  });

  it("answers 401 to a staff token revoked by logout, on every desk endpoint", async () => {
    const staff = await d.staff();
    expect((await d.t.call("POST", "/api/authentication/logout", { token: staff.token })).status).toBe(200);
    for (const res of await callAll(staff.token)) expect({ path: res.path, status: res.status }).toEqual({ path: res.path, status: 401 });
  });

  it("removing staff ends their sessions (401) and a new login is a customer's (403)", async () => {
    const staff = await d.staff();
    expect((await d.t.call("GET", "/api/desk/days", { token: staff.token })).status).toBe(200);
    expect(await d.t.deps.services.desk.staff.remove(staff.email)).toEqual({ email: staff.email, removed: true, known: true });
    for (const res of await callAll(staff.token)) expect({ path: res.path, status: res.status }).toEqual({ path: res.path, status: 401 });
    const again = await d.login(staff.email);
    for (const res of await callAll(again)) expect({ path: res.path, status: res.status }).toEqual({ path: res.path, status: 403 });
  });

  it("reads the role from the account, not from the token: a forged role claim does not open the desk", async () => {
    const customer = await d.user();
    const [header, payload] = customer.token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: STAFF_ROLE })).toString("base64url")}.${customer.token.split(".")[2]}`;
    expect((await d.t.call("GET", "/api/desk/days", { token: forged })).status).toBe(401);
    // A role changed in the database counts on the next request, whatever the token says.
    await d.t.deps.database.db.execute(sql`update users set role = ${STAFF_ROLE} where id = ${customer.id}`);
    expect((await d.t.call("GET", "/api/desk/days", { token: customer.token })).status).toBe(200);
  });

  it("signup never grants the staff role, whatever role the client sends", async () => {
    const body = newSignup({ role: STAFF_ROLE });
    expect((await d.t.call("POST", "/api/authentication/signup", { body, headers: freshIp() })).status).toBe(201);
    const rows = await queryRows(d.t.deps.database.db, z.object({ role: z.number() }), sql`select role from users where email = ${String(body.email).toLowerCase()}`);
    expect(rows).toEqual([{ role: 2 }]);
  });

  it("answers malformed staff input with 400 and a message, never a 500", async () => {
    const staff = await d.staff();
    const cases: [string, string, unknown][] = [
      ["GET", "/api/desk/appointments?date=31/02/2027", undefined],
      ["GET", "/api/desk/appointments?date=%00", undefined],
      ["GET", "/api/desk/closures?from=x&to=y", undefined],
      ["GET", "/api/desk/closures?from=01/01/2026&to=01/01/2030", undefined],
      ["PUT", `/api/desk/appointments/${someId}/status`, "[]"],
      ["PUT", `/api/desk/appointments/${someId}/status`, "{"],
      ["PUT", `/api/desk/appointments/${someId}/status`, { status: ["COMPLETED"] }],
      ["PUT", "/api/desk/appointments/%F0%9F%98%80/status", { status: "COMPLETED" }],
      ["POST", "/api/desk/closures", { date: 20270101, reason: "x" }],
      ["POST", "/api/desk/closures", { date: d.days[0], time: 900, reason: "x" }],
      ["POST", "/api/desk/closures", { date: d.days[0], reason: { text: "x" } }],
      ["POST", "/api/desk/closures", { date: d.days[0], reason: "a\u0000b" }],
      ["POST", "/api/desk/closures", "null"],
      ["DELETE", "/api/desk/closures/holiday-2027-13-45", undefined],
      ["DELETE", "/api/desk/closures/'%20or%201=1", undefined],
    ];
    for (const [method, path, body] of cases) {
      const res = await d.t.call(method, path, { token: staff.token, body });
      expect({ method, path, body, status: res.status, success: res.body.success, hasError: typeof res.body.error === "string" }).toEqual({ method, path, body, status: 400, success: false, hasError: true });
    }
  });
});
