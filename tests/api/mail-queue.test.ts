import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { claimDue, enqueueMail } from "#server/mail/mail-queue.ts";
import { createMailWorker, type MailWorkerOptions } from "#server/mail/mail-worker.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import type { MailMessage } from "#server/mail/message.ts";
import { openMigratedTestDatabase } from "#tests/helpers/test-database.ts";

let database: Database;
beforeAll(async () => {
  database = await openMigratedTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`delete from mail_queue`);
});

const logger = createLogger("silent");
let counter = 0;
const mail = (overrides: Partial<MailMessage> = {}): MailMessage => {
  counter += 1;
  return { kind: "test", to: `person.${counter}@example.ch`, subject: `Mail ${counter}`, text: "link token inside", html: "<p>link token inside</p>", ...overrides };
};
/** A transport that records what it was given, or fails / hangs as told. */
function fakeMailer(behaviour: (m: MailMessage) => Promise<void> = async () => {}) {
  const delivered: MailMessage[] = [];
  const mailer: Mailer = {
    transport: "outbox",
    async deliver(message) {
      await behaviour(message);
      delivered.push(message);
    },
  };
  return { mailer, delivered };
}
const worker = (mailer: Mailer, options: Partial<MailWorkerOptions> = {}) => createMailWorker(database, mailer, logger, options);
const rows = async () =>
  (await database.db.execute<{ recipient: string; status: string; attempts: number; text: string; last_error: string | null; due_in_s: number }>(
    sql`select recipient, status, attempts, text, last_error, extract(epoch from next_attempt_at - now())::float as due_in_s from mail_queue order by created_at`,
  )).rows;

describe("the mail queue", () => {
  it("keeps a mail only if its transaction commits", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail());
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await rows()).toEqual([]);
    await database.db.transaction((tx) => enqueueMail(tx, mail({ to: "kept@example.ch" })));
    expect((await rows()).map((r) => [r.recipient, r.status])).toEqual([["kept@example.ch", "pending"]]);
  });

  it("queues a mail at most once per dedupe key", async () => {
    const first = await enqueueMail(database.db, mail(), { dedupeKey: "booking:42:confirmation" });
    const second = await enqueueMail(database.db, mail(), { dedupeKey: "booking:42:confirmation" });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(await rows()).toHaveLength(1);
  });

  it("sends each mail exactly once with three workers claiming at the same time", async () => {
    for (let i = 0; i < 40; i++) await enqueueMail(database.db, mail());
    const transports = [0, 1, 2].map(() => fakeMailer(() => new Promise((resolve) => setTimeout(resolve, 2))));
    const workers = transports.map((t) => worker(t.mailer, { batchSize: 4 }));
    await Promise.all(workers.map((w) => w.start()));
    await Promise.all(workers.map((w) => w.drain()));
    await Promise.all(workers.map((w) => w.stop()));
    const sent = transports.flatMap((t) => t.delivered.map((m) => m.to));
    expect(sent).toHaveLength(40);
    expect(new Set(sent).size).toBe(40);
    const after = await rows();
    expect(after.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    // The bodies held link tokens: gone once sent.
    expect(after.every((r) => r.text === "")).toBe(true);
  });

  it("retries a failed send after a backoff, and gives up after the last attempt", async () => {
    await enqueueMail(database.db, mail());
    const refused = fakeMailer(async () => {
      throw new Error("550 mailbox unavailable");
    });
    const patient = worker(refused.mailer, { retryBaseMs: 60_000 });
    await patient.start();
    await patient.drain();
    await patient.stop();
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, last_error: "550 mailbox unavailable" });
    // 60 s ± 20 %.
    expect(waiting.due_in_s).toBeGreaterThan(45);
    expect(waiting.due_in_s).toBeLessThan(75);

    await database.db.execute(sql`update mail_queue set next_attempt_at = now()`);
    const hasty = worker(refused.mailer, { retryBaseMs: 0, maxAttempts: 3 });
    await hasty.start();
    await hasty.drain();
    await hasty.stop();
    const [given] = await rows();
    expect(given).toMatchObject({ status: "failed", attempts: 3, last_error: "550 mailbox unavailable", text: "" });
    expect(refused.delivered).toEqual([]);
  });

  it("takes over a mail whose sender's lease ran out, but not one whose lease still runs", async () => {
    const { mailer, delivered } = fakeMailer();
    await enqueueMail(database.db, mail({ to: "held@example.ch" }));
    await enqueueMail(database.db, mail({ to: "abandoned@example.ch" }));
    // Two senders that then die: one with a long lease, one whose lease is over at once.
    const [held] = await claimDue(database.db, { limit: 1, leaseMs: 60_000 });
    const [abandoned] = await claimDue(database.db, { limit: 1, leaseMs: 0 });
    expect([held.recipient, abandoned.recipient]).toEqual(["held@example.ch", "abandoned@example.ch"]);

    // As on PostgreSQL, where other instances may be alive: a start takes over no sending row (on the embedded
    // database it takes over all of them, next test).
    const successor = createMailWorker({ ...database, kind: "postgres" }, mailer, logger);
    await successor.start();
    await successor.drain();
    await successor.stop();
    expect(delivered.map((m) => m.to)).toEqual(["abandoned@example.ch"]);
    const after = await rows();
    expect(after.map((r) => [r.recipient, r.status, r.attempts])).toEqual([
      ["held@example.ch", "sending", 1],
      ["abandoned@example.ch", "sent", 2],
    ]);
  });

  it("on the embedded database, a start takes over the sends the last process left unfinished", async () => {
    const { mailer, delivered } = fakeMailer();
    await enqueueMail(database.db, mail({ to: "orphan@example.ch" }));
    await claimDue(database.db, { limit: 1, leaseMs: 60_000 });
    const restarted = createMailWorker({ ...database, kind: "pglite" }, mailer, logger);
    await restarted.start();
    await restarted.drain();
    await restarted.stop();
    expect(delivered.map((m) => m.to)).toEqual(["orphan@example.ch"]);
  });

  it("stop() does not wait for an SMTP server that never answers, and hands the mail back", async () => {
    let called = () => {};
    const calledOnce = new Promise<void>((resolve) => (called = resolve));
    const silent = fakeMailer(() => {
      called();
      return new Promise(() => {});
    });
    const w = worker(silent.mailer);
    await w.start();
    await enqueueMail(database.db, mail({ to: "unanswered@example.ch" }));
    w.nudge();
    await calledOnce;
    const started = Date.now();
    await w.stop(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await rows()).map((r) => [r.recipient, r.status, r.attempts])).toEqual([["unanswered@example.ch", "pending", 1]]);
  });
});
