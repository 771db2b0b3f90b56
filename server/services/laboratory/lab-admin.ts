import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { LAB_TEST_NOT_FOUND, PACK_NOT_FOUND } from "#contracts/laboratory.ts";
import {
  LAB_ADMIN_MESSAGES,
  type BackofficeLabTest,
  type BackofficeLabTestsByCategory,
  type BackofficePack,
  type LabAuditAction,
  type LabAuditEntry,
  type LabAuditQuery,
  type LabAuditValue,
  type LabItemKind,
  type LabTestCreate,
  type LabTestPatch,
  type PackCreate,
  type PackField,
  type PackPatch,
} from "#contracts/laboratory-admin.ts";
import { fromMinor, toMinor } from "#contracts/money.ts";
import type { Database, Db } from "#server/db/client.ts";
import { analysisPacks, analysisPackTests, labAudit, labTests } from "#server/db/schema/laboratory.ts";
import { queryOne, queryRows } from "#server/db/typed-sql.ts";
import { LABORATORY_VERSION_KEY } from "#server/laboratory/seeder.ts";
import { InvalidInput, NotFound } from "#server/services/errors.ts";
import { loadLaboratory } from "./load.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Who changes: a manager (the back office), or null for a change without one (a script on the database). */
type By = { id: string } | null;

const sameCategory = (a: string, b: string) => a.toLocaleLowerCase("de-CH") === b.toLocaleLowerCase("de-CH");

/** A new test's or pack's `_id`: 24 hex digits, the shape of the seeded ones (which derive from a content key). */
const newUid = () => randomBytes(12).toString("hex");

/** The item's fields as the audit compares them: EUR prices, a pack's tests as its ids in order. */
type Audited = Partial<Record<PackField, LabAuditValue>>;

const positionRow = z.object({ position: z.number().int() });

/**
 * Where a test of `category` goes in page order: after the last test of that category, or, for a new category,
 * after every other (the seed numbers categories in hundreds, so a new one starts at the next hundred).
 */
async function testPosition(tx: Tx, category: string, except?: string): Promise<number> {
  const { position } = await queryOne(
    tx,
    positionRow,
    sql`select coalesce(
          (select max(position) + 1 from lab_tests where category = ${category} and uid is distinct from ${except ?? null}),
          (select (coalesce(max(position), -100) / 100 + 1) * 100 from lab_tests)
        )::int as position`,
  );
  return position;
}

/**
 * The back office's side of the laboratory (issue 40, docs/decisions/037-laboratory-services.md): lists with the
 * inactive tests and packs, creating and editing them. Each change is one transaction that locks the row it changes
 * (`for update`), so two managers saving the same test one after the other each see, and audit, the value the
 * other left; it also moves the laboratory's version in app_meta, and the tables' triggers notify every instance
 * (migration 0016): the public routes, the pages and the wizard read the change at their next request.
 * Reads here go to the database, not to the public cache, so a manager sees their save at once.
 */
