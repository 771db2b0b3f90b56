import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { operatorCommandLine } from "#tests/helpers/server-process.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "operator-memory-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run <name>`'s command line and polls the process's peak resident memory (VmHWM) until it ends. */
async function peakMegabytes(args: string[]): Promise<{ code: number | null; out: string; peak: number }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", DATABASE_URL: "" }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  let peak = 0;
  const poll = setInterval(() => {
    try {
      const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // ended between two polls
    }
  }, 20);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearInterval(poll);
  return { code, out, peak };
}

describe("scripts/operator.ts", () => {
  it("passes the arguments on to the command, and refuses one it does not know with its usage", () => {
    const env = { ...process.env, LOG_LEVEL: "silent" };
    const help = execFileSync(process.execPath, ["scripts/operator.ts", "staff", "--help"], { env, encoding: "utf8" });
    expect(help).toContain("npm run staff -- add <email> [--name \"First Last\"] [--role manager]");
    const unknown = spawnSync(process.execPath, ["scripts/operator.ts", "dump"], { env, encoding: "utf8" });
    expect([unknown.status, unknown.stderr.trim()]).toEqual([1, "Usage: node scripts/operator.ts staff|backup|restore|import|seed [arguments]"]);
  });
});

describe("npm run staff", () => {
  it("opens the embedded database without V8's optimising compiler: a short command stays far below its 600 MB", { timeout: 120_000 }, async () => {
    // The first run creates the database (initdb in a child of its own); the second only opens it.
    expect((await peakMegabytes([...operatorCommandLine("staff"), "list"])).code).toBe(0);
    const list = await peakMegabytes([...operatorCommandLine("staff"), "list"]);
    expect([list.code, list.out.trim()]).toEqual([0, "No staff accounts yet. Add one with: npm run staff -- add <email>"]);
    // About 190 MB with --liftoff-only, about 660 MB without (record 027).
    expect(list.peak).toBeGreaterThan(50);
    expect(list.peak).toBeLessThan(400);
  });
});
