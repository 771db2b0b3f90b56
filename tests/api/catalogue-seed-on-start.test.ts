import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_FORMAT, seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { SEARCH_INDEX_FORMAT } from "#server/search/indexer.ts";
import { seedIfEmpty } from "#server/seed-on-start.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_PRODUCTS: "60" });
});
afterAll(async () => {
  await t.close();
});

const version = async () =>
  ((await t.deps.database.db.execute(sql`select value from app_meta where key = 'catalogue'`)).rows[0] as { value: { version: string; products: number; seed?: number; format?: number } } | undefined)?.value;

describe("first start", () => {
  it("seeds SEED_PRODUCTS products into an empty database, once", async () => {
    expect((await t.call("GET", "/api/getAllProducts")).body.data.pagination.totalProducts).toBe(0);
    await seedIfEmpty(t.deps);
    const first = await version();
    expect(first?.products).toBe(60);
    expect((await t.call("GET", "/api/getAllProducts")).body.data.pagination.totalProducts).toBe(60);
    await seedIfEmpty(t.deps);
    expect((await version())?.version).toBe(first?.version);
  });

  it("redoes a seed that was cut off before its completion marker", async () => {
    await t.deps.database.db.execute(sql`delete from app_meta where key = 'catalogue'`);
    await t.deps.database.db.execute(sql`delete from products where id > 10`);
    await seedIfEmpty(t.deps);
    expect((await version())?.products).toBe(60);
    expect((await t.call("GET", "/api/getAllProducts")).body.data.pagination.totalProducts).toBe(60);
  });
});

describe("start on a database indexed by an older version", () => {
  it("rebuilds a search index of an older format and keeps the catalogue", async () => {
    const db = t.deps.database.db;
    const catalogue = (await version())?.version;
    const indexValue = async () => ((await db.execute(sql`select value from app_meta where key = 'search-index'`)).rows[0] as { value: { version: string; format?: number } }).value;
    const before = await indexValue();
    await seedIfEmpty(t.deps);
    expect(await indexValue(), "a current index is left alone").toEqual(before);
    // What an index built before search_term_counts existed looks like: no format, no kept counts.
    await db.execute(sql`update app_meta set value = value - 'format' where key = 'search-index'`);
    await db.execute(sql`truncate search_term_counts`);
    await seedIfEmpty(t.deps);
    const after = await indexValue();
    expect(after.format).toBe(SEARCH_INDEX_FORMAT);
    expect(after.version).not.toBe(before.version);
    expect((await version())?.version).toBe(catalogue);
    // What an index of format 2 looks like: kept counts, but no kept first hits.
    await db.execute(sql`update app_meta set value = jsonb_set(value, '{format}', '2') where key = 'search-index'`);
    await db.execute(sql`truncate search_term_first_hits`);
    await seedIfEmpty(t.deps);
    const rebuilt = await indexValue();
    expect(rebuilt.format).toBe(SEARCH_INDEX_FORMAT);
    expect(rebuilt.version).not.toBe(after.version);
  });
});

describe("start on a catalogue generated in an older format", () => {
  it("regenerates it with its size and seed, and rebuilds the search index", async () => {
    const db = t.deps.database.db;
    await seedCatalogue(db, { products: 45, seed: 77 });
    const current = await version();
    const searchIndex = async () => ((await db.execute(sql`select value from app_meta where key = 'search-index'`)).rows[0] as { value: { version: string } }).value.version;
    const indexed = await searchIndex();
    await seedIfEmpty(t.deps);
    expect((await version())?.version, "a catalogue of the current format is left alone").toBe(current?.version);
    // What a catalogue written before the format existed looks like: a marker without it, names of the old generator.
    await db.execute(sql`update app_meta set value = value - 'format' where key = 'catalogue'`);
    await db.execute(sql`update articles set description = 'Old Name' where position = 0`);
    await seedIfEmpty(t.deps);
    const regenerated = await version();
    expect(regenerated).toMatchObject({ products: 45, seed: 77, format: CATALOGUE_FORMAT });
    expect(regenerated?.version).not.toBe(current?.version);
    expect(await searchIndex()).not.toBe(indexed);
    const old = await db.execute(sql`select count(*)::int as n from articles where description = 'Old Name'`);
    expect(old.rows[0]).toEqual({ n: 0 });
    const listed = (await t.call("GET", "/api/getAllProducts?limit=50")).body.data;
    expect(listed.pagination.totalProducts).toBe(45);
  });
});