export function createLabAdmin(database: Database, onChange: () => void) {
  const { db } = database;

  /** Moves the version every instance's cache is scoped by (the change feed's fallback while it cannot hear). */
  const bumpVersion = (tx: Tx) =>
    tx.execute(
      sql`update app_meta set value = jsonb_set(value, '{version}', to_jsonb(gen_random_uuid()::text)), updated_at = now() where key = ${LABORATORY_VERSION_KEY}`,
    );

  async function writeAudit(tx: Tx, by: By, kind: LabItemKind, uid: string, action: LabAuditAction, before: Audited, after: Audited) {
    const rows = (Object.keys(after) as PackField[])
      .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
      .map((field) => ({ by: by?.id ?? null, kind, uid, action, field, from: before[field] ?? null, to: after[field] ?? null }));
    if (rows.length > 0) await tx.insert(labAudit).values(rows);
    return rows.length;
  }

  /** The ids must name existing tests (any, offered or not); 400 at `labTests` otherwise. Locked against change meanwhile. */
  async function checkTests(tx: Tx, ids: string[]) {
    const found = await tx.select({ uid: labTests.uid }).from(labTests).where(inArray(labTests.uid, ids)).for("share");
    const known = new Set(found.map((r) => r.uid));
    const missing = ids.findIndex((id) => !known.has(id));
    if (missing >= 0) throw new InvalidInput(LAB_ADMIN_MESSAGES.testUnknown, [{ field: `labTests.${missing}`, message: LAB_ADMIN_MESSAGES.testUnknown }]);
  }

  async function setPackTests(tx: Tx, uid: string, ids: string[]) {
    await tx.delete(analysisPackTests).where(eq(analysisPackTests.packUid, uid));
    await tx.insert(analysisPackTests).values(ids.map((testUid, position) => ({ packUid: uid, testUid, position })));
  }

  async function packTestIds(tx: Tx, uid: string): Promise<string[]> {
    const rows = await tx
      .select({ testUid: analysisPackTests.testUid })
      .from(analysisPackTests)
      .where(eq(analysisPackTests.packUid, uid))
      .orderBy(analysisPackTests.position);
    return rows.map((r) => r.testUid);
  }

  async function oneTest(id: string): Promise<BackofficeLabTest> {
    const test = (await loadLaboratory(db)).all.tests.find((t) => t._id === id);
    if (!test) throw new NotFound(LAB_TEST_NOT_FOUND);
    return test;
  }
  async function onePack(id: string): Promise<BackofficePack> {
    const pack = (await loadLaboratory(db)).all.packs.find((p) => p._id === id);
    if (!pack) throw new NotFound(PACK_NOT_FOUND);
    return pack;
  }

  /** Runs a change; afterwards this instance forgets its cached offer at once (others hear the tables' notification). */
  async function change<T>(write: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await db.transaction(write);
    onChange();
    return result;
  }

  return {
    /** Every test, offered or not, grouped by category in page order; with `category` only that group. */
    async listTests({ category }: { category?: string }): Promise<BackofficeLabTestsByCategory> {
      const grouped: BackofficeLabTestsByCategory = {};
      for (const test of (await loadLaboratory(db)).all.tests) {
        if (category !== undefined && !sameCategory(test.category, category)) continue;
        (grouped[test.category] ??= []).push(test);
      }
      return grouped;
    },
    getTest: oneTest,

    /** Every pack, offered or not, in page order; with `category` only that category's. */
    async listPacks({ category }: { category?: string }): Promise<BackofficePack[]> {
      const { packs } = (await loadLaboratory(db)).all;
      return category === undefined ? packs : packs.filter((p) => sameCategory(p.category, category));
    },
    getPack: onePack,

    async createTest(by: By, input: LabTestCreate): Promise<BackofficeLabTest> {
      const uid = newUid();
      await change(async (tx) => {
        await tx.insert(labTests).values({
          uid,
          name: input.name,
          description: input.description,
          priceCents: toMinor(input.price),
          category: input.category,
          preparation: input.preparation,
          active: input.active,
          position: await testPosition(tx, input.category),
        });
        await writeAudit(tx, by, "test", uid, "CREATE", {}, { ...input });
        await bumpVersion(tx);
      });
      return oneTest(uid);
    },

    async updateTest(by: By, id: string, patch: LabTestPatch): Promise<BackofficeLabTest> {
      await change(async (tx) => {
        const [row] = await tx.select().from(labTests).where(eq(labTests.uid, id)).for("update");
        if (!row) throw new NotFound(LAB_TEST_NOT_FOUND);
        const before: Audited = { name: row.name, description: row.description, category: row.category, price: fromMinor(row.priceCents), preparation: row.preparation, active: row.active };
        const after: Audited = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
        // Nothing differs: no write, no audit, no version move (the caches stay warm).
        if ((await writeAudit(tx, by, "test", id, "EDIT", before, after)) === 0) return;
        const moved = patch.category !== undefined && patch.category !== row.category;
        await tx
          .update(labTests)
          .set({
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.description !== undefined ? { description: patch.description } : {}),
            ...(patch.category !== undefined ? { category: patch.category } : {}),
            ...(patch.price !== undefined ? { priceCents: toMinor(patch.price) } : {}),
            ...(patch.preparation !== undefined ? { preparation: patch.preparation } : {}),
            ...(patch.active !== undefined ? { active: patch.active } : {}),
            ...(moved ? { position: await testPosition(tx, patch.category!, id) } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(labTests.uid, id));
        await bumpVersion(tx);
      });
      return oneTest(id);
    },

    async createPack(by: By, input: PackCreate): Promise<BackofficePack> {
      const uid = newUid();
      await change(async (tx) => {
        await checkTests(tx, input.labTests);
        const { position } = await queryOne(tx, positionRow, sql`select (coalesce(max(position), -1) + 1)::int as position from analysis_packs`);
        await tx.insert(analysisPacks).values({
          uid,
          title: input.name,
          description: input.description,
          priceCents: toMinor(input.price),
          category: input.category,
          preparation: input.preparation,
          active: input.active,
          position,
        });
        await setPackTests(tx, uid, input.labTests);
        await writeAudit(tx, by, "pack", uid, "CREATE", {}, { ...input });
        await bumpVersion(tx);
      });
      return onePack(uid);
    },

    async updatePack(by: By, id: string, patch: PackPatch): Promise<BackofficePack> {
      await change(async (tx) => {
        const [row] = await tx.select().from(analysisPacks).where(eq(analysisPacks.uid, id)).for("update");
        if (!row) throw new NotFound(PACK_NOT_FOUND);
        if (patch.labTests) await checkTests(tx, patch.labTests);
        const before: Audited = {
          name: row.title,
          description: row.description,
          category: row.category,
          price: fromMinor(row.priceCents),
          preparation: row.preparation,
          active: row.active,
          labTests: await packTestIds(tx, id),
        };
        const after: Audited = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
        if ((await writeAudit(tx, by, "pack", id, "EDIT", before, after)) === 0) return;
        await tx
          .update(analysisPacks)
          .set({
            ...(patch.name !== undefined ? { title: patch.name } : {}),
            ...(patch.description !== undefined ? { description: patch.description } : {}),
            ...(patch.category !== undefined ? { category: patch.category } : {}),
            ...(patch.price !== undefined ? { priceCents: toMinor(patch.price) } : {}),
            ...(patch.preparation !== undefined ? { preparation: patch.preparation } : {}),
            ...(patch.active !== undefined ? { active: patch.active } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(analysisPacks.uid, id));
        if (patch.labTests && JSON.stringify(patch.labTests) !== JSON.stringify(before.labTests)) await setPackTests(tx, id, patch.labTests);
        await bumpVersion(tx);
      });
      return onePack(id);
    },

    /** The trail of one test or pack, or of all, newest first. */
    async audit(q: LabAuditQuery): Promise<LabAuditEntry[]> {
      const rows = await queryRows(
        db,
        auditRow,
        sql`select a.id::text, a.at, u.email as by_email, nullif(trim(u.name || ' ' || u.surname), '') as by_name, a.kind, a.uid, a.action, a.field,
              a."from", a."to"
            from lab_audit a left join users u on u.id = a.by
            where ${q.id === undefined ? sql`true` : sql`a.uid = ${q.id}`}
            order by a.at desc, a.id limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
      );
      return rows.map((r) => ({
        _id: r.id,
        at: new Date(r.at).toISOString(),
        by: r.by_email ? { email: r.by_email, name: r.by_name ?? r.by_email } : null,
        kind: r.kind,
        itemId: r.uid,
        action: r.action,
        field: r.field as PackField,
        from: (r.from ?? null) as LabAuditValue,
        to: (r.to ?? null) as LabAuditValue,
      }));
    },
  };
}

const auditRow = z.object({
  id: z.string(),
  at: z.union([z.string(), z.date()]),
  by_email: z.string().nullable(),
  by_name: z.string().nullable(),
  kind: z.enum(["test", "pack"]),
  uid: z.string(),
  action: z.enum(["CREATE", "EDIT"]),
  field: z.string(),
  from: z.any(),
  to: z.any(),
});

export type LabAdmin = ReturnType<typeof createLabAdmin>;
