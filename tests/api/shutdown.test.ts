import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { runMigrations } from "#server/db/migrate.ts";
import { boundPort, gracefulStop, listen } from "#server/http/serve.ts";

describe("graceful shutdown on the embedded database", () => {
  it("finishes the request in flight, refuses new connections, then closes PGlite with its data intact", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "shop-shutdown-"));
    const database = await openDatabase({ kind: "pglite", dataDir });
    await runMigrations(database);

    let markStarted = () => {};
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const app = new Hono().post("/slow-write", async (c) => {
      markStarted();
      await new Promise((r) => setTimeout(r, 300));
      await database.db.execute(sql`insert into app_meta (key, value) values ('shutdown-test', '"written"')`);
      return c.text("done");
    });
    const server = await listen(getRequestListener(app.fetch), { port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${boundPort(server)}`;

    const inFlight = fetch(`${base}/slow-write`, { method: "POST" });
    await started;
    let closedDatabaseAt = 0;
    const stopping = gracefulStop(server, {
      graceMs: 5_000,
      afterDrain: async () => {
        closedDatabaseAt = Date.now();
        await database.close();
      },
    });

    const response = await inFlight;
    const answeredAt = Date.now();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("done");
    await expect(fetch(`${base}/slow-write`, { method: "POST" })).rejects.toThrow();
    await stopping;
    expect(closedDatabaseAt).toBeGreaterThanOrEqual(answeredAt - 5);

    const reopened = await openDatabase({ kind: "pglite", dataDir });
    const { rows } = await reopened.db.execute(sql`select value from app_meta where key = 'shutdown-test'`);
    expect(rows).toEqual([{ value: "written" }]);
    await reopened.close();
    // Two file-backed PGlite opens with every migration: seconds alone, half a minute on a loaded two-core machine.
  }, 90_000);

  it("refuses a second process on the same embedded database files", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "shop-lock-"));
    const first = await openDatabase({ kind: "pglite", dataDir });
    // The lock names the owner by pid; pretend the owner is another live process (our parent).
    const { writeFileSync } = await import("node:fs");
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.ppid));
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(/in use by process .* set DATABASE_URL/);
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.pid));
    await first.close();
  });
});
