/**
 * The first half of `npm start`: builds what is missing or older than its sources, then exits. The second
 * half (package.json) `exec`s plain node on the bundled server, so the running shop carries no TypeScript
 * loader (about 100 MB of resident memory under tsx, issue 19) and receives stop signals itself: an `sh -c`
 * left in between would die on SIGTERM and leave the server running, re-parented.
 *
 * - Pages (React Router): when there is no build, or the app's sources, package.json or the build's configs are
 *   newer than it.
 * - Server: bundled with esbuild into BUILD_DIR/server-app/main.js, and the operator's commands beside it, when
 *   one is missing or older than a file it was made from (scripts/bundle-server.ts; about a second).
 *
 * SKIP_BUILD=1 takes existing pages in BUILD_DIR as they are, even with newer sources (a deployment that
 * built beforehand, the tests). The server bundle is always checked: running old server code with new
 * migrations or tests would be worse than the half second.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { bundleServer } from "./bundle-server.ts";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const PAGES_MARKER = path.join(BUILD_DIR, "server/index.js");
const skipBuild = process.env.SKIP_BUILD === "1";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function pagesAreStale(): boolean {
  if (!existsSync(PAGES_MARKER)) return true;
  if (skipBuild) return false;
  const sources = ["app", "contracts", "public"].filter(existsSync);
  const configs = ["package.json", "vite.config.ts", "react-router.config.ts"].filter(existsSync).map((f) => statSync(f).mtimeMs);
  return Math.max(...sources.map(newestMtime), ...configs) > statSync(PAGES_MARKER).mtimeMs;
}

if (pagesAreStale()) {
  console.log("Building the shop's pages (first start or changed sources)…");
  const r = spawnSync("npx", ["--no-install", "react-router", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await bundleServer(BUILD_DIR);
