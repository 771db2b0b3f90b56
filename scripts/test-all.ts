/**
 * `npm test`: every check in one command, each step's outcome in a closing summary.
 * Steps run in order and all of them run even after a failure, so one run shows where the project stands.
 * API tests run on PGlite and, when TEST_DATABASE_URL is set, once more on a fresh PostgreSQL database.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

type StepResult = { name: string; ok: boolean; passed?: number; failed?: number; skipped?: number; seconds: number };

const OUT = ".test-output";
mkdirSync(OUT, { recursive: true });
const only = process.argv.slice(2);
const results: StepResult[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string> = {}, reportFile?: string) {
  if (only.length > 0 && !only.some((o) => name.startsWith(o))) return;
  if (reportFile) rmSync(reportFile, { force: true });
  console.log(`\n━━━ ${name} ━━━ ${command} ${args.join(" ")}`);
  const started = Date.now();
  const r = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const result: StepResult = { name, ok: r.status === 0, seconds: (Date.now() - started) / 1000 };
  if (reportFile && existsSync(reportFile)) Object.assign(result, readCounts(reportFile));
  results.push(result);
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

const vitest = (project: string, file: string) => ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile=${file}`];

// Not `npx sh -c`: npm 11 on Node 24 no longer runs a command from PATH that no package provides.
run("typecheck", "sh", ["-c", "npx --no-install react-router typegen && npx --no-install tsc -p tsconfig.json"]);
run("lint", "npx", ["--no-install", "eslint", ".", "--max-warnings=0"]);
run("unit", "npx", ["--no-install", ...vitest("unit", `${OUT}/unit.json`)], {}, `${OUT}/unit.json`);
run("api (pglite)", "npx", ["--no-install", ...vitest("api", `${OUT}/api-pglite.json`)], { TEST_DB: "pglite" }, `${OUT}/api-pglite.json`);
if (process.env.TEST_DATABASE_URL) {
  run("api (postgres)", "npx", ["--no-install", ...vitest("api", `${OUT}/api-postgres.json`)], { TEST_DB: "postgres" }, `${OUT}/api-postgres.json`);
} else {
  console.log("\n(api on PostgreSQL skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run it)");
}
run("build", "npx", ["--no-install", "react-router", "build"]);
run("e2e", "npx", ["--no-install", "playwright", "test"], { E2E_REPORT: `${OUT}/e2e.json` }, `${OUT}/e2e.json`);

console.log("\n━━━ summary ━━━");
let passed = 0;
let failed = 0;
let skipped = 0;
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
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
