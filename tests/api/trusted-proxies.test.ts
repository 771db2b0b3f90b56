import type { Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/http/app.ts";
import { AUTH_RATE_LIMITS } from "#server/http/auth.ts";
import { boundPort, listen } from "#server/http/serve.ts";
import { loadEnv } from "#server/env.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * Issue 14, defect 7: X-Forwarded-For was believed from any private peer, so behind Docker's published port
 * (peer 172.17.0.1, no proxy) a client named its own address and stepped around the per-IP limits. Over a
 * real socket (peer 127.0.0.1) with TRUST_PROXY naming another host, the peer stands in for that gateway.
 */
let t: TestApp;
const servers: Server[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await t?.close();
});

async function serve(trustProxy: string): Promise<string> {
  const env = loadEnv({ ...process.env, NODE_ENV: "test", DATA_DIR: t.deps.env.dataDir, JWT_SECRET: t.deps.env.jwtSecret, TRUST_PROXY: trustProxy });
  const app = createApp({ ...t.deps, env: { ...t.deps.env, trustProxy: env.trustProxy } });
  const server = await listen(getRequestListener(app.fetch), { port: 0, host: "127.0.0.1" });
  servers.push(server);
  return `http://127.0.0.1:${boundPort(server)}`;
}

const failedLogin = (base: string, i: number) =>
  fetch(`${base}/api/authentication/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i % 250}` },
    body: JSON.stringify({ email: `nobody${i}@example.ch`, password: "Falsch123!" }),
  });

describe("TRUST_PROXY", () => {
  it("ignores X-Forwarded-For from a peer that is not a trusted proxy: a made-up address does not reset the budget", async () => {
    const base = await serve("192.0.2.1");
    const { limit } = AUTH_RATE_LIMITS.loginPerIp;
    for (let i = 0; i < limit; i++) expect((await failedLogin(base, i)).status).toBe(401);
    const refused = await failedLogin(base, limit);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("believes the proxy on loopback (the default): each forwarded client has its own budget", async () => {
    const base = await serve("loopback");
    for (let i = 0; i < AUTH_RATE_LIMITS.loginPerIp.limit + 3; i++) expect((await failedLogin(base, 1000 + i)).status).toBe(401);
  });
});
