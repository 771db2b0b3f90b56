import type { Logger } from "pino";
import { makeDataDirPrivate } from "./data-dir-modes.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import type { Env } from "./env.ts";
import type { AppDeps } from "./http/deps.ts";
import { createServices } from "./services/container.ts";

/** Opens the configured database, brings its schema up to date and builds the services on it. */
export async function bootDeps(env: Env, logger: Logger, database?: Database): Promise<AppDeps> {
  // On PostgreSQL DATA_DIR still holds the outbox and its links; on PGlite openDatabase does it with the database.
  if (!database && env.databaseUrl) makeDataDirPrivate(env.dataDir);
  const db =
    database ??
    (env.databaseUrl
      ? await openDatabase({ kind: "postgres", url: env.databaseUrl })
      : await openDatabase({ kind: "pglite", dataDir: env.dataDir }));
  try {
    await runMigrations(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const services = createServices(db, env, logger);
  await services.mailWorker.start();
  return { env, database: db, logger, services };
}
