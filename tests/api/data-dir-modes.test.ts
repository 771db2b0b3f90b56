import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bootDeps } from "#server/boot.ts";
import { openDatabase } from "#server/db/client.ts";
import { loadEnv } from "#server/env.ts";
import { createLogger } from "#server/logger.ts";
import { startControlSocket } from "#server/control-socket.ts";
import { staffControlRoute } from "#server/staff-control.ts";
import { createPostgresDatabase, testDatabaseKind } from "#tests/helpers/test-database.ts";

/**
 * Issue 27, point 4: PGlite's files were 0666, outbox mails with live links 0644, the folder 0755. After boot the
 * data folder is 0700 and everything in it 0700 (folders) or 0600 (files), an existing folder with loose modes
 * included, and what the server writes later (mails, the control socket) is private too.
 */

const kind = testDatabaseKind();
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

/** Every entry under dir with its permission bits, relative paths. */
function modes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (p: string) => {
    const stat = lstatSync(p);
    out[path.relative(dir, p) || "."] = (stat.mode & 0o777).toString(8);
    if (stat.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
  return out;
}

const loose = (all: Record<string, string>) => Object.entries(all).filter(([, mode]) => mode !== "700" && mode !== "600");

describe(`the data folder's modes (${kind})`, () => {
  it("makes an existing, world-readable data folder private at boot, and keeps new mails and the control socket private", async () => {
    const previous = process.umask(0o022);
    cleanup.push(async () => void process.umask(previous));
    const dataDir = mkdtempSync(path.join(tmpdir(), "shop-modes-"));
    chmodSync(dataDir, 0o755);
    // What an older version left: an outbox mail readable by all, and (PGlite) a database whose files are 0666.
    mkdirSync(path.join(dataDir, "outbox"), { mode: 0o755 });
    writeFileSync(path.join(dataDir, "outbox", "1700000000000-deadbeef.json"), "{}", { mode: 0o644 });
    chmodSync(path.join(dataDir, "outbox", "1700000000000-deadbeef.json"), 0o644);
    const env: Record<string, string> = { NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", JWT_SECRET: "test-secret-test-secret-test-secret-0123", PUBLIC_URL: "http://shop.test" };
    if (kind === "pglite") {
      const old = await openDatabase({ kind: "pglite", dataDir });
      await old.close();
      process.umask(0o022);
      const walk = (p: string) => {
        const stat = lstatSync(p);
        chmodSync(p, stat.isDirectory() ? 0o755 : 0o666);
        if (stat.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
      };
      walk(dataDir);
    } else {
      const scratch = await createPostgresDatabase();
      cleanup.push(scratch.drop);
      env.DATABASE_URL = scratch.url;
    }
    expect(loose(modes(dataDir)).length).toBeGreaterThan(0);

    const deps = await bootDeps(loadEnv(env), createLogger("silent"));
    cleanup.push(async () => {
      await deps.services.mailWorker.stop();
      await deps.database.close();
    });
    expect(loose(modes(dataDir))).toEqual([]);
    expect(modes(dataDir)["."]).toBe("700");

    // A mail written now (the invitation, with its live link) and the control socket.
    await deps.services.desk.staff.add("neu.team@example.ch");
    await deps.services.mailWorker.drain();
    const control = await startControlSocket(dataDir, new Map([["staff", staffControlRoute(deps.services.desk.staff, () => {})]]), deps.logger);
    cleanup.push(control.close);
    const after = modes(dataDir);
    expect(Object.keys(after).filter((p) => p.startsWith("outbox/")).length).toBeGreaterThan(1);
    expect(after["control/control.sock"]).toBe("600");
    // PGlite creates its own files 0666 while it runs (see data-dir-modes.ts): the 0700 folders keep them private.
    expect(loose(after).filter(([p]) => !p.startsWith("pglite/"))).toEqual([]);
    expect(Object.entries(after).filter(([, m]) => m.startsWith("7")).every(([, m]) => m === "700")).toBe(true);
  });
});
