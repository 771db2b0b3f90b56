import { and, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { PRESCRIPTION_LIMITS } from "#contracts/prescriptions.ts";
import type { Database } from "#server/db/client.ts";
import { prescriptionFiles, prescriptions } from "#server/db/schema/prescriptions.ts";

const DAY_MS = 86_400_000;
export const RETENTION_INTERVAL_MS = 60 * 60_000;
const BATCH = 100;

/**
 * Deletes the files of prescriptions completed or rejected more than 90 days before `at`, and blanks what was
 * given with them for the bill (insurer, card number, address: health data under the same rule); the row stays,
 * marked filesDeletedAt, as the record of what was dispensed (no bytes, no file names). In batches, each one transaction;
 * several instances may run it at once: the second finds nothing left to do.
 */
export async function deleteExpiredFiles(database: Database, at: Date): Promise<number> {
  const cutoff = new Date(at.getTime() - PRESCRIPTION_LIMITS.retentionDays * DAY_MS);
  let total = 0;
  for (;;) {
    const done = await database.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: prescriptions.id })
        .from(prescriptions)
        .where(and(isNull(prescriptions.filesDeletedAt), lte(prescriptions.closedAt, cutoff)))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (due.length === 0) return 0;
      const ids = due.map((d) => d.id);
      await tx.delete(prescriptionFiles).where(inArray(prescriptionFiles.prescriptionId, ids));
      await tx
        .update(prescriptions)
        .set({ filesDeletedAt: at, insurer: "", insuranceCardNumber: "", street: null, zip: null, city: null, updatedAt: sql`${prescriptions.updatedAt}` })
        .where(inArray(prescriptions.id, ids));
      return ids.length;
    });
    total += done;
    if (done < BATCH) return total;
  }
}

/**
 * The retention job inside the shop: once at start, then every `intervalMs`. `now` is the clock (tests move it).
 * The timer never keeps a process alive; stop() waits for a pass in progress, so the database closes after it.
 */
export function createRetentionJob(database: Database, logger: Logger, options: { intervalMs?: number; now?: () => Date } = {}) {
  const intervalMs = options.intervalMs ?? RETENTION_INTERVAL_MS;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let stopped = false;

  const pass = async () => {
    try {
      const deleted = await deleteExpiredFiles(database, now());
      if (deleted > 0) logger.info({ prescriptions: deleted }, "prescription files deleted after the retention period");
    } catch (error) {
      logger.warn({ err: error }, "prescription retention pass failed; next pass retries");
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = pass().finally(() => {
        current = undefined;
        schedule();
      });
    }, intervalMs);
    timer.unref();
  };

  return {
    start() {
      stopped = false;
      current = pass().finally(() => {
        current = undefined;
        schedule();
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
