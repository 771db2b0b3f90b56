/**
 * `npm run backup -- FILE`: a consistent backup of the embedded database (DATA_DIR) into FILE, also while the
 * shop runs and takes orders and bookings (docs/decisions/019-backup-and-several-instances.md).
 *
 * A running server holds the database, so it takes the dump itself and sends it over its local control socket
 * (DATA_DIR/control/control.sock); with no server running, this command opens the data folder itself. The file
 * is written atomically, readable by its owner only. On PostgreSQL: pg_dump (the command says so).
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { callControlSocket, controlSocketPath } from "#server/control-socket.ts";
import { BACKUP_CONTENT_TYPE, inspectBackup, NotABackup, writeFileAtomically } from "#server/db/backup.ts";
import { openDatabase } from "#server/db/client.ts";
import { backupCommandLine, fail } from "./operator-env.ts";

const USAGE = `Usage: npm run backup -- FILE
Writes a backup of the embedded database in DATA_DIR (default ./data) to FILE, also while the shop runs.
Restore it with: npm run restore -- FILE (into an empty DATA_DIR).`;

// Dumping a large catalogue takes seconds; minutes mean the server is stuck, and the command says so.
const SERVER_TIMEOUT_MS = 10 * 60_000;

/** The dump from the running server; null when no server listens on the data folder's control socket. */
async function dumpFromServer(dataDir: string): Promise<Uint8Array | null> {
  const reply = await callControlSocket(controlSocketPath(dataDir), "backup", "", SERVER_TIMEOUT_MS).catch((error: unknown) =>
    fail(`The running shop's control socket failed: ${(error as Error).message}`),
  );
  if (!reply) return null;
  if (reply.status === 200 && reply.contentType === BACKUP_CONTENT_TYPE) return reply.body;
  let reason = reply.body.toString("utf8");
  try {
    reason = (JSON.parse(reason) as { error: string }).error;
  } catch {
    // not JSON: show it as it came
  }
  fail(`The running shop could not take the backup: ${reason}`);
}

/** The dump taken by this process, on a data folder no server holds. */
async function dumpDirectly(dataDir: string): Promise<Uint8Array> {
  if (!existsSync(path.join(dataDir, "pglite", "PG_VERSION"))) {
    fail(`There is no embedded database in ${dataDir} (no pglite/PG_VERSION there). Run this with the shop's DATA_DIR.`);
  }
  const database = await openDatabase({ kind: "pglite", dataDir }).catch((error: unknown) =>
    fail(`Cannot open the embedded database: ${(error as Error).message}\nA process holds ${dataDir} without a control socket (for example a seed run): wait for it to finish and try again.`),
  );
  try {
    return await database.dumpDataDir!();
  } finally {
    await database.close();
  }
}

const { file, env } = backupCommandLine(USAGE);
if (!existsSync(path.dirname(file)) || !statSync(path.dirname(file)).isDirectory()) fail(`The folder for ${file} does not exist.`);
if (existsSync(file) && statSync(file).isDirectory()) fail(`${file} is a folder; name the backup file, e.g. ${path.join(file, "apotheke.backup.tar.gz")}`);

const started = Date.now();
const fromServer = await dumpFromServer(env.dataDir);
const bytes = fromServer ?? (await dumpDirectly(env.dataDir));
try {
  inspectBackup(bytes);
} catch (error) {
  if (error instanceof NotABackup) fail(`The dump is not a usable backup (${error.message}); nothing was written.`);
  throw error;
}
writeFileAtomically(file, bytes);
const size = `${(bytes.byteLength / 1_000_000).toFixed(1)} MB`;
console.log(
  `Backed up the embedded database in ${env.dataDir} ${fromServer ? "(taken by the running shop)" : "(no shop running)"} to ${file}: ${size} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
