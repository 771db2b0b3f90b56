/**
 * `npm run bench:import [-- 100000]` (issue 39): an `articles` CSV of N new articles validated and committed through
 * the import jobs on a temporary PGlite (and on PostgreSQL when BENCH_DATABASE_URL is set: a database created and
 * dropped there), while a reader asks for product pages through the real app. Prints validate and commit time, the
 * process's peak RSS above its level before the import, the commit's CPU time in this process (with the embedded
 * database, all of it: a figure a busy machine disturbs less than the wall time), and the product API's p99 before the
 * import, while validating and while committing, for reads asked on a fixed schedule.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { ImportJob } from "#contracts/backoffice.ts";
import { bootDeps } from "#server/boot.ts";
import { seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { withBenchPostgres } from "./bench-postgres.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { loadEnv } from "#server/env.ts";
import { createApp } from "#server/http/app.ts";
import { createLogger } from "#server/logger.ts";
import { importStagingDir } from "#server/services/backoffice/import-jobs.ts";

const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1) throw new Error("usage: npm run bench:import -- [articles]");

const READ_EVERY_MS = 100;
const p99 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(0.99 * samples.length))] ?? 0;

async function bench(label: string, dataDir: string, database: Database) {
  const env = loadEnv({ ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: "" });
  const deps = await bootDeps(env, createLogger("silent"), database);
  await seedCatalogue(database.db, { products: 2_000 });
  const app = createApp(deps);
  const category = (await queryRows(database.db, z.object({ name_en: z.string() }), sql`select name_en from categories order by position limit 1`))[0]!.name_en;
  const codes = (await queryRows(database.db, z.object({ pharmacode: z.number() }), sql`select pharmacode from articles order by random() limit 200`)).map((r) => r.pharmacode);

  const lines = ["pharmacode;name;brand;company;category;price_chf;vat_rate;stock"];
  for (let i = 0; i < count; i++) lines.push(`${8_000_000 + i};Benchartikel ${i} Tabletten 20 Stk;Benchmarke;Bench AG;${category};${(5 + (i % 100)).toFixed(2)};8.1;${i % 50}`);
  const file = path.join(importStagingDir(env.dataDir), "bench.upload");
  writeFileSync(file, lines.join("\n") + "\n");

  // The shoppers: a product page asked for every READ_EVERY_MS on a fixed schedule, each timed from the moment it
  // was due. Asked one after another instead, a read due while the commit held the thread would only start once
  // it let go, and the wait would be counted nowhere (the embedded database runs in this thread).
  let reading = true;
  const before: number[] = [];
  const whileValidating: number[] = [];
  const whileCommitting: number[] = [];
  let samples = before;
  const reads: Promise<void>[] = [];
  const scheduleStart = performance.now();
  let due = 0;
  const schedule = setInterval(() => {
    if (!reading) return;
    for (; scheduleStart + due * READ_EVERY_MS <= performance.now(); due++) {
      const dueAt = scheduleStart + due * READ_EVERY_MS;
      // A read counts where it was due: one held up by the commit and answered after it is the commit's cost.
      const phase = samples;
      const code = codes[due % codes.length];
      reads.push(Promise.resolve(app.request(`/api/products/${code}`)).then(() => void phase.push(performance.now() - dueAt)));
    }
  }, READ_EVERY_MS);
  // Warm: the first reads compile and fill caches; they are not the shop's usual.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  before.length = 0;
  await new Promise((resolve) => setTimeout(resolve, 10_000));

  let peak = 0;
  const baseline = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  sampler.unref();
  const jobs = deps.services.backoffice.imports;
  samples = whileValidating;
  const validateStarted = performance.now();
  const job: ImportJob = await jobs.create(null, "articles", "bench.csv", file);
  await jobs.idle();
  const validated = await jobs.get(job._id);
  const validateMs = performance.now() - validateStarted;
  const validatePeak = peak;
  peak = 0;
  samples = whileCommitting;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const commitStarted = performance.now();
  const commitCpu = process.cpuUsage();
  await jobs.commit(null, job._id, "ALL_OR_NOTHING");
  await jobs.idle();
  const commitMs = performance.now() - commitStarted;
  loopDelay.disable();
  const { user, system } = process.cpuUsage(commitCpu);
  reading = false;
  clearInterval(schedule);
  await Promise.all(reads);
  clearInterval(sampler);
  const done = await jobs.get(job._id);
  console.log(
    `${label}: ${count} articles: validate ${(validateMs / 1000).toFixed(1)} s (${validated.counts.create} new, ${validated.counts.error} errors), ` +
      `commit ${(commitMs / 1000).toFixed(1)} s (${done.status}, this process's CPU ${((user + system) / 1e6).toFixed(1)} s); RSS ${Math.round(baseline / 1e6)} MB before, peak +${Math.round((validatePeak - baseline) / 1e6)} MB validating, ` +
      `+${Math.round((peak - baseline) / 1e6)} MB committing; ` +
      `product API p99 ${p99(before).toFixed(1)} ms before, ${p99(whileValidating).toFixed(1)} ms validating, ` +
      `${p99(whileCommitting).toFixed(1)} ms committing (max ${Math.max(...whileCommitting).toFixed(0)} ms, ${whileCommitting.length} reads); ` +
      `event loop held up to ${(loopDelay.max / 1e6).toFixed(0)} ms at once during the commit (p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms)`,
  );
  await jobs.stop();
  await deps.services.mailWorker.stop();
  await deps.services.prescriptionRetention.stop();
  await deps.services.offerEnds.stop();
}

// The embedded database on disk in a data folder, as the shop keeps it: in memory (no folder) its files would sit in
// the process's memory too and the figure would measure the files, not the import.
// BENCH_SKIP_PGLITE=1 measures PostgreSQL alone.
if (process.env.BENCH_SKIP_PGLITE !== "1") {
  const pgliteDir = mkdtempSync(path.join(tmpdir(), "bench-import-"));
  const pglite = await openDatabase({ kind: "pglite", dataDir: pgliteDir });
  try {
    await bench("PGlite", pgliteDir, pglite);
  } finally {
    await pglite.close();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}
const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-import-"));
  try {
    await withBenchPostgres(url, `bench_import_${randomBytes(4).toString("hex")}`, false, (database) => bench("PostgreSQL", dataDir, database));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
