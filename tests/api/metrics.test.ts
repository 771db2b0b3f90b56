import type { Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLOT_TIMES } from "#contracts/appointment-slots.ts";
import { CHANGE_FEED_APP_NAME } from "#server/db/change-feed.ts";
import { boundPort, listen } from "#server/http/serve.ts";
import { enqueueMail } from "#server/mail/mail-queue.ts";
import { freshIp } from "#tests/helpers/auth-flow.ts";
import { createBookingMailApp } from "#tests/helpers/booking-mail-app.ts";
import type { SmtpCapture } from "#tests/helpers/smtp-capture.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { testDatabaseKind } from "#tests/helpers/test-database.ts";

/** Issue 29: /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN only. */
const TOKEN = "metrics-token-0123456789-abcdefghijklmnop";

let t: TestApp;
let smtp: SmtpCapture;
let testId: string;
let days: string[];
let server: Server;
let base: string;
beforeAll(async () => {
  ({ t, smtp, testId, days } = await createBookingMailApp({ METRICS_TOKEN: TOKEN }));
  // As main.ts composes it: the node-level front answers health probes before Hono's adapter.
  const listener = getRequestListener(t.app.fetch);
  server = await listen((req, res) => t.nodeFront(req, res, () => void listener(req, res)), { port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${boundPort(server)}`;
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
  await smtp?.close();
});

const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) => t.app.request("/metrics", { headers });
const scrapeText = async () => {
  const res = await scrape();
  expect(res.status).toBe(200);
  return res.text();
};

/** The samples of a scrape: metric name, its labels, and the value. */
function samples(text: string) {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      expect(match, line).not.toBeNull();
      const labels = Object.fromEntries([...(match![2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { name: match![1]!, labels, value: Number(match![3]) };
    });
}
/** The value of the one sample with this name and these labels (others may be present), or undefined. */
async function valueOf(name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const found = samples(await scrapeText()).filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value;
}
const requestCount = (method: string, route: string, status: string) => valueOf("http_request_duration_seconds_count", { method, route, status });

describe("/metrics", () => {
  it("does not exist without the token: 404 without a header, with a wrong token, another scheme or a longer token", async () => {
    for (const headers of [{} as Record<string, string>, { authorization: "Bearer wrong-token-wrong-token-wrong-token-00" }, { authorization: `Basic ${TOKEN}` }, { authorization: `Bearer ${TOKEN}x` }, { authorization: `Bearer ${TOKEN.slice(0, -1)}` }, { authorization: TOKEN }]) {
      const res = await scrape(headers);
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(await res.text()).not.toContain("http_request_duration_seconds");
    }
  });

  it("does not exist when METRICS_TOKEN is not set, whatever the request sends", async () => {
    const without = await createTestApp();
    try {
      for (const authorization of [`Bearer ${TOKEN}`, "Bearer ", "Bearer undefined"]) {
        const res = await without.app.request("/metrics", { headers: { authorization } });
        expect(res.status).toBe(404);
      }
    } finally {
      await without.close();
    }
  });

  it("answers the token's holder in Prometheus's text format, with the process's default metrics", async () => {
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const names = new Set(samples(await res.text()).map((s) => s.name));
    for (const name of ["process_cpu_seconds_total", "process_resident_memory_bytes", "nodejs_heap_size_used_bytes", "nodejs_eventloop_lag_p99_seconds"]) expect(names).toContain(name);
  });

  it("counts requests by method, route pattern and status, including those the front answers", async () => {
    const path = "/api/products/7654321";
    const before = (await requestCount("GET", "/api/products/:pharmacode", "404")) ?? 0;
    expect((await t.call("GET", path)).status).toBe(404);
    expect((await t.call("GET", path)).status).toBe(404);
    expect(await requestCount("GET", "/api/products/:pharmacode", "404")).toBe(before + 2);

    // Health goes out at the node front once the chain's headers are learnt; the kept categories at the Hono front.
    const healthBefore = (await requestCount("GET", "/api/health", "200")) ?? 0;
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(await requestCount("GET", "/api/health", "200")).toBe(healthBefore + 3);
    const categoriesBefore = (await requestCount("GET", "/api/getCategories", "200")) ?? 0;
    for (let i = 0; i < 3; i++) expect((await t.call("GET", "/api/getCategories")).status).toBe(200);
    expect(await requestCount("GET", "/api/getCategories", "200")).toBe(categoriesBefore + 3);

    const lines = samples(await scrapeText()).filter((s) => s.name === "http_request_duration_seconds_bucket" && s.labels.route === "/api/getCategories" && s.labels.status === "200");
    expect(lines.find((s) => s.labels.le === "+Inf")?.value).toBe(categoriesBefore + 3);
  });

  it("never puts a requested path in a label: tokens and ids in paths and queries stay out", async () => {
    const secrets = ["guestsecrettoken4711", "feedsecrettoken4712", "unknownsecret4713", "9876543"];
    await t.call("GET", `/api/labor/guest-appointment?token=${secrets[0]}`, { headers: freshIp() });
    await t.app.request(`/api/desk/feed/${secrets[1]}.ics`);
    await t.call("GET", `/api/${secrets[2]}/deeper`);
    await t.call("GET", `/api/products/${secrets[3]}`);
    const text = await scrapeText();
    for (const secret of secrets) expect(text).not.toContain(secret);
    const routes = new Set(samples(text).filter((s) => s.name === "http_request_duration_seconds_count").map((s) => s.labels.route));
    expect(routes).toContain("/api/labor/guest-appointment");
    expect(routes).toContain("/api/desk/feed/:file");
    expect(routes).toContain("/api/*");
    for (const route of routes) expect(route, route).toMatch(/^\/[\w/:.*{}[\]+-]*$/);
  });

  it("reports the mail queue's depth and its oldest mail's age from the database", async () => {
    const db = t.deps.database.db;
    await db.execute(sql`delete from mail_queue`);
    expect(await valueOf("shop_mail_queue_depth")).toBe(0);
    expect(await valueOf("shop_mail_queue_oldest_age_seconds")).toBe(0);
    // Due in an hour (as after a failed attempt), so the worker leaves it queued while the test reads.
    await db.transaction((tx) => enqueueMail(tx, { kind: "test", to: "queue@example.ch", subject: "Queued", text: "t", html: "<p>t</p>" }));
    await db.execute(sql`update mail_queue set next_attempt_at = now() + interval '1 hour', created_at = now() - interval '90 seconds'`);
    expect(await valueOf("shop_mail_queue_depth")).toBe(1);
    const age = (await valueOf("shop_mail_queue_oldest_age_seconds"))!;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(150);
    await db.execute(sql`update mail_queue set status = 'failed'`);
    expect(await valueOf("shop_mail_queue_depth")).toBe(0);
    expect(await valueOf("shop_mail_failed")).toBe(1);
    await db.execute(sql`delete from mail_queue`);
  });

  it("counts a booked appointment and reports the open ones", async () => {
    expect(await valueOf("shop_appointments_booked_total", { booker: "guest" })).toBe(0);
    expect(await valueOf("shop_appointments_open")).toBe(0);
    const res = await t.call("POST", "/api/labor/createAppointmentGuest", {
      body: { date: days[0], time: SLOT_TIMES[0], notes: "", selectedTests: [{ _id: testId }], email: "metrics.gast@example.ch", phone: "+41 61 123 45 67", address: "Marktplatz 2, 4051 Basel", birthday: "04/07/1985" },
      headers: freshIp(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await valueOf("shop_appointments_booked_total", { booker: "guest" })).toBe(1);
    expect(await valueOf("shop_appointments_booked_total", { booker: "account" })).toBe(0);
    expect(await valueOf("shop_appointments_open")).toBe(1);
    expect(await requestCount("POST", "/api/labor/createAppointmentGuest", "201")).toBe(1);
  });

  it.runIf(testDatabaseKind() === "postgres")("counts the change feed's reconnects after its connection is cut (PostgreSQL)", async () => {
    expect(await valueOf("shop_change_feed_reconnects_total")).toBe(0);
    expect(await valueOf("shop_change_feed_listening")).toBe(1);
    await t.deps.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${CHANGE_FEED_APP_NAME} and datname = current_database()`);
    await expect.poll(() => valueOf("shop_change_feed_reconnects_total"), { timeout: 10_000, interval: 100 }).toBe(1);
    expect(await valueOf("shop_change_feed_listening")).toBe(1);
  });
});
