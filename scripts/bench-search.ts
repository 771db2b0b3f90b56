/**
 * `npm run bench:search [-- --products N] [--rounds R] [--skip-postgres] [--skip-pglite]`
 *
 * Seeds (or, for PGlite, reuses) a catalogue of N products (default 100,000) with the catalogue seeder and
 * runs a fixed mix of realistic searches through the HTTP app (createApp().request(), no network), printing
 * p50 and p95 for the full page (limit 20) and the preview (limit 5) on PGlite and on PostgreSQL.
 * PostgreSQL: a fresh database on the server of TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), dropped afterwards. PGlite: DATA_DIR/bench-search, kept.
 *
 * Each mix runs on a fresh app, so round 1 sees every query for the first time (empty count cache) and
 * the later rounds repeat it, as shoppers typing the same first letters do. Both figures are printed.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { withBenchPostgres } from "./bench-postgres.ts";
import { z } from "zod";
import { seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { bootDeps } from "#server/boot.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { runMigrations } from "#server/db/migrate.ts";
import { queryOptional } from "#server/db/typed-sql.ts";
import { loadEnv } from "#server/env.ts";
import { createApp } from "#server/http/app.ts";
import { warmUp } from "#server/http/warm-up.ts";
import { createLogger } from "#server/logger.ts";
import { rebuildSearchIndex } from "#server/search/indexer.ts";
import { CATALOGUE_VERSION_KEY } from "#server/services/catalogue/read-cache.ts";

const catalogueMarker = z.object({ value: z.object({ products: z.number().optional() }) });

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    rounds: { type: "string", default: "5" },
    "skip-postgres": { type: "boolean", default: false },
    "skip-pglite": { type: "boolean", default: false },
    /** Rebuild the search index of a reused catalogue (after a change to the indexer). */
    reindex: { type: "boolean", default: false },
    /** Keep the PostgreSQL catalogue in the database bench_search (reused by the next run with --keep). */
    keep: { type: "boolean", default: false },
    /** Seed (or reindex) and stop without measuring. */
    "seed-only": { type: "boolean", default: false },
  },
});
const PRODUCTS = Number(values.products);
const ROUNDS = Number(values.rounds);
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** The fixed mix: what shoppers type, by kind. */
const MIX: { kind: string; searchTerms: string; scope?: string }[] = [
  ...["Dolorin", "Helvemed", "Thurflora", "Alpenkraut", "Kräutergarten"].map((t) => ({ kind: "brand", searchTerms: t })),
  ...["Ibuprofen", "Paracetamol", "Magnesium", "Diclofenac", "Vitamin C"].map((t) => ({ kind: "substance", searchTerms: t })),
  ...["ib", "pa", "ma", "vi", "ka", "na"].map((t) => ({ kind: "prefix-2", searchTerms: t })),
  ...["ibu", "par", "mag", "vit", "nas", "tab"].map((t) => ({ kind: "prefix-3", searchTerms: t })),
  ...["Ibuprofn", "Paracetamoll", "Magnesum", "Diclofenak"].map((t) => ({ kind: "typo", searchTerms: t })),
  ...["Ibuprofen 400", "Vitamin D3 Tropfen", "Nasenspray Kinder", "Magnesium Brausetabletten"].map((t) => ({ kind: "multi-word", searchTerms: t })),
  ...["Husten", "Kopfschmerzen", "Schlafstörungen", "Sodbrennen"].map((t) => ({ kind: "symptom", searchTerms: t, scope: "symptom" })),
  // Copied from a box or a prescription, strength and pack size included (issue 30).
  ...["Ibuprofen 400 mg Brausetabletten 10 Stk", "Paracetamol Sirup 100 ml", "Ibuprofen Stk", "Magnesium 5 %"].map((t) => ({ kind: "box-name", searchTerms: t })),
];

type Timing = { kind: string; round: number; ms: number; hits: number; query?: string };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(timings: Timing[]) {
  const ms = timings.map((t) => t.ms).sort((a, b) => a - b);
  return { n: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms[ms.length - 1] };
}

