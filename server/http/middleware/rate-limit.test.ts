import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createMemoryStore } from "#server/services/auth/rate-limit-store.ts";
import { parseTrustedProxies } from "../trusted-proxies.ts";
import type { AppEnv } from "../types.ts";
import { handleError } from "./errors.ts";
import { accountRateLimit } from "./rate-limit.ts";

/** A login stand-in behind the per-account limit: the password "right" passes, anything else is a 401. */
function loginApp() {
  const deps = { services: { rateLimits: createMemoryStore() }, env: { trustProxy: parseTrustedProxies("loopback") } };
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("deps", deps as never);
    await next();
  });
  app.onError(handleError);
  app.post(
    "/login",
    accountRateLimit({
      name: "login",
      limit: 3,
      windowMs: 60_000,
      ceiling: { limit: 6, windowMs: 120_000 },
      account: async (c) => (await c.req.json<{ email: string }>()).email,
      counts: (status) => status === 401,
    }),
    async (c) => ((await c.req.json<{ password: string }>()).password === "right" ? c.json({}) : c.json({}, 401)),
  );
  return async (ip: string, password: string, email = "anna@example.ch") => {
    const res = await app.request("/login", { method: "POST", headers: { "x-forwarded-for": ip }, body: JSON.stringify({ email, password }) });
    return { status: res.status, retryAfter: Number(res.headers.get("retry-after")) };
  };
}

describe("per-account limit a stranger cannot turn against the owner", () => {
  it("refuses only the addresses that failed once the account's budget is spent", async () => {
    const login = loginApp();
    for (let i = 0; i < 3; i++) expect((await login("198.51.100.1", "wrong")).status).toBe(401);
    expect(await login("198.51.100.1", "right")).toEqual({ status: 429, retryAfter: 60 });
    expect((await login("198.51.100.2", "right")).status).toBe(200);
    // Another account from the refused address is not affected.
    expect((await login("198.51.100.1", "wrong", "beat@example.ch")).status).toBe(401);
  });

  it("below the budget an address may fail and then succeed", async () => {
    const login = loginApp();
    for (let i = 0; i < 2; i++) expect((await login("198.51.100.1", "wrong")).status).toBe(401);
    expect((await login("198.51.100.1", "right")).status).toBe(200);
  });

  it("refuses everyone past the ceiling of failures from many addresses", async () => {
    const login = loginApp();
    for (let i = 0; i < 6; i++) expect((await login(`203.0.113.${i}`, "wrong")).status).toBe(401);
    expect(await login("192.0.2.99", "right")).toEqual({ status: 429, retryAfter: 120 });
  });

  it("lets one of a burst of parallel tries from a failed address through, not all", async () => {
    const login = loginApp();
    for (let i = 0; i < 3; i++) await login("198.51.100.1", "wrong");
    const burst = await Promise.all(Array.from({ length: 5 }, () => login("198.51.100.7", "wrong")));
    expect(burst.map((r) => r.status).sort()).toEqual([401, 429, 429, 429, 429]);
  });
});
