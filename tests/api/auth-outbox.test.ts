import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, newSignup } from "#tests/helpers/auth-flow.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

// Without SMTP_URL mail goes to DATA_DIR/outbox, listed at /dev/outbox outside production.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("local outbox", () => {
  it("writes each mail as JSON and as the raw .eml, and lists it at /dev/outbox with escaped content", async () => {
    const body = newSignup({ name: "<b>Eve</b>" });
    expect((await t.call("POST", "/api/authentication/signup", { body, headers: freshIp() })).status).toBe(201);
    await t.deps.services.mailWorker.drain();
    expect(t.deps.services.mailWorker.transport).toBe("outbox");

    const dir = path.join(t.deps.env.dataDir, "outbox");
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    const json = JSON.parse(await readFile(path.join(dir, files.find((f) => f.endsWith(".json"))!), "utf8"));
    expect(json).toMatchObject({ to: body.email, kind: "verify-email", from: "Rheinbogen Apotheke <kontakt@rheinbogen-apotheke.example>" });
    expect(json.text).toMatch(/http:\/\/shop\.test\/verify-email\?id=[0-9a-f-]{36}&token=[\w-]{43}/);
    const eml = await readFile(path.join(dir, files.find((f) => f.endsWith(".eml"))!), "utf8");
    expect(eml).toContain("Content-Type: multipart/alternative");
    expect(eml).toContain("Content-Type: text/plain");
    expect(eml).toContain("Content-Type: text/html");

    const page = await t.app.request("/dev/outbox");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1>Mail queue (1)</h1>");
    expect(html).toContain(`<td>sent</td><td>${body.email}</td>`);
    expect(html).toContain(body.email);
    // A name that does not read as one is left out of the greeting (server/mail/greeting.ts, issue 37); what the
    // page shows is escaped all the same.
    expect(html).toContain("Guten Tag,\n");
    expect(html).not.toContain("Eve");
    expect(html).not.toContain("<b>");
    expect(html).toMatch(/<a href="http:\/\/shop\.test\/verify-email\?id=/);

    const one = await t.app.request(`/dev/outbox/${json.id}`);
    expect(one.status).toBe(200);
    const raw = await t.app.request(`/dev/outbox/${json.id}.eml`);
    expect(await raw.text()).toContain("multipart/alternative");
    expect((await t.app.request("/dev/outbox/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });

  // A second app (migrations) in the test's own time: generous for a busy machine.
  it("lists a mail the worker has not sent yet, with its status", { timeout: 120_000 }, async () => {
    const other = await createTestApp();
    try {
      // A stopped worker stands for one that has not come round yet (or a process that died before sending).
      await other.deps.services.mailWorker.stop();
      const body = newSignup();
      expect((await other.call("POST", "/api/authentication/signup", { body, headers: freshIp() })).status).toBe(201);
      const html = await (await other.app.request("/dev/outbox")).text();
      expect(html).toContain(`<td>pending</td><td>${body.email}</td>`);
      expect(html).toContain("<h1>Dev outbox (0)</h1>");
    } finally {
      await other.close();
    }
  });

  it("is not served in production", async () => {
    const prod = await createTestApp({ NODE_ENV: "production" });
    try {
      const res = await prod.app.request("/dev/outbox");
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("Dev outbox");
    } finally {
      await prod.close();
    }
  });
});
