/**
 * `npm run seed [-- --reset] [--products N] [--seed S]`: fills the configured database (DATABASE_URL or
 * the PGlite under DATA_DIR) with the generated catalogue. Without --reset an existing catalogue is kept.
 */
import { parseArgs } from "node:util";
import { DEFAULT_CATALOGUE_SEED, catalogueIsSeeded, seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { openDatabase } from "#server/db/client.ts";
import { runMigrations } from "#server/db/migrate.ts";
import { loadEnv } from "#server/env.ts";
import { SEED_LOCK_ID } from "#server/seed-on-start.ts";

const { values } = parseArgs({
  options: {
    reset: { type: "boolean", default: false },
    products: { type: "string" },
    seed: { type: "string" },
  },
});
const env = loadEnv();
const products = values.products === undefined ? env.seedProducts : Number(values.products);
const seed = values.seed === undefined ? DEFAULT_CATALOGUE_SEED : Number(values.seed);
if (!Number.isInteger(products) || products < 0) throw new Error("--products must be a whole number");
if (!Number.isInteger(seed)) throw new Error("--seed must be a whole number");

function bar({ done, total }: { done: number; total: number }, started: number) {
  const width = 30;
  const share = total === 0 ? 1 : done / total;
  const filled = Math.round(share * width);
  const seconds = (performance.now() - started) / 1000;
  const rate = seconds > 0 ? Math.round(done / seconds) : 0;
  const line = `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${String(Math.round(share * 100)).padStart(3)}%  ${done}/${total} products  ${rate}/s`;
  if (process.stderr.isTTY) process.stderr.write(`\r${line}`);
  else if (done === total || done % 5000 === 0) process.stderr.write(`${line}\n`);
}

const database = env.databaseUrl
  ? await openDatabase({ kind: "postgres", url: env.databaseUrl })
  : await openDatabase({ kind: "pglite", dataDir: env.dataDir });
try {
  await runMigrations(database);
  await database.withExclusiveLock(SEED_LOCK_ID, async () => {
    if (!values.reset && (await catalogueIsSeeded(database.db))) {
      console.log("The catalogue is already seeded; use --reset to rebuild it.");
      return;
    }
    console.log(`Seeding ${products} products (seed ${seed}) into ${database.kind}…`);
    const started = performance.now();
    const result = await seedCatalogue(database.db, { products, seed, onProgress: (p) => bar(p, started) });
    if (process.stderr.isTTY) process.stderr.write("\n");
    const seconds = result.milliseconds / 1000;
    console.log(
      `Seeded ${result.products} products (${result.articles} articles) in ${seconds.toFixed(1)} s: ` +
        `${Math.round(result.products / seconds)} products per second (including the search index).`,
    );
  });
} finally {
  await database.close();
}
