import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#contracts/auth.ts";
import { AUTH_RATE_LIMITS } from "#server/http/auth.ts";
import { createApp, type App } from "#server/http/app.ts";
import { createRedisStore, type RateLimitStore } from "#server/services/auth/rate-limit-store.ts";
import { freshIp, newSignup, registerVerifiedUser, STRONG_PASSWORD } from "#tests/helpers/auth-flow.ts";
import { startSmtpCapture, type SmtpCapture } from "#tests/helpers/smtp-capture.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.deps.services.mailWorker.drain();
  await t.close();
  await smtp.close();
});

async function send(app: App, path: string, body: unknown, headers: Record<string, string>) {
  const res = await app.request(`/api/authentication${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get("retry-after") };
}

/**
 * The per-e-mail login limit (issue 14, defect 8): ten wrong passwords from the attacker's address refuse that
 * address for the account, even with the right password, while the owner at another address logs in.
 */
async function expectAttackerLockedOut(attacker: App, owner: App, email: string, password: string) {
  const { limit } = AUTH_RATE_LIMITS.loginPerEmail;
  const [a, b] = [freshIp(), freshIp()];
  for (let i = 0; i < limit; i++) {
    expect((await send(attacker, "/user/login", { email, password: "Falsch123!" }, a)).status).toBe(401);
  }
  const refused = await send(attacker, "/user/login", { email: email.toUpperCase(), password }, a);
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ success: false, error: AUTH_MESSAGES.tooManyAttempts });
  const retryAfter = Number(refused.retryAfter);
  expect(retryAfter).toBeGreaterThan(800);
  expect(retryAfter).toBeLessThanOrEqual(900);

  expect((await send(owner, "/user/login", { email, password }, b)).status).toBe(200);
  const still = await send(attacker, "/user/login", { email, password: "Falsch123!" }, a);
  expect(still.status).toBe(429);
  expect(Number(still.retryAfter)).toBeGreaterThan(800);
}

describe("rate limits (in-memory store)", () => {
  it("refuses the address that failed 10 times on an e-mail, not the owner at another address", async () => {
    const user = await registerVerifiedUser(t, smtp);
    await expectAttackerLockedOut(t.app, t.app, user.email, STRONG_PASSWORD);
  });

  it("gives each further address one try on a locked e-mail, then refuses it too", async () => {
    const user = await registerVerifiedUser(t, smtp);
    const ips = Array.from({ length: AUTH_RATE_LIMITS.loginPerEmail.limit }, () => freshIp());
    for (const ip of ips) expect((await send(t.app, "/user/login", { email: user.email, password: "Falsch123!" }, ip)).status).toBe(401);
    const next = freshIp();
    expect((await send(t.app, "/user/login", { email: user.email, password: "Falsch123!" }, next)).status).toBe(401);
    expect((await send(t.app, "/user/login", { email: user.email, password: STRONG_PASSWORD }, next)).status).toBe(429);
    expect((await send(t.app, "/user/login", { email: user.email, password: STRONG_PASSWORD }, ips[0])).status).toBe(429);
    expect((await send(t.app, "/user/login", { email: user.email, password: STRONG_PASSWORD }, freshIp())).status).toBe(200);
  });

  it("does not count successful logins", async () => {
    const user = await registerVerifiedUser(t, smtp);
    for (let i = 0; i < AUTH_RATE_LIMITS.loginPerEmail.limit + 5; i++) {
      expect((await send(t.app, "/user/login", { email: user.email, password: STRONG_PASSWORD }, freshIp())).status).toBe(200);
    }
  });

  it("limits failed logins per IP across different e-mails", async () => {
    const ip = { "x-forwarded-for": "203.0.113.7" };
    for (let i = 0; i < AUTH_RATE_LIMITS.loginPerIp.limit; i++) {
      expect((await send(t.app, "/user/login", { email: `guess${i}@example.ch`, password: "Falsch123!" }, ip)).status).toBe(401);
    }
    expect((await send(t.app, "/user/login", { email: "another@example.ch", password: "Falsch123!" }, ip)).status).toBe(429);
    // Another address is unaffected.
    expect((await send(t.app, "/user/login", { email: "another@example.ch", password: "Falsch123!" }, { "x-forwarded-for": "203.0.113.8" })).status).toBe(401);
  });

  it("counts only the proxy's own X-Forwarded-For entry: a made-up first entry does not reset the budget", async () => {
    const proxyAdded = "198.51.100.20";
    for (let i = 0; i < AUTH_RATE_LIMITS.loginPerIp.limit; i++) {
      await send(t.app, "/user/login", { email: `spoof${i}@example.ch`, password: "Falsch123!" }, { "x-forwarded-for": `1.2.3.${i}, ${proxyAdded}` });
    }
    expect((await send(t.app, "/user/login", { email: "x@example.ch", password: "Falsch123!" }, { "x-forwarded-for": `9.9.9.9, ${proxyAdded}` })).status).toBe(429);
  });

  it("limits signups per IP", async () => {
    const ip = { "x-forwarded-for": "203.0.113.50" };
    for (let i = 0; i < AUTH_RATE_LIMITS.signupPerIp.limit; i++) {
      expect((await send(t.app, "/signup", newSignup(), ip)).status).toBe(201);
    }
    const refused = await send(t.app, "/signup", newSignup(), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(3500);
  });

  it("limits forgetPassword per e-mail and per IP", async () => {
    const email = "forgot-limit@example.ch";
    for (let i = 0; i < AUTH_RATE_LIMITS.forgotPerEmail.limit; i++) {
      expect((await send(t.app, "/forgetPassword", { email }, freshIp())).status).toBe(200);
    }
    expect((await send(t.app, "/forgetPassword", { email }, freshIp())).status).toBe(429);
    const ip = { "x-forwarded-for": "203.0.113.60" };
    for (let i = 0; i < AUTH_RATE_LIMITS.forgotPerIp.limit; i++) {
      expect((await send(t.app, "/forgetPassword", { email: `f${i}@example.ch` }, ip)).status).toBe(200);
    }
    expect((await send(t.app, "/forgetPassword", { email: "fresh@example.ch" }, ip)).status).toBe(429);
  });

  it("limits reset-password attempts with bad links per IP", async () => {
    const ip = { "x-forwarded-for": "203.0.113.70" };
    const body = { newPassword: "Neues123!", confirmNewPassword: "Neues123!" };
    // A different account each time: only the per-IP budget is being spent.
    const id = (i: number) => `6f1c7c2e-0000-4000-8000-${String(i).padStart(12, "0")}`;
    for (let i = 0; i < AUTH_RATE_LIMITS.linkPerIp.limit; i++) {
      expect((await send(t.app, `/reset-password?id=${id(i)}&token=guess`, body, ip)).status).toBe(400);
    }
    expect((await send(t.app, `/reset-password?id=${id(999)}&token=guess`, body, ip)).status).toBe(429);
  });

  it("limits bad reset links per account from any number of IPs (verify-email keeps its own budget)", async () => {
    const body = { newPassword: "Neues123!", confirmNewPassword: "Neues123!" };
    const id = "6f1c7c2e-0000-4000-8000-00000000abcd";
    for (let i = 0; i < AUTH_RATE_LIMITS.linkPerAccount.limit; i++) {
      expect((await send(t.app, `/reset-password?id=${id}&token=guess${i}`, body, freshIp())).status).toBe(400);
    }
    expect((await send(t.app, `/reset-password?id=${id}&token=guess`, body, freshIp())).status).toBe(429);
    expect((await send(t.app, `/verify-email?id=${id}&token=guess`, {}, freshIp())).status).toBe(400);
  });

  it("limits wrong passwords on delete-account per user", async () => {
    const user = await registerVerifiedUser(t, smtp);
    const headers = { authorization: `Bearer ${user.token}` };
    for (let i = 0; i < AUTH_RATE_LIMITS.deletePerUser.limit; i++) {
      expect((await send(t.app, "/delete-account", { password: "Falsch123!" }, headers)).status).toBe(401);
    }
    expect((await send(t.app, "/delete-account", { password: STRONG_PASSWORD }, headers)).status).toBe(429);
  });
});

describe("rate limits shared through Redis", () => {
  const stores: RateLimitStore[] = [];
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
  });

  /** Another instance of the app on the same database, counting in Redis under this run's own prefix. */
  function instance(prefix: string): App {
    const store = createRedisStore(REDIS_URL, { prefix });
    stores.push(store);
    return createApp({ ...t.deps, services: { ...t.deps.services, rateLimits: store } });
  }

  it("counts an address's failures on an e-mail over two instances", async () => {
    const prefix = `test:${randomBytes(6).toString("hex")}:`;
    const [a, b] = [instance(prefix), instance(prefix)];
    const user = await registerVerifiedUser(t, smtp);
    const attacker = freshIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.loginPerEmail.limit; i++) {
      const app = i % 2 === 0 ? a : b;
      expect((await send(app, "/user/login", { email: user.email, password: "Falsch123!" }, attacker)).status).toBe(401);
    }
    const refused = await send(b, "/user/login", { email: user.email, password: STRONG_PASSWORD }, attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(800);
    expect((await send(a, "/user/login", { email: user.email, password: STRONG_PASSWORD }, freshIp())).status).toBe(200);
    // The in-memory store of the first app knows nothing of it: the budget really lives in Redis.
    expect((await send(t.app, "/user/login", { email: user.email, password: STRONG_PASSWORD }, attacker)).status).toBe(200);
  });

  it("runs the whole lockout on the Redis store, successes given back", async () => {
    const app = instance(`test:${randomBytes(6).toString("hex")}:`);
    const user = await registerVerifiedUser(t, smtp);
    for (let i = 0; i < 12; i++) expect((await send(app, "/user/login", { email: user.email, password: STRONG_PASSWORD }, freshIp())).status).toBe(200);
    await expectAttackerLockedOut(app, app, user.email, STRONG_PASSWORD);
  });
});
