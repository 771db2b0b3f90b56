/**
 * `npm run staff|backup|restore|import|seed -- …`: runs the operator's command from its bundle in the build folder
 * (BUILD_DIR, default build/), bundled first when missing or older than its sources. Plain node runs this file
 * (Node strips its types), not tsx: under tsx a command spent most of its start resolving package modules
 * (4.7 s to `staff list` against 2.9 s from the bundle, record 027). The tests run the commands this way too.
 *
 * package.json starts the short commands (staff, backup, restore) with `--liftoff-only`: V8 then compiles PGlite's
 * WebAssembly with its baseline compiler only. Its optimising compiler needs about 600 MB for one very large
 * function of PostgreSQL (server/db/pglite-initdb.ts), which a command of a second does not need: `staff list` 2.8 ->
 * 1.0 s and 660 -> 190 MB at its peak, beside a running shop. The flag cannot be set from here: V8 reads it at start.
 * import and seed, which can run for minutes, keep the optimising compiler.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bundleServer, OPERATOR_COMMANDS, operatorBundle, type OperatorCommand } from "./bundle-server.ts";

const [name, ...args] = process.argv.slice(2);
if (!OPERATOR_COMMANDS.includes(name as OperatorCommand)) {
  console.error(`Usage: node scripts/operator.ts ${OPERATOR_COMMANDS.join("|")} [arguments]`);
  process.exit(1);
}
const buildDir = process.env.BUILD_DIR ?? "build";
await bundleServer(buildDir).catch((error: NodeJS.ErrnoException) => {
  // A deployment builds as the deploying user and runs the commands as the shop's (docs/operations.md).
  if (error.code !== "EACCES" && error.code !== "EPERM" && error.code !== "EROFS") throw error;
  console.error(`The commands' bundles in ${path.resolve(buildDir)} are older than their sources, and this user may not rebuild them (${error.code}). Build as the deploying user first: npx tsx scripts/build-if-stale.ts`);
  process.exit(1);
});
const bundle = path.resolve(buildDir, operatorBundle(name as OperatorCommand));
// The command reads its arguments from process.argv, as when node runs it directly.
process.argv = [process.argv[0]!, bundle, ...args];
await import(pathToFileURL(bundle).href);
