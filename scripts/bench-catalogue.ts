/**
 * `npm run bench:catalogue [-- 100000]`: seeds a large catalogue into a temporary PGlite (and, when
 * BENCH_DATABASE_URL or DATABASE_URL is set, into a fresh PostgreSQL database created and dropped on
 * that server), then prints seeding throughput and p50/p95 latency of list, detail and category
 * endpoints through the real HTTP app (app.request, no network).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import { seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { bootDeps } from "#server/boot.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { loadEnv } from "#server/env.ts";
import { createApp } from "#server/http/app.ts";
import { createLogger } from "#server/logger.ts";
import { rebuildSearchIndex } from "#server/search/indexer.ts";

const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1) throw new Error("usage: npm run bench:catalogue -- [products]");
const SAMPLES = 200;
const WARMUP = 20;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function bench(label: string, database: Database) {
  const env = loadEnv({ ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-")), DATABASE_URL: "" });
  const deps = await bootDeps(env, createLogger("silent"), database);
  const db = database.db;

  let lastShown = 0;
  const seeded = await seedCatalogue(db, {
    products: count,
    searchIndex: false,
    onProgress: ({ done, total }) => {
      if (done - lastShown >= total / 10 || done === total) {
        lastShown = done;
        process.stderr.write(`  ${label}: ${done}/${total} products\n`);
      }
    },
  });
  const indexStarted = performance.now();
  await rebuildSearchIndex(db);
  const indexMs = performance.now() - indexStarted;
  deps.services.catalogue.invalidate();
  console.log(`\n${label}: seeded ${seeded.products} products (${seeded.articles} articles) in ${(seeded.milliseconds / 1000).toFixed(1)} s = ${Math.round(seeded.products / (seeded.milliseconds / 1000))} products/s; search index ${(indexMs / 1000).toFixed(1)} s`);

  const app = createApp(deps);
  const codes = (await queryRows(db, z.object({ pharmacode: z.number() }), sql`select pharmacode from articles order by random() limit ${SAMPLES}`)).map((r) => r.pharmacode);
  const categories = await queryRows(db, z.object({ uid: z.string(), name_en: z.string() }), sql`select uid, name_en from categories`);
  const totalPages = Math.ceil(count / 20);
  const pick = <T>(items: T[], i: number) => items[(i * 7919) % items.length] as T;

  const scenarios: [string, (i: number) => string][] = [
    ["list random (getAllProducts)", (i) => `/api/getAllProducts?page=${1 + ((i * 131) % Math.min(totalPages, 50))}&limit=20`],
    ["list deep page, random", (i) => `/api/getAllProducts?page=${1 + ((i * 7919) % totalPages)}&limit=20&seed=${i % 3}`],
    ["list price-asc", (i) => `/api/getAllProducts?page=${1 + (i % 50)}&limit=20&sort=price-asc`],
    ["list name", (i) => `/api/getAllProducts?page=${1 + (i % 50)}&limit=20&sort=name`],
    ["discounts", (i) => `/api/getAllDiscountProduct?page=${1 + (i % 20)}&limit=20`],
    ["bestsellers (cached)", () => "/api/getAllProductsFromBestSeller"],
    ["detail", (i) => `/api/products/${pick(codes, i)}`],
    ["category by id", (i) => `/api/getProductsByCategory?consumerCategoryId=${pick(categories, i).uid}&page=${1 + (i % 5)}&limit=20`],
    ["category by name", (i) => `/api/categories/${encodeURIComponent(pick(categories, i).name_en)}/products?page=${1 + (i % 5)}&sort=price-desc`],
    ["categories (cached)", () => "/api/getCategories"],
  ];
  console.log(`${"endpoint".padEnd(30)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}`);
  for (const [name, url] of scenarios) {
    for (let i = 0; i < WARMUP; i++) await app.request(url(i + 10_000));
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const started = performance.now();
      const res = await app.request(url(i));
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${url(i)} answered ${res.status}`);
    }
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(30)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}`);
  }
}

console.log(`Catalogue benchmark: ${count} products, ${SAMPLES} requests per endpoint after ${WARMUP} warm-up requests.`);
const pglite = await openDatabase({ kind: "pglite" });
try {
  await bench("PGlite (in memory)", pglite);
} finally {
  await pglite.close();
}

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
if (adminUrl) {
  const name = `bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const postgres = await openDatabase({ kind: "postgres", url: url.toString() });
  try {
    await bench(`PostgreSQL (${url.host})`, postgres);
  } finally {
    await postgres.close();
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await dropper.end();
  }
}
