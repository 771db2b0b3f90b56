import { createHash, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, Db } from "#server/db/client.ts";
import { queryOptional } from "#server/db/typed-sql.ts";
import { LAB_CATEGORIES, labTestContent, packContent } from "./content.ts";

/** app_meta key of the laboratory's seed marker; its `version` scopes the service's read cache. */
export const LABORATORY_VERSION_KEY = "laboratory";
/** Bumped when the tables' meaning changes; a content edit alone is caught by the fingerprint. */
export const LABORATORY_FORMAT = 1;
// Its own lock, not the catalogue's: a catalogue seed of minutes must not hold up the lab step and vice versa.
export const LAB_SEED_LOCK_ID = 7_355_616;

/** The API `_id` of a test or pack: 24 hex digits (the catalogue's shape), stable for its content key. */
export const labUid = (kind: "test" | "pack", key: string) => createHash("sha256").update(`${kind}:${key}`).digest("hex").slice(0, 24);

const testRows = () =>
  labTestContent.map((t, i) => ({
    uid: labUid("test", t.key),
    name: t.name,
    description: t.description,
    price_cents: t.price,
    category: t.category,
    preparation: t.preparation,
    // Categories in page order, tests in file order within one.
    position: LAB_CATEGORIES.indexOf(t.category) * 100 + i,
  }));

const packRows = () =>
  packContent.map((p, i) => ({
    uid: labUid("pack", p.key),
    title: p.title,
    description: p.description,
    price_cents: p.price,
    category: p.category,
    preparation: p.preparation,
    position: i,
  }));

const linkRows = () =>
  packContent.flatMap((p) => p.tests.map((key, position) => ({ pack_uid: labUid("pack", p.key), test_uid: labUid("test", key), position })));

/** A digest of everything seeded: a database seeded from other content (an older release) is reseeded. */
export function laboratoryFingerprint(): string {
  return createHash("sha256")
    .update(JSON.stringify({ format: LABORATORY_FORMAT, tests: testRows(), packs: packRows(), links: linkRows() }))
    .digest("hex")
    .slice(0, 16);
}

const markerRow = z.object({ value: z.object({ version: z.string(), format: z.number(), fingerprint: z.string() }) });
type Marker = z.infer<typeof markerRow>["value"];

async function readMarker(db: Db): Promise<Marker | undefined> {
  return (await queryOptional(db, markerRow, sql`select value from app_meta where key = ${LABORATORY_VERSION_KEY}`))?.value;
}

/** True when the tables hold exactly this release's content. */
export async function laboratoryIsCurrent(db: Db): Promise<boolean> {
  return (await readMarker(db))?.fingerprint === laboratoryFingerprint();
}

async function insertRows(db: Pick<Db, "execute">, table: string, rows: readonly object[]): Promise<void> {
  await db.execute(
    sql`insert into ${sql.identifier(table)} select * from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`,
  );
}

/**
 * Replaces the laboratory tables with this release's content in one transaction (readers see the old offer
 * until the new one is complete) and writes a marker with a fresh version, which every instance's cache sees.
 */
export async function seedLaboratory(db: Db): Promise<{ tests: number; packs: number; version: string }> {
  const version = randomUUID();
  const marker: Marker = { version, format: LABORATORY_FORMAT, fingerprint: laboratoryFingerprint() };
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analysis_pack_tests`);
    await tx.execute(sql`delete from analysis_packs`);
    await tx.execute(sql`delete from lab_tests`);
    await insertRows(tx, "lab_tests", testRows());
    await insertRows(tx, "analysis_packs", packRows());
    await insertRows(tx, "analysis_pack_tests", linkRows());
    await tx.execute(sql`
      insert into app_meta (key, value, updated_at)
      values (${LABORATORY_VERSION_KEY}, ${JSON.stringify(marker)}::jsonb, now())
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
  });
  return { tests: labTestContent.length, packs: packContent.length, version };
}

/**
 * At start: seeds the laboratory when its tables are empty or hold another release's content. Under an advisory
 * lock, so of several instances starting together one writes and the others find it current.
 */
export async function seedLaboratoryIfStale(database: Database): Promise<{ tests: number; packs: number; version: string } | null> {
  return database.withExclusiveLock(LAB_SEED_LOCK_ID, async () => ((await laboratoryIsCurrent(database.db)) ? null : seedLaboratory(database.db)));
}
