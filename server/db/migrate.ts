import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.ts";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Arbitrary constant: every instance asks for the same lock, so only one migrates at a time.
export const MIGRATION_LOCK_ID = 7_355_608;

/** Applies pending drizzle-kit migrations. On PostgreSQL, concurrent instances wait for each other. */
export async function runMigrations(database: Database): Promise<void> {
  await database.withExclusiveLock(MIGRATION_LOCK_ID, async () => {
    // The drivers' migrators take their own database type; both are the Db underneath.
    if (database.kind === "pglite") await migratePglite(database.db as never, { migrationsFolder });
    else await migratePg(database.db as never, { migrationsFolder });
  });
}
