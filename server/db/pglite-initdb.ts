import { spawn } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Creates the embedded database of a fresh data folder (PostgreSQL's initdb) in a short-lived child process,
 * before this process opens it (issue 37, point 12).
 *
 * Done in this process, initdb ran beside the shop's own PGlite: a second PGlite, the initdb program and a copy
 * of a heap (about 450 MB together), while its bootstrap SQL made V8's optimising compiler take one very large
 * function of PostgreSQL's WebAssembly, which needs about 600 MB of compiler memory for a second or two (Node
 * 24; every start pays that once, the first one on top of initdb): 1,066 to 1,134 MB at the first start. The
 * child runs V8's baseline compiler only (--liftoff-only: initdb runs once, its speed does not matter) and
 * peaks near 640 MB while this process waits at about 200 MB; this process then starts as on any later day.
 *
 * The child writes into a folder beside `dir` and renames it into place when complete: a start cut off during
 * initdb leaves no half-made database, only that folder, which the next start removes. A `dir` that already
 * holds anything is left to PGlite as before.
 */
export async function initPgliteApart(dir: string): Promise<void> {
  if (existsSync(dir) && readdirSync(dir).length > 0) return;
  const staging = `${dir}.initdb`;
  rmSync(staging, { recursive: true, force: true });
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const child = spawn(process.execPath, ["--liftoff-only", "-e", CHILD, pglite, staging], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve(exitCode));
  });
  if (code !== 0 || !existsSync(path.join(staging, "PG_VERSION"))) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`Creating the embedded database in ${dir} failed (exit code ${code}): ${stderr.trim()}`);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}

// CommonJS: `node -e` runs it without a loader, from the resolved path of PGlite's CommonJS entry.
const CHILD = `
const [pglitePath, dir] = process.argv.slice(1);
require(pglitePath).PGlite.create(dir).then((db) => db.close()).catch((error) => {
  console.error(error && error.message ? error.message : String(error));
  process.exit(1);
});
`;
