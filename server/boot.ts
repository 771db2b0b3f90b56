import type { Logger } from "pino";
import { makeDataDirPrivate } from "./data-dir-modes.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import type { Env } from "./env.ts";
import type { AppDeps } from "./http/deps.ts";
import { createServices, type ServiceOptions } from "./services/container.ts";
import { sweepStaging } from "./services/prescriptions/staging.ts";

/** Opens the configured database, brings its schema up to date and builds the services on it. */
export async function bootDeps(env: Env, logger: Logger, database?: Database, options: ServiceOptions = {}): Promise<AppDeps> {
  // On PostgreSQL DATA_DIR still holds the outbox and its links; on PGlite openDatabase does it with the database.
  if (!database && env.databaseUrl) makeDataDirPrivate(env.dataDir);
  const db =
    database ??
    (env.databaseUrl
      ? await openDatabase({ kind: "postgres", url: env.databaseUrl, poolSize: env.databasePoolSize })
      : await openDatabase({ kind: "pglite", dataDir: env.dataDir }));
  try {
    await runMigrations(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const services = createServices(db, env, logger, options);
  await services.mailWorker.start();
  // Half uploads a killed process left behind (docs/decisions/024-prescriptions.md); then the files' retention.
  const swept = sweepStaging(env.dataDir);
  if (swept > 0) logger.info({ files: swept }, "unfinished prescription uploads removed");
  services.prescriptionRetention.start();
  // Offers past their end are ended at once, then every second (issue 40).
  services.offerEnds.start();
  // Imports cut off by a crash: resumed (a commit) or validated again / failed (issue 39).
  await services.backoffice.imports.start(db.kind === "pglite");
  return { env, database: db, logger, services };
}
