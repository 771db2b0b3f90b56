/**
 * `npm test`: every check in one command, each step's outcome and time in a closing summary.
 * All steps run even after a failure, so one run shows where the project stands (docs/decisions/027).
 *
 * - typecheck, lint and unit run at once (each mostly waits on one core); their output is printed as each ends.
 * - build: the production pages and server bundle, only when older than their sources (build-if-stale.ts).
 *   Before the API step, whose process tests start the built server, and reused by the e2e step.
 * - API tests on PGlite and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database, the two side by side; the
 *   files listed in tests/api/database-independent.ts run on PGlite only.
 * - e2e on that build.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { DATABASE_INDEPENDENT } from "../tests/api/database-independent.ts";

type StepResult = { name: string; ok: boolean; passed?: number; failed?: number; skipped?: number; seconds: number };
type Step = { name: string; command: string; args: string[]; env?: Record<string, string>; reportFile?: string };

// package.json's engines ask for Node 24 and npm does not enforce them. On Node 20 the import commit's worker cannot load
// the sources (tsx registers its hooks in worker threads only from Node 22.22.3 / 24.11.1 on), and some twenty API tests
// on PostgreSQL failed with 'Unknown file extension ".ts"' (a run on this machine's own Node, 2026-11-28).
const nodeMajor = Number(process.versions.node.split(".")[0]);
if (nodeMajor < 24) {
  console.error(`npm test needs Node 24 or newer (package.json "engines"), this is Node ${process.versions.node}: the README says how to get it`);
  process.exit(1);
}

const OUT = ".test-output";
mkdirSync(OUT, { recursive: true });
const only = process.argv.slice(2);
const results: StepResult[] = [];
const wanted = (step: Step) => only.length === 0 || only.some((o) => step.name.startsWith(o));

/** Runs a step; with `quiet`, its output is kept and printed whole when it ends (steps running side by side). */
function run(step: Step, quiet = false): Promise<void> {
  if (!wanted(step)) return Promise.resolve();
  if (step.reportFile) rmSync(step.reportFile, { force: true });
  const header = `\n━━━ ${step.name} ━━━ ${step.command} ${step.args.join(" ")}`;
  if (!quiet) console.log(header);
  const started = Date.now();
  const child = spawn(step.command, step.args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...step.env } });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const result: StepResult = { name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 };
      if (quiet) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`(${step.name}: ${result.seconds.toFixed(1)} s)`);
      if (step.reportFile && existsSync(step.reportFile)) Object.assign(result, readCounts(step.reportFile));
      results.push(result);
      resolve();
    });
  });
}

function readCounts(file: string): Pick<StepResult, "passed" | "failed" | "skipped"> {
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (report.stats) {
    // Playwright: flaky tests passed on retry and count as passed.
    const s = report.stats;
    return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

const vitest = (project: string, file: string) => ["--no-install", "vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile=${file}`];
const started = Date.now();

// Not `npx sh -c`: npm 11 on Node 24 no longer runs a command from PATH that no package provides.
await Promise.all([
  run({ name: "typecheck", command: "sh", args: ["-c", "npx --no-install react-router typegen && npx --no-install tsc -p tsconfig.json"] }, true),
  run({ name: "lint", command: "npx", args: ["--no-install", "eslint", ".", "--max-warnings=0"] }, true),
  run({ name: "unit", command: "npx", args: vitest("unit", `${OUT}/unit.json`), reportFile: `${OUT}/unit.json` }, true),
]);
await run({ name: "build", command: "npx", args: ["--no-install", "tsx", "scripts/build-if-stale.ts"] });
// The two API steps side by side: on PostgreSQL the tests mostly wait (the server's round trips, the processes they
// start, the 5 s freshness polls), using about 0.8 of the two cores (wall 114 s, CPU 89 s); the embedded database's
// step fills the rest. Their output is printed whole as each ends. Each file has its own database either way.
const apiSteps: Promise<void>[] = [run({ name: "api (pglite)", command: "npx", args: vitest("api", `${OUT}/api-pglite.json`), env: { TEST_DB: "pglite" }, reportFile: `${OUT}/api-pglite.json` }, true)];
if (process.env.TEST_DATABASE_URL) {
  const once = DATABASE_INDEPENDENT.flatMap((file) => ["--exclude", file]);
  const args = [...vitest("api", `${OUT}/api-postgres.json`), ...once];
  apiSteps.push(run({ name: "api (postgres)", command: "npx", args, env: { TEST_DB: "postgres" }, reportFile: `${OUT}/api-postgres.json` }, true));
} else {
  console.log("\n(api on PostgreSQL skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run it)");
}
await Promise.all(apiSteps);
// The web server checks the build's freshness again (a fraction of a second after the build step) and runs it.
await run({ name: "e2e", command: "npx", args: ["--no-install", "playwright", "test"], env: { E2E_REPORT: `${OUT}/e2e.json` }, reportFile: `${OUT}/e2e.json` });

console.log("\n━━━ summary ━━━");
let passed = 0;
let failed = 0;
let skipped = 0;
const order = ["typecheck", "lint", "unit", "build", "api (pglite)", "api (postgres)", "e2e"];
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
for (const r of results) {
  const counts = r.passed === undefined ? "" : `  ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ""}`;
  console.log(`${r.ok ? "✔" : "✘"} ${r.name.padEnd(16)} ${r.seconds.toFixed(1).padStart(6)} s${counts}`);
  passed += r.passed ?? 0;
  // A step without its own count (typecheck, lint, build, a runner that crashed) counts as one check.
  failed += r.failed ?? 0;
  if (r.passed === undefined) {
    if (r.ok) passed++;
    else failed++;
  } else if (!r.ok && !r.failed) failed++;
  skipped += r.skipped ?? 0;
}
console.log(`  ${"total".padEnd(16)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
