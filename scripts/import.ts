/**
 * `npm run import -- FILE --kind articles|stock|refdata [--commit] [--policy SKIP_FAILED]`: the back office's import
 * for a nightly job (a stock count exported by the till, the monthly Refdata file), issue 39. It validates the file,
 * prints a progress line and the counts and, with --commit, commits it (ALL_OR_NOTHING unless told otherwise).
 * Exit code 0 when done, 1 when refused or failed, 2 when the file has errors and was not committed.
 *
 * Where it runs, as `npm run staff`: with DATABASE_URL on the database itself (the running instances hear the
 * change through the catalogue feed); on the embedded database through the running server's control socket (the
 * file is copied into its staging folder), or on the database itself when no server runs.
 */
import { copyFileSync, existsSync, statSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { COMMIT_POLICIES, IMPORT_KINDS, type CommitPolicy, type ImportJob, type ImportKind } from "#contracts/backoffice.ts";
import { controlSocketPath } from "#server/control-socket.ts";
import { openDatabase } from "#server/db/client.ts";
import { runMigrations } from "#server/db/migrate.ts";
import { loadEnv } from "#server/env.ts";
import { localImportClient, serverImportClient, type ImportClient } from "#server/import-control.ts";
import { createLogger } from "#server/logger.ts";
import { createImportJobs, importStagingDir } from "#server/services/backoffice/import-jobs.ts";

const USAGE = `Usage:
  npm run import -- FILE --kind articles|stock|refdata [--commit] [--policy ALL_OR_NOTHING|SKIP_FAILED]
Validates FILE and prints the counts and the first errors; --commit then commits it.
Uses DATABASE_URL, else the embedded database in DATA_DIR (default ./data), like the shop itself.`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { kind: { type: "string" }, commit: { type: "boolean" }, policy: { type: "string" }, help: { type: "boolean", short: "h" } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [file, ...rest] = positionals;
if (!file || rest.length > 0) fail(USAGE);
if (!(IMPORT_KINDS as readonly string[]).includes(values.kind ?? "")) fail(`--kind must be one of ${IMPORT_KINDS.join(", ")}\n\n${USAGE}`);
if (values.policy !== undefined && !(COMMIT_POLICIES as readonly string[]).includes(values.policy)) fail(`--policy must be one of ${COMMIT_POLICIES.join(", ")}`);
if (!existsSync(file) || !statSync(file).isFile()) fail(`No such file: ${file}`);
const kind = values.kind as ImportKind;
const policy = (values.policy ?? "ALL_OR_NOTHING") as CommitPolicy;

const env = loadEnv({ LOG_LEVEL: "silent", ...process.env });
const staged = () => {
  const target = path.join(importStagingDir(env.dataDir), `${randomUUID()}.upload`);
  copyFileSync(file, target);
  return target;
};

const progress = (job: ImportJob) => {
  const share = job.rows > 0 ? Math.min(100, Math.round((job.processed / job.rows) * 100)) : 0;
  if (process.stdout.isTTY) process.stdout.write(`\r${job.status.padEnd(10)} ${String(job.processed).padStart(8)} / ${job.rows} rows (${share} %)   `);
};

async function follow(client: ImportClient, id: string, until: ImportJob["status"][]): Promise<ImportJob> {
  for (;;) {
    const answer = await client.run({ command: "status", id });
    if (!answer.ok) fail(`Refused: ${answer.error}`);
    progress(answer.job);
    if (until.includes(answer.job.status)) {
      if (process.stdout.isTTY) process.stdout.write("\n");
      return answer.job;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function report(job: ImportJob) {
  const c = job.counts;
  console.log(`${job.status}: ${job.rows} rows: ${c.create} new, ${c.update} changed, ${c.unchanged} unchanged, ${c.error} with errors, ${c.warning} warnings${kind === "refdata" ? `, ${c.unknown} GTINs unknown to the shop` : ""}`);
  for (const e of job.errors.slice(0, 20)) console.log(`  row ${e.row} ${e.column} ${e.code}: ${e.message}`);
  if (job.errors.length > 20) console.log(`  … and more: GET /api/backoffice/imports/${job._id}/errors.csv`);
  if (job.failure) console.log(`  ${job.failure}`);
}

async function run(client: ImportClient) {
  const started = await client.run({ command: "start", kind, fileName: path.basename(file!), path: staged() });
  if (!started.ok) fail(`Refused: ${started.error}`);
  const validated = await follow(client, started.job._id, ["VALIDATED", "FAILED", "DISCARDED"]);
  report(validated);
  if (validated.status !== "VALIDATED") process.exit(1);
  if (!values.commit) return console.log(`Not committed (job ${validated._id}); run again with --commit, or commit it in the back office.`);
  if (validated.counts.error > 0 && policy === "ALL_OR_NOTHING") fail("Not committed: the file has errors (ALL_OR_NOTHING). Correct them, or use --policy SKIP_FAILED.", 2);
  const committing = await client.run({ command: "commit", id: validated._id, policy });
  if (!committing.ok) fail(`Refused: ${committing.error}`);
  const done = await follow(client, validated._id, ["DONE", "FAILED"]);
  report(done);
  if (done.status !== "DONE") process.exit(1);
}

if (!env.databaseUrl) {
  const viaServer = await serverImportClient(controlSocketPath(env.dataDir)).catch(() => null);
  if (viaServer) {
    await run(viaServer);
    process.exit(0);
  }
}
const database = env.databaseUrl ? await openDatabase({ kind: "postgres", url: env.databaseUrl }) : await openDatabase({ kind: "pglite", dataDir: env.dataDir });
try {
  await runMigrations(database);
  const jobs = createImportJobs(database, { logger: createLogger("silent"), dataDir: env.dataDir });
  await run(localImportClient(jobs, env.dataDir));
  await jobs.stop();
} finally {
  await database.close();
}
