import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

/** The bundled server inside a build folder; `npm start` and `npm run bench:load` run it with plain node. */
export const SERVER_BUNDLE = "server-app/main.js";
/** The import commit's worker thread, loaded by the bundle from beside it. */
const COMMIT_WORKER_BUNDLE = "server-app/commit-worker.js";
/** The project files the bundles were made from (esbuild's metafiles), to tell when they are stale. */
const INPUTS = "server-app/inputs.json";
/** The operator's commands (`npm run staff`, `npm run seed`, …): scripts/<name>.ts, run from bundles by operator.ts. */
export const OPERATOR_COMMANDS = ["staff", "backup", "restore", "import", "seed"] as const;
export type OperatorCommand = (typeof OPERATOR_COMMANDS)[number];
export const operatorBundle = (name: OperatorCommand) => `server-app/${name}.js`;
/*
 * What the commands' bundles leave in node_modules: packages that load files beside their own modules (PGlite's
 * WebAssembly and data, the PDF library's fonts, pino's transports' worker files), native addons, and React (one
 * copy, the pages' own).
 */
const COMMAND_EXTERNALS = ["@electric-sql/pglite", "pg-native", "sharp", "@node-rs/argon2", "pdfkit", "esbuild", "pino", "react", "react-dom", "react-router", "@react-router/*"];
// Packages written as CommonJS ask for Node's modules with require(), which an ES module has not got.
const COMMAND_BANNER = 'import { createRequire as __bundleRequire } from "node:module"; const require = __bundleRequire(import.meta.url);';
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

/** Whether a bundle is missing or older than a file they were made from, package.json, this file or a migration. */
function isStale(buildDir: string): boolean {
  const bundle = path.join(buildDir, SERVER_BUNDLE);
  const inputs = path.join(buildDir, INPUTS);
  const outputs = [COMMIT_WORKER_BUNDLE, ...OPERATOR_COMMANDS.map(operatorBundle)];
  if (!existsSync(bundle) || !existsSync(inputs) || outputs.some((file) => !existsSync(path.join(buildDir, file)))) return true;
  const builtAt = statSync(bundle).mtimeMs;
  // A file new to the server is imported by one that changed, so the recorded inputs cover it.
  // The commands' inputs include the packages bundled into them, so an `npm install` that changed one counts too.
  // This file too: what it bundles how (the externals) is part of every bundle.
  const sources = [...(JSON.parse(readFileSync(inputs, "utf8")) as string[]), "package.json", "scripts/bundle-server.ts", ...listFiles(MIGRATIONS)];
  return sources.some((file) => !existsSync(file) || statSync(file).mtimeMs > builtAt);
}

/**
 * Bundles server/main.ts and what it imports from this project into one ES module (and the import commit's worker
 * thread into a second one beside it), when they are missing or stale; its packages stay external (resolved from
 * node_modules at run time, as under tsx). The operator's commands are bundled beside it with their packages inside
 * (all but COMMAND_EXTERNALS): they are short processes, and resolving some thousand package modules at each start
 * was most of their time (record 027, "Operator commands from bundles"). server/db/migrate.ts finds its SQL next to
 * the module it is in, so the migrations go beside the bundles. Files are replaced one by one, main.js last, so that
 * two instances started together from one build folder both run whole files.
 */
export async function bundleServer(buildDir: string): Promise<void> {
  if (!isStale(buildDir)) return;
  const outDir = path.join(buildDir, path.dirname(SERVER_BUNDLE));
  const common = { outdir: outDir, bundle: true, platform: "node", format: "esm", target: "node20", logLevel: "warning", metafile: true, write: false } as const;
  const [server, commands] = await Promise.all([
    build({
      ...common,
      // The import commit's worker thread (server/services/backoffice/commit-thread.ts) loads its module from beside main.js.
      entryPoints: { main: "server/main.ts", "commit-worker": "server/services/backoffice/commit-worker.ts" },
      packages: "external",
    }),
    build({
      ...common,
      entryPoints: Object.fromEntries(OPERATOR_COMMANDS.map((name) => [name, `scripts/${name}.ts`])),
      external: COMMAND_EXTERNALS,
      banner: { js: COMMAND_BANNER },
    }),
  ]);
  for (const file of listFiles(MIGRATIONS)) {
    const target = path.join(outDir, "migrations", path.relative(MIGRATIONS, file));
    mkdirSync(path.dirname(target), { recursive: true });
    writeAtomically(target, readFileSync(file));
  }
  const inputs = new Set([...Object.keys(server.metafile.inputs), ...Object.keys(commands.metafile.inputs)]);
  writeAtomically(path.join(buildDir, INPUTS), JSON.stringify([...inputs]));
  // main.js last: it decides staleness, and an instance started meanwhile finds its worker's module already there.
  const last = path.resolve(buildDir, SERVER_BUNDLE);
  const outputs = [...server.outputFiles, ...commands.outputFiles].sort((a, b) => Number(a.path === last) - Number(b.path === last));
  for (const output of outputs) writeAtomically(output.path, output.contents);
}
