/**
 * `npm run bench:import [-- 100000]` (issue 39): an `articles` CSV of N new articles uploaded, validated and committed
 * through the back office's API of a running shop, while a shopper reads product pages from it. The shop runs as
 * `npm start` runs it (the server bundled into BUILD_DIR, default `build`, with package.json's node flags, its heap cap
 * among them) in a process of its own, on PGlite in a data folder and, when BENCH_DATABASE_URL is set, on a PostgreSQL
 * database created and dropped next to that one's; BENCH_SKIP_PGLITE=1 measures PostgreSQL alone. BUILD_DIR is built
 * from these sources first when older than them; to measure the build of another commit, SKIP_BUILD=1 takes it as it is
 * (pages and server bundle).
 *
 * Prints validate and commit time (from the upload's answer and the commit's until the job says so, polled every
 * 100 ms), the shop's resident memory before the import and its peak while validating and while committing (from
 * /proc: the shop's own figure, the bench's process beside it not counted), the shop's CPU time during the commit,
 * and the product API's p99 before the import, while validating and while committing, for reads due on a fixed
 * schedule and timed from the moment each was due.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, openAsBlob, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { ImportJob } from "#contracts/backoffice.ts";
import { MANAGER_ROLE } from "#contracts/desk.ts";
import { seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { runMigrations } from "#server/db/migrate.ts";
import { users } from "#server/db/schema/accounts.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { hashPassword } from "#server/services/auth/passwords.ts";
import { buildUnlessSkipped, cpuUsOf, memoryOf, startFlags, stop, waitFor } from "./bench-shop.ts";
import { withBenchPostgres } from "./bench-postgres.ts";
import { SERVER_BUNDLE } from "./bundle-server.ts";

const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1) throw new Error("usage: npm run bench:import -- [articles]");

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");
const PORT = Number(process.env.BENCH_PORT ?? 3296);
const BASE = `http://127.0.0.1:${PORT}`;
const SEEDED = 2_000;
const EMAIL = "bench.import@example.ch";
const PASSWORD = "Bench123!";
const READ_EVERY_MS = 100;
const POLL_MS = 100;
const percentile = (samples: number[], p: number) => [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? 0;
/** "p50 / p99" of a phase's reads. */
const spread = (samples: number[]) => `${percentile(samples, 0.5).toFixed(1)} / ${percentile(samples, 0.99).toFixed(1)}`;
/** "+57 MB", or "-28 MB" where V8 gave back more than the phase took. */
const signedMb = (mb: number) => `${mb >= 0 ? "+" : "-"}${Math.abs(Math.round(mb))} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Migrations, the catalogue the import comes on top of, a manager; the file, with the first category's name. Returns the
 * pharmacodes the shopper reads.
 */
async function prepare(database: Database, file: string): Promise<number[]> {
  await runMigrations(database);
  await seedCatalogue(database.db, { products: SEEDED });
  await database.db.insert(users).values({
    email: EMAIL, name: "Bench", surname: "Leitung", address: "Marktplatz 1, 4051 Basel", birthday: "1980-01-01",
    passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date(), role: MANAGER_ROLE, staffSince: new Date(),
  });
  const category = (await queryRows(database.db, z.object({ name_en: z.string() }), sql`select name_en from categories order by position limit 1`))[0]!.name_en;
  // New articles only, as the bench says: codes from 8,000,000 up that the seeded catalogue does not use. (Taken as
  // they came, 33 of 100,000 were seeded articles, renamed by the import, whose product pages the shopper reads.)
  const taken = new Set((await queryRows(database.db, z.object({ pharmacode: z.number() }), sql`select pharmacode from articles where pharmacode >= 8000000`)).map((r) => r.pharmacode));
  const lines = ["pharmacode;name;brand;company;category;price_chf;vat_rate;stock"];
  for (let i = 0, code = 8_000_000; i < count; i++, code++) {
    while (taken.has(code)) code++;
    lines.push(`${code};Benchartikel ${i} Tabletten 20 Stk;Benchmarke;Bench AG;${category};${(5 + (i % 100)).toFixed(2)};8.1;${i % 50}`);
  }
  writeFileSync(file, lines.join("\n") + "\n");
  return (await queryRows(database.db, z.object({ pharmacode: z.number() }), sql`select pharmacode from articles order by random() limit 200`)).map((r) => r.pharmacode);
}

function startShop(env: Record<string, string>): ChildProcess {
  const full: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "TEST_DATABASE_URL"]) delete full[key];
  Object.assign(full, { NODE_ENV: "production", BUILD_DIR, SKIP_BUILD: "1", HOST: "127.0.0.1", PORT: String(PORT), PUBLIC_URL: BASE, JWT_SECRET: "bench-import-secret-bench-import-0123" }, env);
  // node itself with npm start's flags: its pid is the shop's, whose memory and CPU time are read from /proc.
  return spawn(process.execPath, [...startFlags(), path.join(BUILD_DIR, SERVER_BUNDLE)], { env: full, stdio: ["ignore", "ignore", "inherit"] });
}

async function api<T>(pathName: string, init: RequestInit & { token: string }): Promise<T> {
  const res = await fetch(`${BASE}${pathName}`, { ...init, headers: { ...init.headers, authorization: `Bearer ${init.token}` } });
  const body = (await res.json()) as { data?: T };
  if (!res.ok || body.data === undefined) throw new Error(`${pathName}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

