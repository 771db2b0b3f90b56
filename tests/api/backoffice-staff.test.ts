import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#contracts/auth.ts";
import { LAST_MANAGER_MESSAGE, type StaffMemberEntry } from "#contracts/backoffice.ts";
import { DESK_MESSAGES, MANAGER_ROLE } from "#contracts/desk.ts";
import { listOutbox, outboxDir } from "#server/mail/outbox.ts";
import { Conflict } from "#server/services/errors.ts";
import { runStaffCommand } from "#server/staff-control.ts";
import { createBackofficeApp, type BackofficeApp } from "#tests/helpers/backoffice.ts";
import { testDatabaseKind } from "#tests/helpers/test-database.ts";

// The team view's API (issue 40): managers see, invite, re-role and remove staff through the CLI's own service;
// a removal ends sessions and the calendar feed at once; the last manager stays, also when two race.

let b: BackofficeApp;
let me: Awaited<ReturnType<BackofficeApp["manager"]>>;
beforeAll(async () => {
  b = await createBackofficeApp();
  me = await b.manager();
}, 180_000);
afterAll(async () => {
  await b.close();
});

const team = async () => (await b.t.call("GET", "/api/backoffice/staff", { token: me.token })).body.data as StaffMemberEntry[];
const idOf = async (email: string) => (await team()).find((s) => s.email === email)!._id;
const managers = () => b.count(sql`select count(*) as n from users where role = ${MANAGER_ROLE}`);
const staffService = () => b.t.deps.services.desk.staff;
const feedUrl = async (token: string) => new URL((await b.t.call("POST", "/api/desk/calendar-feed", { token })).body.data.url as string);
const feedStatus = async (url: URL) => (await b.t.app.request(url.pathname)).status;
let counter = 0;
const newAddress = () => `team.${Date.now()}.${++counter}@example.ch`;

describe("who may manage the team", () => {
  it("answers 401 without a token, 403 MANAGER_ONLY to a customer and to staff", async () => {
    expect((await b.t.call("GET", "/api/backoffice/staff")).status).toBe(401);
    expect((await b.t.call("POST", "/api/backoffice/staff", { body: { email: newAddress(), role: "staff" } })).status).toBe(401);
    const customer = await b.user();
    const staff = await b.staff();
    for (const token of [customer.token, staff.token]) {
      const res = await b.t.call("GET", "/api/backoffice/staff", { token });
      expect([res.status, res.body.error, res.body.code]).toEqual([403, DESK_MESSAGES.managerOnly, "MANAGER_ONLY"]);
      expect((await b.t.call("POST", "/api/backoffice/staff", { token, body: { email: newAddress(), role: "manager" } })).status).toBe(403);
      expect((await b.t.call("PATCH", `/api/backoffice/staff/${customer.id}`, { token, body: { role: "manager" } })).status).toBe(403);
      expect((await b.t.call("DELETE", `/api/backoffice/staff/${staff.id}`, { token })).status).toBe(403);
    }
    expect((await team()).find((s) => s.email === staff.email)?.role).toBe("staff");
  });
});

