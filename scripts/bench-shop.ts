import { spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * What the benches that start the shop as `npm start` runs it share: its node flags, waiting for it, stopping it,
 * and reading its CPU time and memory from /proc (the shop's own figures, not the bench's beside it).
 */

/** The node flags `npm start` gives the shop (package.json's NODE_OPTIONS in front of the operator's). */
export function startFlags(): string[] {
  const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
  return /NODE_OPTIONS="([^"$]*)/.exec(start)?.[1]?.trim().split(/\s+/) ?? [];
}

/** Resolves once `url` answers 200; fails at once when `child` (the shop, unless it runs elsewhere: BENCH_URL) exits. */
export async function waitFor(url: string, child: ChildProcess | undefined, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const CLOCK_TICK_US = 10_000; // USER_HZ is 100 on Linux
/** CPU time (user + system) a process has used so far, in µs. */
export function cpuUsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
  // After the command: state is field 3, utime 14 and stime 15 (proc(5)), so indexes 11 and 12 here.
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_US;
}

/** A process's resident memory now and at its peak so far (VmHWM), in MB. */
export function memoryOf(pid: number): { nowMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(/\d+/.exec(status.split("\n").find((l) => l.startsWith(field)) ?? "")?.[0] ?? NaN);
  return { nowMb: kb("VmRSS:") / 1024, peakMb: kb("VmHWM:") / 1024 };
}

/**
 * Builds buildDir from these sources when older than them, unless SKIP_BUILD=1. build-if-stale re-bundles the server
 * from the current sources even with SKIP_BUILD=1 (it checks the bundle always), so a build of another commit, measured
 * as it is, must not go through it: it would run this commit's server.
 */
export function buildUnlessSkipped(buildDir: string) {
  if (process.env.SKIP_BUILD === "1") return;
  const built = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-if-stale.ts"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  if (built.status !== 0) throw new Error("the build failed");
}
