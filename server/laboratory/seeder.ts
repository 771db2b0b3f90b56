import { createHash, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, Db } from "#server/db/client.ts";
import { queryOptional } from "#server/db/typed-sql.ts";
import { LAB_CATEGORIES, labTestContent, packContent } from "./content.ts";

/** app_meta key of the laboratory's seed marker; its `version` scopes the service's read cache. */
export const LABORATORY_VERSION_KEY = "laboratory";
/** The marker's format; the fingerprint records which content.ts the first seed came from (for operators). */
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

/** A digest of the content.ts a database was first seeded from (kept in the marker; no longer a reason to reseed). */
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

/** True once a seed has run on this database (whatever the manager changed since). */
export async function laboratoryIsSeeded(db: Db): Promise<boolean> {
  return (await readMarker(db)) !== undefined;
}

async function insertRows(db: Pick<Db, "execute">, table: string, rows: readonly object[]): Promise<void> {
  await db.execute(
    sql`insert into ${sql.identifier(table)} select * from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`,
  );
}

/**
 * Replaces the laboratory tables with this release's content in one transaction (readers see the old offer
 * until the new one is complete) and writes a marker with a fresh version, which every instance's cache sees.
 * Only for a database without an offer (seedLaboratoryIfNew): it would wipe the manager's edits otherwise.
 */
export async function seedLaboratory(db: Db): Promise<{ tests: number; packs: number; version: string }> {
  const version = randomUUID();
  const marker: Marker = { version, format: LABORATORY_FORMAT, fingerprint: laboratoryFingerprint() };
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analysis_pack_tests`);
    await tx.execute(sql`delete from analysis_packs`);
    await tx.execute(sql`delete from lab_tests`);
    // jsonb_populate_recordset leaves a column the rows do not name null, not at its default.
    const fresh = { active: true, updated_at: new Date().toISOString() };
    await insertRows(tx, "lab_tests", testRows().map((r) => ({ ...r, ...fresh })));
    await insertRows(tx, "analysis_packs", packRows().map((r) => ({ ...r, ...fresh })));
    await insertRows(tx, "analysis_pack_tests", linkRows());
    await tx.execute(sql`
      insert into app_meta (key, value, updated_at)
      values (${LABORATORY_VERSION_KEY}, ${JSON.stringify(marker)}::jsonb, now())
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
  });
  return { tests: labTestContent.length, packs: packContent.length, version };
}

/**
 * At start: seeds the laboratory into a database that has never had one. content.ts is the first start's offer;
 * from then on the tables are the manager's (back office, issue 40, docs/decisions/037-laboratory-services.md),
 * and no restart or release overwrites them, not even one whose content.ts differs. Under an advisory lock, so
 * of several instances starting together one writes and the others find it seeded.
 */
export async function seedLaboratoryIfNew(database: Database): Promise<{ tests: number; packs: number; version: string } | null> {
  return database.withExclusiveLock(LAB_SEED_LOCK_ID, async () => ((await laboratoryIsSeeded(database.db)) ? null : seedLaboratory(database.db)));
}
