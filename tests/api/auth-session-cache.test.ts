import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, registerVerifiedUser, STRONG_PASSWORD } from "#tests/helpers/auth-flow.ts";
import { linkIn, startSmtpCapture, type SmtpCapture } from "#tests/helpers/smtp-capture.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { testDatabaseKind } from "#tests/helpers/test-database.ts";

// Issue 19: on PGlite authenticate keeps the sessions it read (session-cache.ts) and every revocation empties
// them through migration 0017's NOTIFY; on PostgreSQL every request reads the row (record 006). Either way a
// revoked token gets 401 on the very next request.
const pglite = testDatabaseKind() === "pglite";

let t: TestApp;
let smtp: SmtpCapture;
/** Statements that read the sessions table (authenticate's lookup), counted through the query log. */
let sessionReads = 0;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url }, { logQuery: (q) => void (/^select .* from "sessions"/i.test(q) && sessionReads++) });
});
afterAll(async () => {
  await t.deps.services.mailWorker.drain();
  await t.close();
  await smtp.close();
});

const post = (path: string, options: { body?: unknown; token?: string } = {}) =>
  t.call("POST", `/api/authentication${path}`, { ...options, headers: freshIp() });
const cartStatus = async (token: string) => (await t.call("GET", "/api/cart/getAllItems", { token })).status;
const login = async (email: string) => (await post("/user/login", { body: { email, password: STRONG_PASSWORD } })).body.data.token as string;
const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()).jti as string;

/** Reads of the sessions table during fn. */
async function readsDuring(fn: () => Promise<unknown>) {
  const before = sessionReads;
  await fn();
  return sessionReads - before;
}

/**
 * Uses each token until it is answered from the cache (on PGlite: a request that reads no session row), so that
 * the revocation that follows has to reach a kept session. On PostgreSQL every request reads the row.
 */
async function warm(...tokens: string[]) {
  for (const token of tokens) {
    expect(await cartStatus(token)).toBe(200);
    expect(await readsDuring(async () => expect(await cartStatus(token)).toBe(200))).toBe(pglite ? 0 : 1);
  }
}

/** A verified user logged in on two devices. */
async function userWithTwoSessions() {
  const user = await registerVerifiedUser(t, smtp);
  return { ...user, second: await login(user.email) };
}

describe("session cache", () => {
  it("reads a session once on PGlite and on every request on PostgreSQL; a failed lookup is never kept", async () => {
    const user = await registerVerifiedUser(t, smtp);
    expect(await readsDuring(() => cartStatus(user.token))).toBe(1);
    expect(await readsDuring(() => cartStatus(user.token))).toBe(pglite ? 0 : 1);
    expect(await readsDuring(() => cartStatus(user.token))).toBe(pglite ? 0 : 1);

    await t.deps.database.db.execute(sql`delete from sessions where id = ${sessionIdOf(user.token)}`);
    expect(await readsDuring(async () => expect(await cartStatus(user.token)).toBe(401))).toBe(1);
    expect(await readsDuring(async () => expect(await cartStatus(user.token)).toBe(401))).toBe(1);
  });

  it("is not emptied by a login (its sweep of expired sessions deletes nothing and notifies nothing)", async () => {
    const user = await registerVerifiedUser(t, smtp);
    await warm(user.token);
    await login(user.email);
    expect(await readsDuring(() => cartStatus(user.token))).toBe(pglite ? 0 : 1);
  });
});

describe("a revoked session gets 401 on the very next request", () => {
  it("logout: that token only, the other device stays logged in", async () => {
    const user = await userWithTwoSessions();
    await warm(user.token, user.second);
    expect((await post("/logout", { token: user.token })).status).toBe(200);
    expect(await cartStatus(user.token)).toBe(401);
    expect(await cartStatus(user.second)).toBe(200);
  });

  it("password reset: every session of the user", async () => {
    const user = await userWithTwoSessions();
    const since = smtp.mails.length;
    await post("/forgetPassword", { body: { email: user.email } });
    const mail = await smtp.waitFor(user.email, (m) => m.text.includes("/reset-password?") && smtp.mails.indexOf(m) >= since);
    const link = linkIn(mail.text, "/reset-password?");
    await warm(user.token, user.second);
    const reset = await post(`/reset-password${link.search}`, { body: { newPassword: "Neues123!", confirmNewPassword: "Neues123!" } });
    expect(reset.status).toBe(200);
    expect(await cartStatus(user.token)).toBe(401);
    expect(await cartStatus(user.second)).toBe(401);
  });

  it("account deletion: every session goes by ON DELETE CASCADE", async () => {
    const user = await userWithTwoSessions();
    const bystander = await registerVerifiedUser(t, smtp);
    await warm(user.token, user.second, bystander.token);
    expect((await post("/delete-account", { token: user.token, body: { password: STRONG_PASSWORD } })).status).toBe(200);
    expect(await cartStatus(user.second)).toBe(401);
    expect(await cartStatus(user.token)).toBe(401);
    expect(await cartStatus(bystander.token)).toBe(200);
  });

  it("a session row deleted by hand in SQL", async () => {
    const user = await userWithTwoSessions();
    await warm(user.token, user.second);
    await t.deps.database.db.execute(sql`delete from sessions where id = ${sessionIdOf(user.second)}`);
    expect(await cartStatus(user.second)).toBe(401);
    expect(await cartStatus(user.token)).toBe(200);
  });

  it("a session whose expires_at was moved into the past by hand in SQL", async () => {
    const user = await userWithTwoSessions();
    await warm(user.token, user.second);
    await t.deps.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where id = ${sessionIdOf(user.token)}`);
    expect(await cartStatus(user.token)).toBe(401);
    expect(await cartStatus(user.second)).toBe(200);
  });

  it("a logout while many reads of the same token are under way: every request started after it is refused", async () => {
    for (let round = 0; round < 5; round++) {
      const user = await registerVerifiedUser(t, smtp);
      await warm(user.token);
      const during: Promise<number>[] = [];
      // Reads keep starting, a few at a time, before, during and after the logout.
      let loggedOut = false;
      const afterLogout: Promise<number>[] = [];
      // The reads go on until some have started after the logout: on a loaded machine 40 rounds could all run
      // before the logout answered, leaving nothing to check.
      const traffic = (async () => {
        for (let i = 0; i < 2_000 && (i < 40 || afterLogout.length < 12); i++) {
          for (let j = 0; j < 4; j++) (loggedOut ? afterLogout : during).push(cartStatus(user.token));
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      await new Promise((resolve) => setImmediate(resolve));
      const out = await post("/logout", { token: user.token });
      loggedOut = true;
      expect(out.status).toBe(200);
      // Right after the logout returns, while reads begun before it may still be finishing.
      const next = [cartStatus(user.token), cartStatus(user.token), cartStatus(user.token)];
      await traffic;
      const started = await Promise.all([...next, ...afterLogout]);
      expect(started.length).toBeGreaterThan(3);
      expect(started.every((s) => s === 401), JSON.stringify(started)).toBe(true);
      for (const status of await Promise.all(during)) expect([200, 401]).toContain(status);
      // And later still, once the reads that overlapped the logout are done: nothing stale was kept.
      expect(await cartStatus(user.token)).toBe(401);
    }
  });

  it("truncating the sessions table", async () => {
    const user = await registerVerifiedUser(t, smtp);
    await warm(user.token);
    await t.deps.database.db.execute(sql`truncate sessions`);
    expect(await cartStatus(user.token)).toBe(401);
  });
});
