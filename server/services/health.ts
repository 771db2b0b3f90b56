import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

export function createHealthService(database: Database) {
  return {
    /** Proves the database answers, so a load balancer takes a broken instance out. */
    async check() {
      await database.db.execute(sql`select 1`);
      return { status: "ok" as const, database: database.kind };
    },
  };
}
