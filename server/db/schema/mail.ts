import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** An attachment as the queue keeps it: JSON has no bytes, so the content is base64. */
export type StoredAttachment = { filename: string; contentType: string; contentBase64: string };

export const MAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Outgoing mail, written in the same transaction as the change that causes it and sent by the mail worker
 * (server/mail/mail-worker.ts, docs/decisions/012-durable-mail.md). A committed change therefore always
 * has its mail, even when the process dies right after answering.
 */
export const mailQueue = pgTable(
  "mail_queue",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Which template produced it (verify-email, reset-password, …): logs and the dev outbox.
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    // Emptied once the mail is sent or given up: the bodies hold link tokens, which the database otherwise
    // keeps only as hashes.
    text: text("text").notNull(),
    html: text("html").notNull(),
    attachments: jsonb("attachments").$type<StoredAttachment[]>(),
    status: text("status").$type<MailStatus>().notNull().default("pending"),
    // Claims so far, including one whose sender died before it could record the outcome.
    attempts: integer("attempts").notNull().default(0),
    // pending: when it is due. sending: when the sender's lease runs out and another worker may take it over.
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    // The cause, for mails that must go at most once per cause (booking:<id>:confirmation); null = no limit.
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("mail_queue_dedupe_key_unique").on(t.dedupeKey),
    // The worker's claim reads only this: the mails still to send, by due time.
    index("mail_queue_due_idx").on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    check("mail_queue_status_known", sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);
