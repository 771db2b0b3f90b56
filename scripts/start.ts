/**
 * `npm start`: builds the pages when there is no build or the app's sources are newer than it,
 * then starts the server in production mode, in this very process.
 *
 * Stopping: the server's own SIGTERM/SIGINT handlers close it gracefully, so nothing between the
 * signal and this process may swallow it. package.json therefore `exec`s node (an `sh -c` left in
 * between dies on SIGTERM and leaves the server running, re-parented), and node loads TypeScript
 * through `--import tsx` instead of the tsx CLI, which would add a second process.
 *
 * SKIP_BUILD=1 takes an existing build in BUILD_DIR as it is, even with newer sources (a deployment that
 * built beforehand, the tests).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const BUILD_MARKER = path.join(process.env.BUILD_DIR ?? "build", "server/index.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsStale(): boolean {
  if (!existsSync(BUILD_MARKER)) return true;
  if (process.env.SKIP_BUILD === "1") return false;
  const sources = ["app", "contracts", "public"].filter(existsSync);
  return Math.max(...sources.map(newestMtime), statSync("package.json").mtimeMs) > statSync(BUILD_MARKER).mtimeMs;
}

if (buildIsStale()) {
  console.log("Building the shop's pages (first start or changed sources)…");
  const r = spawnSync("npx", ["--no-install", "react-router", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../server/main.ts");
