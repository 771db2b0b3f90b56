import type { Logger } from "pino";
import type { Database } from "#server/db/client.ts";
import type { Env } from "#server/env.ts";
import type { Services } from "#server/services/container.ts";

/** What the HTTP layer is built from; tests build the same from a fresh database. */
export type AppDeps = {
  env: Env;
  database: Database;
  logger: Logger;
  services: Services;
};