async function runMix(database: Database, limit: number): Promise<Timing[]> {
  const env = loadEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: path.resolve("data"), JWT_SECRET: "bench-secret-bench-secret-bench-secret-0" });
  const deps = await bootDeps(env, createLogger("silent"), database);
  const app = createApp(deps);
  const timings: Timing[] = [];
  // Exactly what the server does before it listens (server/main.ts), so round 1 is a shopper's first sight.
  await warmUp(app);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const query of MIX) {
      const params = new URLSearchParams({ searchTerms: query.searchTerms, page: "1", limit: String(limit) });
      if (query.scope) params.set("scope", query.scope);
      const started = performance.now();
      const res = await app.request(`/api/search?${params}`);
      const body = (await res.json()) as { success: boolean; data: { pagination: { totalProducts: number } } };
      const ms = performance.now() - started;
      if (res.status !== 200 || !body.success) throw new Error(`${params}: ${res.status} ${JSON.stringify(body)}`);
      timings.push({ kind: query.kind, round, ms, hits: body.data.pagination.totalProducts, query: `${query.searchTerms}${query.scope ? ` (${query.scope})` : ""}` });
    }
  }
  return timings;
}

async function runHealth(database: Database): Promise<Timing[]> {
  const env = loadEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: path.resolve("data"), JWT_SECRET: "bench-secret-bench-secret-bench-secret-0" });
  const app = createApp(await bootDeps(env, createLogger("silent"), database));
  const timings: Timing[] = [];
  for (let i = 0; i < 5; i++) await app.request("/api/health");
  for (let round = 1; round <= ROUNDS; round++) {
    for (let i = 0; i < MIX.length; i++) {
      const started = performance.now();
      await (await app.request("/api/health")).text();
      timings.push({ kind: "health", round, ms: performance.now() - started, hits: 0 });
    }
  }
  return timings;
}

function report(label: string, mode: string, timings: Timing[]) {
  const f = (n: number) => n.toFixed(1).padStart(7);
  const line = (name: string, list: Timing[]) => {
    const s = summary(list);
    console.log(`  ${name.padEnd(26)} n=${String(s.n).padStart(4)}  p50 ${f(s.p50)} ms  p95 ${f(s.p95)} ms  max ${f(s.max)} ms`);
  };
  console.log(`${label} ${mode}`);
  line("all rounds", timings);
  line("round 1 (first sight)", timings.filter((t) => t.round === 1));
  line("rounds 2+ (repeated)", timings.filter((t) => t.round > 1));
  for (const kind of [...new Set(timings.map((t) => t.kind))]) line(`  ${kind}`, timings.filter((t) => t.kind === kind));
  const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 6).filter((t) => t.query);
  if (slowest.length > 0) console.log(`  slowest: ${slowest.map((t) => `${t.query} r${t.round} ${t.ms.toFixed(1)} ms`).join(", ")}`);
}

async function ensureCatalogue(database: Database, label: string) {
  await runMigrations(database);
  const meta = await queryOptional(database.db, catalogueMarker, sql`select value from app_meta where key = ${CATALOGUE_VERSION_KEY}`);
  const seeded = meta?.value.products;
  if (seeded === PRODUCTS) {
    console.log(`${label}: reusing the seeded catalogue of ${PRODUCTS} products`);
    if (values.reindex) {
      const started = performance.now();
      await rebuildSearchIndex(database.db);
      console.log(`${label}: search index rebuilt in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    return;
  }
  console.log(`${label}: seeding ${PRODUCTS} products (catalogue seeder, then the search index)…`);
  const started = performance.now();
  await seedCatalogue(database.db, { products: PRODUCTS });
  console.log(`${label}: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function bench(label: string, database: Database) {
  await ensureCatalogue(database, label);
  if (values["seed-only"]) return;
  const counts = await database.db.execute(sql`select (select count(*) from search_documents)::int as docs, (select count(*) from search_words)::int as words`);
  console.log(`${label}: search index ${JSON.stringify(counts.rows[0])}; load average ${(await import("node:os")).loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  // The floor on this machine right now: one trivial query through the same app, for reading the figures under load.
  report(label, "baseline GET /api/health (select 1)", await runHealth(database));
  report(label, "preview (limit 5)", await runMix(database, 5));
  report(label, "full page (limit 20)", await runMix(database, 20));
}

if (!values["skip-pglite"]) {
  const dataDir = path.join(process.env.DATA_DIR ?? "data", "bench-search");
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    await bench("PGlite", database);
  } finally {
    await database.close();
  }
}

if (!values["skip-postgres"]) {
  const name = values.keep ? "bench_search" : `bench_search_${Date.now().toString(36)}`;
  await withBenchPostgres(ADMIN_URL, name, Boolean(values.keep), (database) => bench("PostgreSQL", database));
}
