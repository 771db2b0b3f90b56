import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

/** A database that answered a probe this recently counts as up without asking it again. */
const FRESH_MS = 1_000;
/** Up to this age the last answer stands while a new probe is still under way. */
const STALE_MS = 5_000;

export function createHealthService(database: Database) {
  // One object for every healthy answer: the front sends the same bytes again without serialising (issue 19).
  const healthy = Object.freeze({ status: "ok" as const, database: database.kind });
  let answeredAt = -Infinity;
  let probe: Promise<void> | null = null;
  const startProbe = () =>
    (probe ??= database.db
      .execute(sql`select 1`)
      .then(() => {
        answeredAt = performance.now();
      })
      .finally(() => {
        probe = null;
      }));

  return {
    /**
     * Proves the database answers, so a load balancer takes a broken instance out. Under load one probe a
     * second at most, and a check never waits in the database's queue behind shoppers' queries while the last
     * answer is recent: a busy instance is healthy. One that has not answered for STALE_MS is asked and waited for.
     * Answers at once (no promise) while the last answer is recent: a probe costs no trip through the microtask queue.
     */
    check(): typeof healthy | Promise<typeof healthy> {
      const age = performance.now() - answeredAt;
      if (age >= FRESH_MS) {
        const pending = startProbe();
        if (age >= STALE_MS) return pending.then(() => healthy);
        pending.catch(() => {});
      }
      return healthy;
    },
  };
}