async function bench(label: string, env: Record<string, string>, file: string, codes: number[]) {
  const shop = startShop(env);
  try {
    await waitFor(`${BASE}/api/health`, shop, 300_000);
    const pid = shop.pid!;
    const login = (await (await fetch(`${BASE}/api/authentication/user/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) })).json()) as { data?: { token?: string } };
    const token = login.data?.token;
    if (!token) throw new Error(`login failed: ${JSON.stringify(login)}`);

    // The shopper: a product page due every READ_EVERY_MS on a fixed schedule, each timed from the moment it was due;
    // asked one after another instead, a read due while the shop was held up would start late and its wait would be
    // counted nowhere. Each read has a timer of its own for its due time: a setInterval drifts by the time each of its
    // turns starts late, and the reads it sends fall further behind their due times the longer it runs (a sawtooth
    // of 0-100 ms that measured the bench's own clock: p50 18 ms before the import and 65 ms during a PostgreSQL commit,
    // for /api/health as for product pages).
    let reading = true;
    const before: number[] = [];
    const whileValidating: number[] = [];
    const whileCommitting: number[] = [];
    let samples = before;
    const reads: Promise<void>[] = [];
    const scheduleStart = performance.now();
    let due = 0;
    let schedule: NodeJS.Timeout | undefined;
    const read = () => {
      if (!reading) return;
      for (; scheduleStart + due * READ_EVERY_MS <= performance.now(); due++) {
        const dueAt = scheduleStart + due * READ_EVERY_MS;
        // A read counts where it was due: one held up by the commit and answered after it is the commit's cost.
        const phase = samples;
        const code = codes[due % codes.length];
        reads.push(fetch(`${BASE}/api/products/${code}`).then(async (res) => {
          await res.arrayBuffer();
          phase.push(performance.now() - dueAt);
        }));
      }
      schedule = setTimeout(read, Math.max(0, scheduleStart + due * READ_EVERY_MS - performance.now()));
    };
    read();
    // The shop's memory every 100 ms: the peak of each phase, and its usual before the import.
    const memory = { before: [] as number[], validating: 0, committing: 0 };
    let phase: "before" | "validating" | "committing" = "before";
    const sampler = setInterval(() => {
      const now = memoryOf(pid).nowMb;
      if (phase === "before") memory.before.push(now);
      else memory[phase] = Math.max(memory[phase], now);
    }, 100);
    // Warm: the first reads compile and fill caches; they are not the shop's usual.
    await sleep(2_000);
    before.length = 0;
    memory.before.length = 0;
    // 300 reads: the p99 of the 100 that 10 s gave was their second slowest, 8-27 ms from one run to the next.
    await sleep(30_000);

    samples = whileValidating;
    phase = "validating";
    const validateStarted = performance.now();
    const form = new FormData();
    form.append("file", await openAsBlob(file, { type: "text/csv" }), "bench.csv");
    let job = await api<ImportJob>("/api/backoffice/imports?kind=articles", { method: "POST", body: form, token });
    while (job.status === "VALIDATING") {
      await sleep(POLL_MS);
      job = await api<ImportJob>(`/api/backoffice/imports/${job._id}`, { token });
    }
    const validateMs = performance.now() - validateStarted;
    const validated = job;

    samples = whileCommitting;
    phase = "committing";
    const commitStarted = performance.now();
    const cpuBefore = cpuUsOf(pid);
    job = await api<ImportJob>(`/api/backoffice/imports/${job._id}/commit`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ policy: "ALL_OR_NOTHING" }), token });
    while (job.status === "COMMITTING") {
      await sleep(POLL_MS);
      job = await api<ImportJob>(`/api/backoffice/imports/${job._id}`, { token });
    }
    const commitMs = performance.now() - commitStarted;
    const commitCpuS = (cpuUsOf(pid) - cpuBefore) / 1e6;
    reading = false;
    clearTimeout(schedule);
    clearInterval(sampler);
    await Promise.all(reads);
    // The usual is the last 5 s before the import: after a start V8 gives back about 100 MB in the first half minute,
    // and a median over the whole window took that for the usual (the import then looked 100 MB smaller).
    const settled = memory.before.slice(-50).sort((a, b) => a - b);
    const usual = settled[Math.floor(settled.length / 2)] ?? 0;
    console.log(
      `${label}: ${count} articles: validate ${(validateMs / 1000).toFixed(1)} s (${validated.counts.create} new, ${validated.counts.error} errors), ` +
        `commit ${(commitMs / 1000).toFixed(1)} s (${job.status}, the shop's CPU ${commitCpuS.toFixed(1)} s); ` +
        `the shop's RSS ${Math.round(usual)} MB before, peak ${signedMb(memory.validating - usual)} validating, ${signedMb(memory.committing - usual)} committing; ` +
        `product API p50 / p99 ${spread(before)} ms before, ${spread(whileValidating)} ms validating, ` +
        `${spread(whileCommitting)} ms committing (max ${Math.max(...whileCommitting).toFixed(0)} ms, ${whileCommitting.length} reads)`,
    );
  } finally {
    await stop(shop);
  }
}

buildUnlessSkipped(BUILD_DIR);
const workDir = path.resolve(`.test-output/bench-import-${PORT}`);
rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
const file = path.join(workDir, "bench.csv");
try {
  // The embedded database in a data folder, as the shop keeps it.
  if (process.env.BENCH_SKIP_PGLITE !== "1") {
    const dataDir = path.join(workDir, "pglite");
    const pglite = await openDatabase({ kind: "pglite", dataDir });
    let codes: number[] = [];
    try {
      codes = await prepare(pglite, file);
    } finally {
      await pglite.close();
    }
    await bench("PGlite", { DATA_DIR: dataDir }, file, codes);
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const name = `bench_import_${randomBytes(4).toString("hex")}`;
    await withBenchPostgres(adminUrl, name, false, async (database) => {
      const codes = await prepare(database, file);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      await bench("PostgreSQL", { DATA_DIR: path.join(workDir, "postgres"), DATABASE_URL: url.toString() }, file, codes);
    });
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
