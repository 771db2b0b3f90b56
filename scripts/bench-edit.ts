/**
 * `npm run bench:edit [-- 20000]` (record 033, "Incremental search index"): seeds N products into a
 * temporary PGlite (and PostgreSQL when BENCH_DATABASE_URL is set: a database created and dropped there), then times
 * what a manager's price edit and rename cost: the whole rebuild the edit awaited before (rebuildSearchIndex) and
 * the edit as it is now (the edit service's patch, which updates the product's search document in its transaction).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { bootDeps } from "#server/boot.ts";
import { seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { withBenchPostgres } from "./bench-postgres.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { loadEnv } from "#server/env.ts";
import { createLogger } from "#server/logger.ts";
import { rebuildSearchIndex } from "#server/search/indexer.ts";

const count = Number(process.argv[2] ?? 20_000);
if (!Number.isInteger(count) || count < 1) throw new Error("usage: npm run bench:edit -- [products]");
const EDITS = 20;

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;

async function bench(label: string, database: Database) {
  const env = loadEnv({ ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-edit-")), DATABASE_URL: "" });
  const deps = await bootDeps(env, createLogger("silent"), database);
  const db = database.db;
  await seedCatalogue(db, { products: count });
  const rebuildStarted = performance.now();
  await rebuildSearchIndex(db);
  const rebuildMs = performance.now() - rebuildStarted;
  const edits = deps.services.backoffice.edits;
  const codes = await queryRows(
    db,
    z.object({ pharmacode: z.number(), name: z.string(), updated_at: z.union([z.string(), z.date()]) }),
    sql`select pharmacode, description as name, updated_at from articles where position = 0 and regulation <> 'Sale.Web.Rx' and price_cents is not null order by random() limit ${EDITS}`,
  );
  const prices: number[] = [];
  const renames: number[] = [];
  for (const [i, a] of codes.entries()) {
    // The audit's `by` may be null (an import without a manager does so); the edit's work is the same.
    const by = null as unknown as string;
    let started = performance.now();
    const priced = await edits.patch(by, a.pharmacode, { updatedAt: new Date(a.updated_at).toISOString(), price: 10 + i });
    prices.push(performance.now() - started);
    started = performance.now();
    await edits.patch(by, a.pharmacode, { updatedAt: priced.article.updatedAt, name: `${a.name} Benchname${i}` });
    renames.push(performance.now() - started);
  }
  console.log(
    `${label}: ${count} products: full rebuild ${(rebuildMs / 1000).toFixed(1)} s (what each edit awaited before); ` +
      `PATCH now: price ${median(prices).toFixed(1)} ms, rename ${median(renames).toFixed(1)} ms (median of ${codes.length})`,
  );
  await deps.services.backoffice.imports.stop();
  await deps.services.mailWorker.stop();
  await deps.services.prescriptionRetention.stop();
  await deps.services.offerEnds.stop();
}

await bench("PGlite", await openDatabase({ kind: "pglite" }));
const url = process.env.BENCH_DATABASE_URL;
if (url) await withBenchPostgres(url, `bench_edit_${randomBytes(4).toString("hex")}`, false, (database) => bench("PostgreSQL", database));
