import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { queryOne } from "#server/db/typed-sql.ts";

const figuresRow = z.object({
  queued: z.coerce.number().int(),
  oldest_queued_seconds: z.coerce.number(),
  failed: z.coerce.number().int(),
  open_appointments: z.coerce.number().int(),
});

export type OperationsFigures = {
  /** Mails waiting to go: pending, or being sent (claimed, not yet confirmed by the SMTP server). */
  mailQueued: number;
  /** Age of the oldest of those, in seconds; 0 when none waits. */
  mailOldestQueuedSeconds: number;
  /** Mails given up after their last attempt, until the queue's retention prunes them. */
  mailFailed: number;
  /** Appointments neither completed nor cancelled. */
  openAppointments: number;
};

/**
 * What an operator watches that only the database knows, read in one statement when metrics are scraped (every
 * instance sees the same rows, so each reports the same figures: aggregate them with max, not sum).
 */
export async function readOperationsFigures(db: Db): Promise<OperationsFigures> {
  const row = await queryOne(
    db,
    figuresRow,
    sql`select
      (select count(*) from mail_queue where status in ('pending', 'sending')) as queued,
      coalesce((select extract(epoch from now() - min(created_at)) from mail_queue where status in ('pending', 'sending')), 0) as oldest_queued_seconds,
      (select count(*) from mail_queue where status = 'failed') as failed,
      (select count(*) from appointments where status = 'PENDING') as open_appointments`,
  );
  return {
    mailQueued: row.queued,
    mailOldestQueuedSeconds: Math.max(0, row.oldest_queued_seconds),
    mailFailed: row.failed,
    openAppointments: row.open_appointments,
  };
}
