import path from "node:path";
import { loadEnv, type Env } from "#server/env.ts";

/**
 * The shop's settings as an operator's command (backup, restore) sees them. These commands sign no tokens, so a
 * placeholder stands in for JWT_SECRET: without it, reading the settings would create DATA_DIR/jwt-secret, a
 * file in the very folder a restore must find empty.
 */
export function operatorEnv(): Env {
  return loadEnv({ ...process.env, LOG_LEVEL: "silent", JWT_SECRET: "not-used-by-the-operator-commands-xxxxxxxx" });
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** What to do instead on PostgreSQL, where the embedded database's commands have nothing to work on. */
export const POSTGRES_BACKUP_ADVICE =
  "The shop runs on PostgreSQL (DATABASE_URL is set): back it up with pg_dump and restore it with pg_restore, e.g.\n" +
  '  pg_dump --format=custom --file=apotheke.dump "$DATABASE_URL"\n' +
  '  pg_restore --no-owner --dbname="$DATABASE_URL" apotheke.dump   (into a new, empty database)\n' +
  "See the README, part Operations. npm run backup and npm run restore are for the embedded database (DATA_DIR).";

/**
 * The one FILE argument of `npm run backup` and `npm run restore` and the shop's settings; prints the usage for
 * --help or anything else, and stops on PostgreSQL with what to use there instead.
 */
export function backupCommandLine(usage: string): { file: string; env: Env } {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(usage);
    process.exit(0);
  }
  if (args.length !== 1 || args[0]!.startsWith("-")) fail(usage);
  const env = operatorEnv();
  if (env.databaseUrl) fail(POSTGRES_BACKUP_ADVICE);
  return { file: path.resolve(args[0]!), env };
}