describe("inviting", () => {
  it("sends the CLI's set-password mail; the new member sets a password and works at the desk, not in the back office", async () => {
    const email = newAddress();
    const res = await b.t.call("POST", "/api/backoffice/staff", { token: me.token, body: { email: email.toUpperCase(), name: "Nina  Neu", role: "staff" } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toEqual({ _id: expect.any(String), email, name: "Nina Neu", role: "staff", since: expect.any(String), passwordSet: false });
    await b.t.deps.services.mailWorker.drain();
    const mail = (await listOutbox(outboxDir(b.t.deps.env.dataDir))).find((m) => m.to === email);
    expect(mail).toMatchObject({ kind: "staff-invite", subject: "Ihr Zugang zum Apothekenschalter – Rheinbogen Apotheke" });
    expect(mail!.text).toMatch(/http:\/\/shop\.test\/reset-password\?id=[0-9a-f-]{36}&token=/);
    await b.acceptInvitation(email);
    const token = await b.login(email);
    expect((await b.t.call("GET", "/api/desk/days", { token })).status).toBe(200);
    expect((await b.t.call("GET", "/api/backoffice/staff", { token })).status).toBe(403);
    expect((await team()).find((s) => s.email === email)).toMatchObject({ name: "Nina Neu", role: "staff", passwordSet: true });

    // Again: in the team already (the role select changes roles, not an invitation).
    const again = await b.t.call("POST", "/api/backoffice/staff", { token: me.token, body: { email, role: "manager" } });
    expect([again.status, again.body.code]).toEqual([409, "STAFF_EXISTS"]);
    expect((await team()).find((s) => s.email === email)?.role).toBe("staff");
  });

  it("makes a customer's account staff as the CLI does (password voided) and refuses bad input with field messages", async () => {
    const customer = await b.user();
    const res = await b.t.call("POST", "/api/backoffice/staff", { token: me.token, body: { email: customer.email, role: "manager" } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email: customer.email, name: "Anna Muster", role: "manager", passwordSet: false });
    // Their sessions ended with their password.
    expect((await b.t.call("GET", "/api/desk/days", { token: customer.token })).status).toBe(401);
    await b.acceptInvitation(customer.email);
    expect((await b.t.call("GET", "/api/backoffice/staff", { token: await b.login(customer.email) })).status).toBe(200);

    const bad = async (body: unknown, field: string, message: string) => {
      const r = await b.t.call("POST", "/api/backoffice/staff", { token: me.token, body });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.details).toContainEqual({ field, message });
    };
    await bad({ email: "kein-mail", role: "staff" }, "email", AUTH_MESSAGES.emailInvalid);
    await bad({ role: "staff" }, "email", AUTH_MESSAGES.emailRequired);
    await bad({ email: newAddress(), role: "admin" }, "role", "role: staff oder manager");
    await bad({ email: newAddress(), role: "staff", name: "x".repeat(201) }, "name", "name: höchstens 200 Zeichen");
  });
});

describe("changing a role and removing", () => {
  it("a new role ends the member's sessions; unknown ids 404, bad ones 400", async () => {
    const staff = await b.staff();
    const id = await idOf(staff.email);
    const res = await b.t.call("PATCH", `/api/backoffice/staff/${id}`, { token: me.token, body: { role: "manager" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ _id: id, email: staff.email, role: "manager" });
    expect((await b.t.call("GET", "/api/desk/days", { token: staff.token })).status).toBe(401);
    expect((await b.t.call("GET", "/api/backoffice/staff", { token: await b.login(staff.email) })).status).toBe(200);
    const customer = await b.user();
    for (const [path, status] of [
      [`/api/backoffice/staff/${randomUUID()}`, 404],
      [`/api/backoffice/staff/${customer.id}`, 404],
      ["/api/backoffice/staff/abc", 400],
    ] as const) {
      expect((await b.t.call("PATCH", path, { token: me.token, body: { role: "staff" } })).status).toBe(status);
      expect((await b.t.call("DELETE", path, { token: me.token })).status).toBe(status);
    }
    const badRole = await b.t.call("PATCH", `/api/backoffice/staff/${id}`, { token: me.token, body: { role: "chef" } });
    expect([badRole.status, badRole.body.details]).toEqual([400, [{ field: "role", message: "role: staff oder manager" }]]);
  });

  it("a removal ends the member's sessions and calendar feed at once; the account stays a customer", async () => {
    const staff = await b.staff();
    const feed = await feedUrl(staff.token);
    expect(await feedStatus(feed)).toBe(200);
    const res = await b.t.call("DELETE", `/api/backoffice/staff/${await idOf(staff.email)}`, { token: me.token });
    expect([res.status, res.body.data]).toEqual([200, { email: staff.email }]);
    expect((await b.t.call("GET", "/api/desk/days", { token: staff.token })).status).toBe(401);
    expect(await feedStatus(feed)).toBe(404);
    expect((await team()).some((s) => s.email === staff.email)).toBe(false);
    const asCustomer = await b.login(staff.email);
    expect((await b.t.call("GET", "/api/desk/days", { token: asCustomer })).status).toBe(403);
  });
});

describe("the last manager", () => {
  /** Only these accounts are managers now (the others made staff directly in the database). */
  const onlyManagers = async (...ids: string[]) => {
    await b.t.deps.database.db.execute(sql`update users set role = 1 where role = ${MANAGER_ROLE} and id <> all(${`{${ids.join(",")}}`}::uuid[])`);
    await b.t.deps.database.db.execute(sql`update users set role = ${MANAGER_ROLE} where id = any(${`{${ids.join(",")}}`}::uuid[])`);
    expect(await managers()).toBe(ids.length);
  };

  it("cannot be made staff or removed, neither in the browser nor by the CLI", async () => {
    await onlyManagers(me.id);
    const demote = await b.t.call("PATCH", `/api/backoffice/staff/${me.id}`, { token: me.token, body: { role: "staff" } });
    expect([demote.status, demote.body.code, demote.body.error]).toEqual([409, "LAST_MANAGER", LAST_MANAGER_MESSAGE]);
    const remove = await b.t.call("DELETE", `/api/backoffice/staff/${me.id}`, { token: me.token });
    expect([remove.status, remove.body.code]).toEqual([409, "LAST_MANAGER"]);
    expect(await runStaffCommand(staffService(), { command: "role", email: me.email, role: "staff" })).toEqual({ ok: false, error: LAST_MANAGER_MESSAGE });
    expect(await runStaffCommand(staffService(), { command: "remove", email: me.email })).toEqual({ ok: false, error: LAST_MANAGER_MESSAGE });
    expect(await runStaffCommand(staffService(), { command: "add", email: me.email, role: "staff" })).toEqual({ ok: false, error: LAST_MANAGER_MESSAGE });
    expect(await managers()).toBe(1);
    // Still a manager, still logged in.
    expect((await b.t.call("GET", "/api/backoffice/staff", { token: me.token })).status).toBe(200);
  });

  it(`two managers demoting or removing each other at once leave one manager (${testDatabaseKind()})`, async () => {
    const other = await b.manager();
    for (let round = 0; round < 6; round++) {
      await onlyManagers(me.id, other.id);
      const service = staffService();
      // Both changes start together: each locks the managers' rows first, so the second sees the first's result.
      const [x, y] =
        round % 2 === 0
          ? await Promise.allSettled([service.setRole(me.email, "staff"), service.setRole(other.email, "staff")])
          : await Promise.allSettled([service.remove(me.email), service.setRole({ id: other.id }, "staff")]);
      const results = [x, y];
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(Conflict);
      expect((refused.reason as Conflict).code).toBe("LAST_MANAGER");
      expect(await managers()).toBe(1);
    }
    // Through the API too: whichever request loses (409; 401 when its own session ended first; 403 when the winner
    // committed between the loser's session check and its role check, read per request), one manager is left.
    await onlyManagers(me.id, other.id);
    const meToken = await b.login(me.email);
    const otherToken = await b.login(other.email);
    const answers = await Promise.all([
      b.t.call("PATCH", `/api/backoffice/staff/${other.id}`, { token: meToken, body: { role: "staff" } }),
      b.t.call("PATCH", `/api/backoffice/staff/${me.id}`, { token: otherToken, body: { role: "staff" } }),
    ]);
    expect(answers.map((a) => a.status).filter((s) => s === 200)).toHaveLength(1);
    expect(answers.every((a) => [200, 401, 403, 409].includes(a.status)), JSON.stringify(answers.map((a) => [a.status, a.body]))).toBe(true);
    expect(await managers()).toBe(1);
  });
});
