import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { testDatabaseKind } from "#tests/helpers/test-database.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("platform conventions", () => {
  it("reports health and which database it runs on", async () => {
    const res = await t.call("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: "ok", database: testDatabaseKind() } });
  });

  it("answers unknown /api paths with a JSON 404 envelope", async () => {
    const res = await t.call("GET", "/api/no/such/thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.body.success).toBe(false);
    expect(res.body.error).toBe("Unknown API path: GET /api/no/such/thing");
  });

  it("rejects bodies above 100 kB with 413 and the envelope", async () => {
    const res = await t.call("POST", "/api/anything", { body: { blob: "x".repeat(120 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, error: "Request body too large (limit 100 kB)" });
  });

  it("sets the page security headers on every answer outside /api and never X-Powered-By", async () => {
    const res = await t.app.request("/uploads/no-such-file.txt");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline'; connect");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=()");
    expect(res.headers.get("x-powered-by")).toBeNull();
    expect(res.headers.get("x-request-id")).toMatch(/[0-9a-f-]{36}/);
  });

  it("gives API answers the short set of a JSON API, with a policy that lets nothing load (OWASP REST Security)", async () => {
    for (const path of ["/api/health", "/api/no/such/thing", "/api/cart/getAllItems"]) {
      const res = await t.call("GET", path);
      const security = [...res.headers.keys()].filter((n) => !["cache-control", "content-length", "content-type", "vary", "x-request-id"].includes(n)).sort();
      expect(security, path).toEqual(["content-security-policy", "cross-origin-resource-policy", "x-content-type-options", "x-frame-options"]);
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    }
  });

  it("logs a healthy probe at info once after a failure, the following ones at debug (a load balancer probes often)", async () => {
    // A public answer first: the front answers health only once it knows the chain's headers.
    expect((await t.call("GET", "/api/companies/search?searchTerm=zzzzqqq")).status).toBe(200);
    const check = vi.spyOn(t.deps.services.health, "check").mockRejectedValue(new Error("database down"));
    expect((await t.call("GET", "/api/health")).status).toBe(500);
    check.mockRestore();
    // As a production logger would at debug level (the front builds no debug line for a logger that drops it).
    const level = t.deps.logger.level;
    t.deps.logger.level = "debug";
    const info = vi.spyOn(t.deps.logger, "info").mockImplementation(() => {});
    const debug = vi.spyOn(t.deps.logger, "debug").mockImplementation(() => {});
    try {
      for (let i = 0; i < 3; i++) expect((await t.call("GET", "/api/health")).status).toBe(200);
      const healthLines = (spy: typeof info) => spy.mock.calls.filter(([entry]) => (entry as { path?: string }).path === "/api/health");
      // The first answered at the front: the instance turned healthy.
      expect(healthLines(info)).toHaveLength(1);
      expect(healthLines(info)[0]![0]).toMatchObject({ method: "GET", path: "/api/health", status: 200 });
      expect(healthLines(debug)).toHaveLength(2);
    } finally {
      info.mockRestore();
      debug.mockRestore();
      t.deps.logger.level = level;
    }
  });

  it("uses a fresh nonce per request outside /api", async () => {
    const a = (await t.app.request("/uploads/no-such-file.txt")).headers.get("content-security-policy");
    const b = (await t.app.request("/uploads/no-such-file.txt")).headers.get("content-security-policy");
    expect(a).not.toBe(b);
  });
});
