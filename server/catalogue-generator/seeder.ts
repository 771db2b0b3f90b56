import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { queryOne, queryOptional } from "#server/db/typed-sql.ts";
import { CATALOGUE_VERSION_KEY } from "#server/services/catalogue/read-cache.ts";
import { rebuildSearchIndex } from "#server/search/indexer.ts";
import { generateProduct, MAX_PRODUCTS, planCatalogue, shuffleKeys, type GeneratedProduct } from "./product-generator.ts";
import { buildReference } from "./reference.ts";

export const DEFAULT_CATALOGUE_SEED = 20_240_601;
/**
 * Renewed when the generator writes a catalogue an existing database must not keep: a start regenerates a
 * catalogue of an older format (same size and seed). 2: one product per name (pack sizes as its articles,
 * line words), sort_name from the displayed name with numbers in natural order. 3: no sort_price for a
 * prescription-only product (issue 30: its price is not public). 4: VAT rate per article and stock counts
 * (issue 25).
 */
export const CATALOGUE_FORMAT = 4;
/** Products per round trip: a few thousand rows per statement keep PGlite and PostgreSQL both busy. */
export const BATCH_SIZE = 500;

export type SeedProgress = { done: number; total: number };
export type SeedOptions = {
  products: number;
  seed?: number;
  onProgress?: (progress: SeedProgress) => void;
  /** Rebuild the search index afterwards (default true). */
  searchIndex?: boolean;
};
export type SeedResult = { products: number; articles: number; milliseconds: number; version: string };

// Children first, so a plain DELETE order would also work; TRUNCATE … CASCADE is used below.
const CATALOGUE_TABLES = [
  "product_details", "product_symptoms", "product_substances", "product_categories", "articles", "products",
  "generic_groups", "symptoms", "substances", "subcategories", "categories", "brands", "companies", "article_stock",
] as const;

type Executor = Pick<Db, "execute">;

/** One INSERT of many rows: the rows travel as one JSON parameter that the database expands itself. */
async function insertRows(db: Executor, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    sql`insert into ${sql.identifier(table)} select * from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`,
  );
}

/** True once a complete catalogue was written (the marker is the last thing a seed writes). */
export async function catalogueIsSeeded(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select 1 from app_meta where key = ${CATALOGUE_VERSION_KEY}`);
  return result.rows.length > 0;
}

// Markers written before the format existed lack it: they are format 1. One that cannot be read at all
// counts as an older format of unknown size, so a start regenerates it rather than failing.
const markerSchema = z
  .object({
    products: z.number().int().nonnegative().nullable(),
    seed: z.number().int().default(DEFAULT_CATALOGUE_SEED),
    format: z.number().int().default(1),
  })
  .catch({ products: null, seed: DEFAULT_CATALOGUE_SEED, format: 0 });
export type CatalogueMarker = z.infer<typeof markerSchema>;

/** What the completion marker says about the catalogue (size, seed, format), or null when none was completed. */
export async function readCatalogueMarker(db: Db): Promise<CatalogueMarker | null> {
  const row = await queryOptional(db, z.object({ value: z.unknown() }), sql`select value from app_meta where key = ${CATALOGUE_VERSION_KEY}`);
  return row ? markerSchema.parse(row.value) : null;
}

/**
 * Replaces the whole catalogue with `products` generated products (deterministic in `seed`), in batches,
 * then marks it complete with a fresh version (which invalidates every instance's read cache) and
 * rebuilds the search index from it.
 */
export async function seedCatalogue(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const seededAt = new Date().toISOString();
  const seed = options.seed ?? DEFAULT_CATALOGUE_SEED;
  const total = options.products;
  if (!Number.isInteger(total) || total < 0 || total > MAX_PRODUCTS) throw new Error(`products must be 0..${MAX_PRODUCTS}`);

  const ref = buildReference(seed);
  const { ranks, lines } = planCatalogue(seed, total, ref);
  const shuffle = shuffleKeys(seed, total);
  let articles = 0;
  options.onProgress?.({ done: 0, total });
  // One transaction: other instances keep reading the old catalogue until the new one is complete.
  await db.transaction(async (tx) => {
    // Foreign-key triggers cost more than half of a bulk load (measured on PGlite). The generator builds
    // every reference from the same tables it inserts (and a test checks for orphans), so when allowed
    // (superuser: PGlite, local PostgreSQL) they are skipped for this transaction only.
    const { su } = await queryOne(tx, z.object({ su: z.string() }), sql`select current_setting('is_superuser') as su`);
    if (su === "on") await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`delete from app_meta where key = ${CATALOGUE_VERSION_KEY}`);
    await tx.execute(sql.raw(`truncate ${CATALOGUE_TABLES.join(", ")} cascade`));

    await insertRows(tx, "companies", ref.companies.map(({ id, name, name_key }) => ({ id, name, name_key })));
    await insertRows(tx, "brands", ref.brands);
    await insertRows(tx, "categories", ref.categories);
    await insertRows(tx, "subcategories", ref.subcategories);
    await insertRows(tx, "substances", ref.substances);
    await insertRows(tx, "symptoms", ref.symptoms);
    await insertRows(tx, "generic_groups", ref.genericGroups);

    for (let start = 0; start < total; start += BATCH_SIZE) {
      const batch: GeneratedProduct[] = [];
      for (let i = start; i < Math.min(total, start + BATCH_SIZE); i++) {
        batch.push(generateProduct(seed, i, ref, { salesRank: ranks[i] ?? i + 1, line: lines[i] ?? 0, shuffleKey: shuffle[i] ?? null }));
      }
      await insertRows(tx, "products", batch.map((p) => p.product));
      // jsonb_populate_recordset leaves out no column: the ones the generator does not draw are given here.
      await insertRows(tx, "articles", batch.flatMap((p) => p.articles.map((a) => ({ ...a, updated_at: seededAt }))));
      await tx.execute(
        sql`insert into article_stock (pharmacode, stock) select pharmacode, stock from jsonb_to_recordset(${JSON.stringify(batch.flatMap((p) => p.stock))}::jsonb) as s(pharmacode int, stock int)`,
      );
      await insertRows(tx, "product_categories", batch.flatMap((p) => p.categories));
      await insertRows(tx, "product_substances", batch.flatMap((p) => p.substances));
      await insertRows(tx, "product_symptoms", batch.flatMap((p) => p.symptoms));
      await insertRows(tx, "product_details", batch.map((p) => p.detail));
      articles += batch.reduce((n, p) => n + p.articles.length, 0);
      options.onProgress?.({ done: start + batch.length, total });
    }
  });
  await db.execute(sql`analyze`);
  if (options.searchIndex !== false) await rebuildSearchIndex(db);

  const version = randomUUID();
  await db.execute(sql`
    insert into app_meta (key, value, updated_at)
    values (${CATALOGUE_VERSION_KEY}, ${JSON.stringify({ version, products: total, articles, seed, format: CATALOGUE_FORMAT })}::jsonb, now())
    on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
  return { products: total, articles, milliseconds: performance.now() - started, version };
}
