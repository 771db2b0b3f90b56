/**
 * `npm run restore -- FILE`: creates the embedded database in an empty DATA_DIR from a backup made by
 * `npm run backup`; the shop then starts on that folder. Refuses a folder that holds anything (it never
 * overwrites a database) and a file that is not such a backup. On PostgreSQL: pg_restore (the command says so).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { inspectBackup, NotABackup } from "#server/db/backup.ts";
import { openDatabase } from "#server/db/client.ts";
import { queryOne } from "#server/db/typed-sql.ts";
import { backupCommandLine, fail } from "./operator-env.ts";

const USAGE = `Usage: npm run restore -- FILE
Creates the embedded database in DATA_DIR (default ./data), which must be empty or not exist yet, from FILE
(made by npm run backup). Then start the shop with the same DATA_DIR.`;

const contents = z.object({ migrations: z.number(), products: z.number(), accounts: z.number(), appointments: z.number() });

const { file, env } = backupCommandLine(USAGE);

const dataDir = env.dataDir;
const existed = existsSync(dataDir);
if (existed) {
  const entries = statSync(dataDir).isDirectory() ? readdirSync(dataDir).sort() : null;
  if (entries === null) fail(`DATA_DIR ${dataDir} is a file, not a folder.`);
  if (entries.length > 0) {
    const shown = entries.slice(0, 5).join(", ") + (entries.length > 5 ? ", ..." : "");
    fail(
      `DATA_DIR ${dataDir} is not empty (it holds ${shown}); a restore never writes over a database.\n` +
        `Stop the shop, move the folder aside (mv ${dataDir} ${dataDir}.old) and run the restore again, or restore into a new DATA_DIR.`,
    );
  }
}

if (!existsSync(file) || !statSync(file).isFile()) fail(`There is no backup file ${file}.`);
const bytes = readFileSync(file);
try {
  inspectBackup(bytes);
} catch (error) {
  if (error instanceof NotABackup) fail(`${file} is not a backup of the embedded database: ${error.message}. Nothing was restored.`);
  throw error;
}

/** Takes back what this run created, so that a failed restore leaves the folder as it found it. */
function undo() {
  if (existed) for (const entry of readdirSync(dataDir)) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  else rmSync(dataDir, { recursive: true, force: true });
}

const started = Date.now();
mkdirSync(dataDir, { recursive: true, mode: 0o700 });
let found: z.infer<typeof contents>;
try {
  const database = await openDatabase({ kind: "pglite", dataDir, loadDataDir: bytes });
  try {
    found = await queryOne(database.db, contents, sql`
      select (select count(*)::int from drizzle.__drizzle_migrations) as migrations, (select count(*)::int from products) as products,
             (select count(*)::int from users) as accounts, (select count(*)::int from appointments) as appointments`);
  } finally {
    await database.close();
  }
} catch (error) {
  undo();
  fail(`${file} could not be restored: ${(error as Error).message}\nIt is a PostgreSQL data folder, but not one of this shop's databases that this version can open. Nothing was restored.`);
}
console.log(
  `Restored ${file} into ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${found.products} products, ${found.accounts} accounts, ${found.appointments} appointments.\n` +
    `Start the shop on it with DATA_DIR=${dataDir}. ` +
    (process.env.JWT_SECRET ? "" : "JWT_SECRET is not set, so the shop makes a new one: customers and staff log in again. Set it as before to keep their sessions.\n") +
    "A newer version of the shop migrates the restored database at its start.",
);
