import { and, desc, eq, inArray, lte, not, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { mailQueue, type StoredAttachment } from "#server/db/schema/mail.ts";
import type { MailMessage } from "./message.ts";

/** The database or an open transaction: anything that can run the queue's statements. */
export type MailExecutor = Pick<Db, "execute" | "insert" | "delete">;

export type QueuedMail = typeof mailQueue.$inferSelect;

export type EnqueueOptions = {
  /**
   * The cause, when the mail must go at most once per cause (for example `booking:<id>:confirmation`): a
   * second enqueue with the same key is ignored, even across instances and retried requests.
   */
  dedupeKey?: string;
};

const toStored = (attachments: MailMessage["attachments"]): StoredAttachment[] | null =>
  attachments?.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    contentBase64: Buffer.from(a.content).toString("base64"),
  })) ?? null;

/** The queued row as the transport takes it. */
export function toMessage(row: QueuedMail): MailMessage {
  return {
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, "base64") })),
  };
}

/**
 * Queues a mail. Call it with the transaction of the change that causes the mail, so that the change and its
 * mail commit together or not at all: a committed booking always has its confirmation queued, even if the
 * process dies the moment after it answered. Then wake the worker once the transaction has committed:
 *
 * ```ts
 * await db.transaction(async (tx) => {
 *   const [booking] = await tx.insert(bookings).values(…).returning();
 *   await enqueueMail(tx, bookingConfirmationMail(…), { dedupeKey: `booking:${booking.id}:confirmation` });
 * });
 * mailWorker.nudge();
 * ```
 *
 * Without the nudge the mail still goes, at the worker's next poll (a few seconds). Edits and cancellations
 * enqueue in their own transactions the same way, keyed by the change (`booking:<id>:cancelled`).
 * Returns the queued row's id, or null when the dedupe key was already used.
 */
export async function enqueueMail(tx: MailExecutor, message: MailMessage, options: EnqueueOptions = {}): Promise<string | null> {
  const [row] = await enqueueMailStatement(tx, message, options);
  return row?.id ?? null;
}

/**
 * enqueueMail's insert, not yet run: awaited, it queues the mail; inside `sql` it is a parenthesised statement
 * (`with mail as ${statement} …`), so a caller can queue a mail with its other writes in one round trip.
 */
export function enqueueMailStatement(tx: Pick<Db, "insert">, message: MailMessage, options: EnqueueOptions = {}) {
  return tx
    .insert(mailQueue)
    .values({
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: toStored(message.attachments),
      dedupeKey: options.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: mailQueue.dedupeKey })
    .returning({ id: mailQueue.id });
}

/**
 * Rewrites the subject and bodies of the mail queued under `dedupeKey` in this same transaction (not yet
 * committed, so no worker can have claimed it): for a caller that queues its mail early and learns a detail of it
 * only later in the transaction (an order's stock split, which is known only once the shelf is locked).
 */
export async function rewriteQueuedMail(
  tx: Pick<Db, "update">,
  dedupeKey: string,
  message: Pick<MailMessage, "subject" | "text" | "html">,
): Promise<void> {
  await tx
    .update(mailQueue)
    .set({ subject: message.subject, text: message.text, html: message.html })
    .where(and(eq(mailQueue.dedupeKey, dedupeKey), eq(mailQueue.status, "pending")));
}

/**
 * Takes a mail queued in this transaction back unless `condition` holds. For a caller that must do the same
 * work whether or not a mail goes out (forgotPassword: nobody may tell from the time the answer takes whether
 * an address has an account): it queues and then withdraws, instead of branching in JavaScript. Both
 * transactions write, so both wait for the same flush of the write-ahead log at commit — on PostgreSQL a
 * transaction that wrote nothing commits about 3 ms sooner, which alone would give the address away.
 */
export async function withdrawMailUnless(tx: MailExecutor, id: string, condition: SQL): Promise<void> {
  await tx.delete(mailQueue).where(and(eq(mailQueue.id, id), not(condition)));
}

const due = () => and(inArray(mailQueue.status, ["pending", "sending"]), lte(mailQueue.nextAttemptAt, sql`now()`));

