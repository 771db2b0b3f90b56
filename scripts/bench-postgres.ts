import pg from "pg";
import { openDatabase, type Database } from "#server/db/client.ts";

/**
 * Runs a bench on a PostgreSQL database of its own next to ADMIN_URL's, so a bench never touches the
 * database the tests or the shop use. With keep, the database stays for the next run (a seeded catalogue
 * is worth keeping); otherwise it is dropped afterwards.
 */
export async function withBenchPostgres(
  adminUrl: string,
  name: string,
  keep: boolean,
  fn: (database: Database) => Promise<void>,
  options: { poolSize?: number } = {},
): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ kind: "postgres", url: url.toString(), ...options });
    try {
      await fn(database);
    } finally {
      await database.close();
    }
  } finally {
    if (!keep) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
