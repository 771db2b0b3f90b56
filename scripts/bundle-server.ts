import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

/** The bundled server inside a build folder; `npm start` and `npm run bench:load` run it with plain node. */
export const SERVER_BUNDLE = "server-app/main.js";
/** The import commit's worker thread, loaded by the bundle from beside it. */
const COMMIT_WORKER_BUNDLE = "server-app/commit-worker.js";
/** The project files the bundle was made from (esbuild's metafile), to tell when it is stale. */
const INPUTS = "server-app/inputs.json";
const MIGRATIONS = "server/db/migrations";

/** Replaces a file in one step: an instance starting beside this one never reads half a file. */
function writeAtomically(file: string, content: string | Uint8Array) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Whether the bundle is older than one of the files it was made from, package.json or a migration. */
function isStale(buildDir: string): boolean {
  const bundle = path.join(buildDir, SERVER_BUNDLE);
  const inputs = path.join(buildDir, INPUTS);
  if (!existsSync(bundle) || !existsSync(inputs) || !existsSync(path.join(buildDir, COMMIT_WORKER_BUNDLE))) return true;
  const builtAt = statSync(bundle).mtimeMs;
  // A file new to the server is imported by one that changed, so the recorded inputs cover it.
  const sources = [...(JSON.parse(readFileSync(inputs, "utf8")) as string[]), "package.json", ...listFiles(MIGRATIONS)];
  return sources.some((file) => !existsSync(file) || statSync(file).mtimeMs > builtAt);
}

/**
 * Bundles server/main.ts and what it imports from this project into one ES module (and the import commit's worker
 * thread into a second one beside it), when it is missing or stale; packages stay external (resolved from
 * node_modules at run time, as under tsx). server/db/migrate.ts finds its SQL next to the module it is in, so the
 * migrations go beside the bundle. Files are replaced one by one, the bundle last, so that two instances started
 * together from one build folder both run whole files.
 */
export async function bundleServer(buildDir: string): Promise<void> {
  if (!isStale(buildDir)) return;
  const outDir = path.join(buildDir, path.dirname(SERVER_BUNDLE));
  const result = await build({
    // The import commit's worker thread (server/services/backoffice/commit-thread.ts) loads its module from beside main.js.
    entryPoints: { main: "server/main.ts", "commit-worker": "server/services/backoffice/commit-worker.ts" },
    outdir: outDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
    metafile: true,
    write: false,
  });
  for (const file of listFiles(MIGRATIONS)) {
    const target = path.join(outDir, "migrations", path.relative(MIGRATIONS, file));
    mkdirSync(path.dirname(target), { recursive: true });
    writeAtomically(target, readFileSync(file));
  }
  writeAtomically(path.join(buildDir, INPUTS), JSON.stringify(Object.keys(result.metafile.inputs)));
  // main.js last: it decides staleness, and an instance started meanwhile finds its worker's module already there.
  const last = path.resolve(buildDir, SERVER_BUNDLE);
  const outputs = [...result.outputFiles].sort((a, b) => Number(a.path === last) - Number(b.path === last));
  for (const output of outputs) writeAtomically(output.path, output.contents);
}