/**
 * Takes up to `limit` due mails for this worker: pending ones whose time has come, and sending ones whose
 * sender's lease ran out (it died or hung). One statement, so one short transaction; FOR UPDATE SKIP LOCKED
 * lets several instances claim at once without waiting for or taking each other's rows. A claimed row is
 * "sending" until now + leaseMs: nobody else takes it before then.
 */
export async function claimDue(db: Db, { limit, leaseMs }: { limit: number; leaseMs: number }): Promise<QueuedMail[]> {
  const ids = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(due())
    .orderBy(mailQueue.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailQueue)
    .set({
      status: "sending",
      attempts: sql`${mailQueue.attempts} + 1`,
      nextAttemptAt: sql`now() + ${leaseMs}::integer * interval '1 millisecond'`,
    })
    .where(inArray(mailQueue.id, ids))
    .returning();
}

/** Whether any mail is due now (drain: the worker is done when none is). */
export async function hasDue(db: Db): Promise<boolean> {
  const rows = await db.select({ id: mailQueue.id }).from(mailQueue).where(due()).limit(1);
  return rows.length > 0;
}

// Sent or given up: the bodies go (they hold link tokens, which the database otherwise keeps only hashed).
const scrubbed = { text: "", html: "", attachments: null };

/** The SMTP server accepted it. Whoever holds the lease now, the mail is out. */
export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailQueue)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null, ...scrubbed })
    .where(and(eq(mailQueue.id, id), eq(mailQueue.status, "sending")));
}

/**
 * A failed attempt: back to pending after retryInMs, or failed for good (retryInMs null). Only the claim
 * that made the attempt may record it: if the lease ran out and another worker took the row over, this
 * late report is ignored.
 */
export async function markAttemptFailed(db: Db, row: QueuedMail, error: string, retryInMs: number | null): Promise<void> {
  const owned = and(eq(mailQueue.id, row.id), eq(mailQueue.status, "sending"), eq(mailQueue.attempts, row.attempts));
  const next =
    retryInMs === null
      ? { status: "failed" as const, ...scrubbed }
      : { status: "pending" as const, nextAttemptAt: sql`now() + ${Math.round(retryInMs)}::integer * interval '1 millisecond'` };
  await db
    .update(mailQueue)
    .set({ ...next, lastError: error.slice(0, 1000) })
    .where(owned);
}

/**
 * Hands mails this worker holds back to the queue at once instead of when their lease ends: at shutdown
 * for sends it gave up waiting for, and at the start of the embedded database for every sending row (only
 * one process can have it open, so a sending row there belongs to a process that is gone).
 */
export async function releaseClaims(db: Db, ids: string[] | "all"): Promise<number> {
  const rows = await db
    .update(mailQueue)
    .set({ status: "pending", nextAttemptAt: sql`now()` })
    .where(and(eq(mailQueue.status, "sending"), ids === "all" ? undefined : inArray(mailQueue.id, ids)))
    .returning({ id: mailQueue.id });
  return rows.length;
}

/** Sent and failed rows older than the retention go (the queue is not an archive). */
export async function pruneFinished(db: Db, olderThanDays: number): Promise<void> {
  await db
    .delete(mailQueue)
    .where(and(inArray(mailQueue.status, ["sent", "failed"]), lte(mailQueue.createdAt, sql`now() - ${olderThanDays}::integer * interval '1 day'`)));
}

/** The newest rows without their bodies, for /dev/outbox. */
export function listQueue(db: Db, limit = 100) {
  return db
    .select({
      id: mailQueue.id,
      kind: mailQueue.kind,
      recipient: mailQueue.recipient,
      subject: mailQueue.subject,
      status: mailQueue.status,
      attempts: mailQueue.attempts,
      nextAttemptAt: mailQueue.nextAttemptAt,
      lastError: mailQueue.lastError,
      createdAt: mailQueue.createdAt,
      sentAt: mailQueue.sentAt,
    })
    .from(mailQueue)
    .orderBy(desc(mailQueue.createdAt))
    .limit(limit);
}
