import type { Logger } from "pino";
import type { Database } from "#server/db/client.ts";
import type { Mailer } from "./mailer.ts";
import { claimDue, hasDue, markAttemptFailed, markSent, pruneFinished, releaseClaims, toMessage, type QueuedMail } from "./mail-queue.ts";

export type MailWorkerOptions = {
  /** How often the queue is looked at without a nudge (mails of other instances, retries coming due). */
  pollMs: number;
  batchSize: number;
  /** How long a claimed mail is this worker's: longer than the slowest send, or two workers might send it. */
  leaseMs: number;
  sendTimeoutMs: number;
  /** Attempts before a mail is given up (failed, logged as an error). */
  maxAttempts: number;
  /** Backoff after the n-th failure: retryBaseMs · 2^(n-1), at most retryMaxMs, ±20 % so instances spread. */
  retryBaseMs: number;
  retryMaxMs: number;
  retentionDays: number;
};

// Ten attempts over about an hour and a half: an SMTP outage of that length loses no mail.
export const MAIL_WORKER_DEFAULTS: MailWorkerOptions = {
  pollMs: 3_000,
  batchSize: 10,
  leaseMs: 120_000,
  sendTimeoutMs: 60_000,
  maxAttempts: 10,
  retryBaseMs: 10_000,
  retryMaxMs: 3_600_000,
  retentionDays: 30,
};

const PRUNE_EVERY_MS = 3_600_000;

export type MailWorker = {
  transport: Mailer["transport"];
  /** Picks up where the last process stopped and starts polling. */
  start: () => Promise<void>;
  /** Looks at the queue at once, after the current request has written its answer (call after a commit that queued mail). */
  nudge: () => void;
  /** Sends every mail that is due and resolves when none is left (tests; a failed send waits for its retry). */
  drain: () => Promise<void>;
  /**
   * Stops taking mails and waits up to timeoutMs for sends in flight. A send still unanswered then is handed
   * back to the queue (sent by the next start or another instance); the caller exits, which cuts its connection.
   */
  stop: (timeoutMs?: number) => Promise<void>;
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends the queued mail (docs/decisions/012-durable-mail.md). Each pass claims due rows in one short
 * statement, sends them outside any transaction, and records the outcome in another: no transaction is
 * open while an SMTP server is being waited for. Several instances may run one each: a row is claimed by
 * exactly one of them, so a mail goes once — unless a process dies between the SMTP server's acceptance and
 * the 'sent' update, in which case the row is sent again after its lease (at least once, never lost).
 */
export function createMailWorker(database: Database, mailer: Mailer, logger: Logger, overrides: Partial<MailWorkerOptions> = {}): MailWorker {
  const options = { ...MAIL_WORKER_DEFAULTS, ...overrides };
  const { db } = database;
  let started = false;
  let stopped = false;
  let current: Promise<void> | undefined;
  let again = false;
  let lastPassError: unknown;
  let timer: NodeJS.Timeout | undefined;
  let nudgeQueued = false;
  let lastPrune = 0;
  // Claimed rows whose send has not answered yet: the ones stop() hands back.
  const inFlight = new Set<string>();

  const retryDelay = (attempts: number) =>
    Math.min(options.retryBaseMs * 2 ** (attempts - 1), options.retryMaxMs) * (0.8 + Math.random() * 0.4);

  async function send(row: QueuedMail) {
    const log = { mailId: row.id, kind: row.kind, attempt: row.attempts };
    if (row.attempts > options.maxAttempts) {
      // Its last sender died mid-send; whether the mail arrived is unknown, and the attempts are used up.
      await markAttemptFailed(db, row, row.lastError ?? "the sender stopped during the last attempt", null);
      logger.error(log, "mail given up: attempts used up");
      return;
    }
    inFlight.add(row.id);
    try {
      await withTimeout(mailer.deliver(toMessage(row)), options.sendTimeoutMs, "sending the mail");
    } catch (error) {
      inFlight.delete(row.id);
      const final = row.attempts >= options.maxAttempts;
      await markAttemptFailed(db, row, message(error), final ? null : retryDelay(row.attempts));
      if (final) logger.error({ ...log, err: error }, "mail given up after its last attempt");
      else logger.warn({ ...log, err: error }, "mail not sent, will retry");
      return;
    }
    // Out of the set before the update: from here on the mail is delivered and must not be handed back.
    inFlight.delete(row.id);
    await markSent(db, row.id);
  }

  async function pass() {
    while (!stopped) {
      const rows = await claimDue(db, { limit: options.batchSize, leaseMs: options.leaseMs });
      if (rows.length === 0) break;
      await Promise.all(rows.map(send));
    }
    if (!stopped && Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneFinished(db, options.retentionDays);
    }
  }

  function schedulePoll() {
    clearTimeout(timer);
    if (!started || stopped) return;
    timer = setTimeout(() => void kick(), options.pollMs);
    // The poll alone never keeps a process alive (scripts, tests that forget to stop the worker).
    timer.unref();
  }

  /** One pass at a time per worker; a nudge during a pass makes it look once more before it ends. */
  function kick(): Promise<void> {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again && !stopped);
        lastPassError = undefined;
      } catch (error) {
        lastPassError = error;
        logger.error({ err: error }, "mail worker: pass failed, trying again at the next poll");
      } finally {
        current = undefined;
        schedulePoll();
      }
    })();
    return current;
  }

  return {
    transport: mailer.transport,

    async start() {
      if (started) return;
      if (database.kind === "pglite") {
        const resumed = await releaseClaims(db, "all");
        if (resumed > 0) logger.warn({ count: resumed }, "mail: resuming sends the last process did not finish");
      }
      started = true;
      void kick();
    },

    nudge() {
      if (!started || stopped || nudgeQueued) return;
      nudgeQueued = true;
      // setImmediate: the request that committed the mail writes its answer first; the send never delays it.
      setImmediate(() => {
        nudgeQueued = false;
        if (!stopped) void kick();
      });
    },

    async drain() {
      for (;;) {
        if (stopped) throw new Error("the mail worker is stopped");
        await kick();
        if (lastPassError) throw lastPassError;
        if (!(await hasDue(db))) return;
      }
    },

    async stop(timeoutMs = 5_000) {
      stopped = true;
      clearTimeout(timer);
      if (!current) return;
      let waited: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        current.then(() => true),
        new Promise<boolean>((resolve) => (waited = setTimeout(() => resolve(false), timeoutMs))),
      ]);
      clearTimeout(waited);
      if (finished || inFlight.size === 0) return;
      const abandoned = [...inFlight];
      logger.warn({ count: abandoned.length }, "mail worker stopped with sends unanswered: they stay queued");
      await withTimeout(releaseClaims(db, abandoned), 1_000, "handing the mails back").catch((error: unknown) =>
        logger.warn({ err: error }, "mail: could not hand the unanswered sends back; they are retried when their lease ends"),
      );
    },
  };
}
