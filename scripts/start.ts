/**
 * `npm start`: builds the pages when there is no build or the app's sources are newer than it,
 * then starts the server in production mode.
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

const sources = ["app", "contracts", "public"].filter(existsSync);
const stale =
  !existsSync(BUILD_MARKER) ||
  Math.max(...sources.map(newestMtime), statSync("package.json").mtimeMs) > statSync(BUILD_MARKER).mtimeMs;
if (stale) {
  console.log("Building the shop's pages (first start or changed sources)…");
  const r = spawnSync("npx", ["--no-install", "react-router", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// Same process, so SIGTERM and SIGINT reach the server's graceful shutdown directly.
process.env.NODE_ENV ??= "production";
await import("../server/main.ts");
