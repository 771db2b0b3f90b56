/**
 * `npm run bench:booking [-- --attempts N] [--slots S] [--concurrency C] [--postgres]`
 *
 * Booking under contention through the HTTP app (createApp().request(), no network, bearer check included):
 * N booking attempts (default 1,000) spread over S slots (default 100) with C in flight (default 50), by 50
 * logged-in customers. Prints throughput, p50/p95 latency, the answers (201 / 409 / other) and the number of
 * double-booked slots read back from the database, which must be 0. PGlite: a fresh directory under the
 * system's temp dir; --postgres: also a fresh database on TEST_DATABASE_URL, dropped after.
 */
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { withBenchPostgres } from "./bench-postgres.ts";
import { z } from "zod";
import { calendarDays, SLOT_TIMES } from "#contracts/appointment-slots.ts";
import type { LabTestsByCategory } from "#contracts/laboratory.ts";
import { bootDeps } from "#server/boot.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { queryOne } from "#server/db/typed-sql.ts";
import { loadEnv } from "#server/env.ts";
import { createApp } from "#server/http/app.ts";
import { seedLaboratoryOnStart } from "#server/laboratory/seed-on-start.ts";
import { createLogger } from "#server/logger.ts";
import { hashPassword } from "#server/services/auth/passwords.ts";

const { values } = parseArgs({
  options: {
    attempts: { type: "string", default: "1000" },
    slots: { type: "string", default: "100" },
    concurrency: { type: "string", default: "50" },
    postgres: { type: "boolean", default: false },
  },
});
const ATTEMPTS = Number(values.attempts);
const SLOTS = Number(values.slots);
const CONCURRENCY = Number(values.concurrency);
// One customer per slot: attempt i books as customer i % SLOTS into slot (7919·i) % SLOTS, so each customer
// always tries the same slot and holds at most one (an account holds at most OPEN_APPOINTMENTS_CAP, issue 27).
const CUSTOMERS = SLOTS;
const PASSWORD = "Bench123!";
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function bench(label: string, database: Database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-booking-"));
  const env = loadEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: dataDir, JWT_SECRET: "bench-secret-bench-secret-bench-secret-0" });
  const deps = await bootDeps(env, createLogger("silent"), database);
  await seedLaboratoryOnStart(deps);
  const app = createApp(deps);
  const json = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(url, { method, headers: { "content-type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { data?: unknown } };
  };

  const tests = Object.values((await json("GET", "/api/lab-tests/getAllLabTests")).body.data as LabTestsByCategory).flat();
  // Tomorrow on, so no slot begins while the bench runs.
  const slots = calendarDays(new Date())
    .slice(1)
    .filter((d) => d.bookable)
    .flatMap((d) => SLOT_TIMES.map((time) => ({ date: d.date, time })))
    .slice(0, SLOTS);
  if (slots.length < SLOTS) throw new Error(`only ${slots.length} bookable slots ahead`);

  const passwordHash = await hashPassword(PASSWORD);
  const run = Date.now().toString(36);
  const tokens: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const email = `bench.${run}.${i}@example.ch`;
    await database.db.insert(users).values({ email, name: "Bench", surname: "Customer", address: "Marktplatz 1, 4051 Basel", birthday: "1990-01-01", passwordHash, emailVerifiedAt: new Date() });
    const login = await json("POST", "/api/authentication/user/login", { email, password: PASSWORD }, { "x-forwarded-for": `10.8.${i >> 8}.${i & 255}` });
    tokens.push((login.body.data as { token: string }).token);
  }

  const counts = { created: 0, conflict: 0, other: 0 };
  const timings: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ATTEMPTS) {
      const i = next++;
      // Attempts walk the slots in a scrambled order, so each slot is contended by about N/S attempts at once.
      const slot = slots[(i * 7919) % SLOTS]!;
      const body = { ...slot, notes: "", selectedTests: [{ _id: tests[i % tests.length]!._id }] };
      const started = performance.now();
      const res = await json("POST", "/api/labor/createAppointments", body, { authorization: `Bearer ${tokens[i % CUSTOMERS]}` });
      timings.push(performance.now() - started);
      if (res.status === 201) counts.created++;
      else if (res.status === 409) counts.conflict++;
      else counts.other++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);

  const doubles = await queryOne(
    database.db,
    z.object({ n: z.coerce.number() }),
    sql`select count(*) as n from (select starts_at from appointments where status <> 'CANCELLED' group by starts_at having count(*) > 1) d`,
  );
  console.log(`${label}: ${ATTEMPTS} attempts on ${SLOTS} slots, ${CONCURRENCY} in flight; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  console.log(`  ${(ATTEMPTS / seconds).toFixed(0)} attempts/s  p50 ${percentile(timings, 50).toFixed(1)} ms  p95 ${percentile(timings, 95).toFixed(1)} ms`);
  console.log(`  201: ${counts.created}  409: ${counts.conflict}  other: ${counts.other}  double-booked slots: ${doubles.n}`);
  await deps.services.mailWorker.stop();
  await deps.services.prescriptionRetention.stop();
  await deps.services.offerEnds.stop();
  if (doubles.n !== 0 || counts.created !== SLOTS || counts.other !== 0) process.exitCode = 1;
}

const pglite = await openDatabase({ kind: "pglite", dataDir: mkdtempSync(path.join(tmpdir(), "bench-booking-db-")) });
try {
  await bench("PGlite", pglite);
} finally {
  await pglite.close();
}

if (values.postgres) {
  await withBenchPostgres(ADMIN_URL, `bench_booking_${Date.now().toString(36)}`, false, (database) => bench("PostgreSQL", database));
}
// Timers of the services (rate-limit sweeps) must not keep the finished bench alive.
process.exit(process.exitCode ?? 0);
