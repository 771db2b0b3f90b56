import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireManager, requireStaff } from "#server/http/middleware/staff.ts";
import { requireUser } from "#server/http/middleware/auth.ts";
import { documentedRoutes, openApiPath } from "#server/http/openapi.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * Registered on purpose without an entry: /metrics is not announced to anyone without its token (metrics-route.ts),
 * and the dev outbox is HTML for developers, not mounted in production.
 */
const NOT_IN_THE_API = ["GET /metrics", "GET /dev/outbox", "GET /dev/outbox/:file"];

type Route = { key: string; method: string; path: string; handlers: unknown[] };

/** Every route of the app by method and path, with its handlers and the middleware (app.use) in front of it. */
function registeredRoutes(app: Hono<any>): Route[] {
  const byKey = new Map<string, Route>();
  const middleware = app.routes.filter((r) => r.method === "ALL");
  const covers = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", ".*")}$`).test(path);
  for (const r of app.routes) {
    if (r.method === "ALL") continue;
    const key = `${r.method} ${r.path}`;
    const route = byKey.get(key) ?? { key, method: r.method, path: r.path, handlers: middleware.filter((m) => covers(m.path, r.path)).map((m) => m.handler) };
    route.handlers.push(r.handler);
    byKey.set(key, route);
  }
  return [...byKey.values()];
}

const docOf = (route: Route) => documentedRoutes().find((d) => d.method === route.method && d.path === route.path);
const undocumented = (app: Hono<any>) => registeredRoutes(app).filter((r) => !NOT_IN_THE_API.includes(r.key) && !docOf(r)).map((r) => r.key);

let t: TestApp;
beforeAll(async () => {
  // Not production: the dev outbox is mounted, so the exemptions above are all met.
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the API's documentation against the routes of the app", () => {
  it("documents every registered route, and documents no route that is not registered", () => {
    const routes = registeredRoutes(t.app);
    expect(undocumented(t.app)).toEqual([]);
    const registered = new Set(routes.map((r) => r.key));
    expect(documentedRoutes().map((d) => `${d.method} ${d.path}`).filter((key) => !registered.has(key))).toEqual([]);
    expect(NOT_IN_THE_API.filter((key) => !registered.has(key))).toEqual([]);
  });

  it("gives the body and query schema of every route that parses one, and the token it asks for", () => {
    const missing: string[] = [];
    for (const route of registeredRoutes(t.app)) {
      const doc = docOf(route);
      if (!doc) continue;
      const source = route.handlers.map(String).join("\n");
      if (/parseBody\b/.test(source) && !doc.body) missing.push(`${route.key}: body`);
      if (/parseQuery\b/.test(source) && !doc.query) missing.push(`${route.key}: query`);
      const auth = route.handlers.includes(requireManager)
        ? "manager"
        : route.handlers.includes(requireStaff)
          ? "staff"
          : route.handlers.includes(requireUser)
            ? "user"
            : undefined;
      if (doc.auth !== auth) missing.push(`${route.key}: auth ${auth} documented as ${doc.auth}`);
    }
    expect(missing).toEqual([]);
  });

  // Last: it adds a route to the app.
  it("finds a route added without an entry", () => {
    const app = t.app as unknown as Hono<any>;
    app.get("/api/zz-undocumented", (c) => c.text(""));
    expect(undocumented(app)).toEqual(["GET /api/zz-undocumented"]);
  });
});

describe("GET /api/openapi.json", () => {
  it("answers the OpenAPI 3.1 document of every documented route, with the contracts' schemas", async () => {
    const res = await t.call("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe("3.1.0");
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(documentedRoutes().map((d) => `${d.method} ${openApiPath(d.path)}`).sort());

    const place = doc.paths["/api/orders"].post;
    expect(place.security).toEqual([{ bearer: [] }]);
    expect(place.parameters).toEqual([{ name: "Idempotency-Key", in: "header", required: true, schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,64}$" } }]);
    expect(place.requestBody.content["application/json"].schema.required).toEqual(["fulfilment", "payment", "contact"]);
    expect(Object.keys(place.responses)).toEqual(["201", "400", "401", "409"]);
    expect(place.responses["201"].description).toBe("data: Order (contracts/orders.ts)");

    const search = doc.paths["/api/search"].get;
    expect(search.security).toBeUndefined();
    expect(search.parameters.find((p: { name: string }) => p.name === "searchTerms")).toEqual({
      name: "searchTerms",
      in: "query",
      required: false,
      schema: { default: "", type: "string", maxLength: 200 },
    });

    expect(doc.paths["/api/{pharmacode}"].get.parameters).toEqual([{ name: "pharmacode", in: "path", required: true, schema: { type: "string" } }]);
    expect(doc.paths["/api/desk/orders/{id}/invoice.pdf"].get.responses["200"].content).toEqual({ "application/pdf": {} });
    expect(Object.keys(doc.paths["/api/desk/closures"].post.responses)).toEqual(["201", "400", "401", "403", "409"]);
  });
});
