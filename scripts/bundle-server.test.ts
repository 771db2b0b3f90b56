import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { bundleServer, OPERATOR_COMMANDS, operatorBundle, SERVER_BUNDLE } from "./bundle-server.ts";

const buildDir = path.resolve(`.test-output/bundle-server-${process.pid}`);
const bundle = path.join(buildDir, SERVER_BUNDLE);
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

/** Makes `file` newer than the bundle, expects bundleServer to rebuild it, and gives the file its times back. */
async function expectRebuiltOnceNewer(file: string) {
  const builtAt = statSync(bundle).mtimeMs;
  const later = new Date(builtAt + 1_000);
  const { atime, mtime } = statSync(file);
  utimesSync(file, later, later);
  try {
    await bundleServer(buildDir);
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(builtAt);
  } finally {
    utimesSync(file, atime, mtime);
  }
}

describe("bundleServer", () => {
  it("bundles the server with the migrations beside it, and again only once a file it was made from changed", { timeout: 30_000 }, async () => {
    await bundleServer(buildDir);
    expect(readFileSync(bundle, "utf8")).toContain("Rheinbogen Apotheke is listening");
    // Packages stay in node_modules.
    expect(readFileSync(bundle, "utf8")).toMatch(/from "hono"|from "@hono\/node-server"/);
    // The import commit's worker thread, where the bundle looks for it.
    expect(readFileSync(path.join(buildDir, "server-app/commit-worker.js"), "utf8")).toContain("select max(chunk) as last from import_rows where job_id");
    expect(readFileSync(bundle, "utf8")).toContain('"./commit-worker.js"');
    const migrations = readdirSync("server/db/migrations").filter((f) => f.endsWith(".sql"));
    for (const file of migrations) expect(existsSync(path.join(buildDir, "server-app/migrations", file)), file).toBe(true);
    expect(existsSync(path.join(buildDir, "server-app/migrations/meta/_journal.json"))).toBe(true);

    // The bundled worker loads everything it imports and gets as far as its database: one that is not there.
    const worker = new Worker(path.join(buildDir, "server-app/commit-worker.js"), { workerData: { url: "postgres://postgres@127.0.0.1:1/none", jobId: "none", by: null } });
    const failure = await new Promise<Error>((resolve) => worker.on("error", resolve));
    expect(failure.message).toContain("ECONNREFUSED");

    const builtAt = statSync(bundle).mtimeMs;
    await bundleServer(buildDir);
    expect(statSync(bundle).mtimeMs).toBe(builtAt);

    // A source the bundle was made from, newer than the bundle.
    await expectRebuiltOnceNewer("server/http/serve.ts");
  });

  it("bundles the operator's commands with their packages inside, and again once this file changed", { timeout: 60_000 }, async () => {
    await bundleServer(buildDir);
    for (const name of OPERATOR_COMMANDS) {
      const code = readFileSync(path.join(buildDir, operatorBundle(name)), "utf8");
      // Packages inside (no import of them left), but PGlite, which loads its WebAssembly from beside itself, outside.
      expect(code, name).not.toMatch(/from "(drizzle-orm|zod)[/"]/);
      expect(code, name).toContain(`from "@electric-sql/pglite"`);
    }

    // What is bundled how is part of every bundle: an edit of this file makes them stale too.
    await expectRebuiltOnceNewer("scripts/bundle-server.ts");
  });
});
