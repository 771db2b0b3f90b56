import { asc } from "drizzle-orm";
import type { AnalysisPack, LabTest } from "#contracts/laboratory.ts";
import type { BackofficeLabTest, BackofficePack } from "#contracts/laboratory-admin.ts";
import { fromMinor } from "#contracts/money.ts";
import type { Db } from "#server/db/client.ts";
import { analysisPacks, analysisPackTests, labTests } from "#server/db/schema/laboratory.ts";

/** What a booking's item names and preparation hints are looked up by: every test and pack, offered or not. */
export type LabItemHint = { name: string; preparation: string };

/**
 * The offer, twice: `tests`/`packs` (and their maps) are what the public pages, the wizard and a booking see (only
 * active ones); `all` is the back office's view, inactive ones included; `hints` serves the appointments already
 * booked, whose items stay findable after a test is taken off the offer.
 */
export type Laboratory = {
  tests: LabTest[];
  testsById: Map<string, LabTest>;
  packs: AnalysisPack[];
  packsById: Map<string, AnalysisPack>;
  all: { tests: BackofficeLabTest[]; packs: BackofficePack[] };
  hints: Map<string, LabItemHint>;
};

const publicTest = ({ active: _a, updatedAt: _u, ...test }: BackofficeLabTest): LabTest => test;

/** Reads the whole offer in three typed queries and shapes it as the API answers it. */
export async function loadLaboratory(db: Db): Promise<Laboratory> {
  const [testRows, packRows, links] = await Promise.all([
    db.select().from(labTests).orderBy(asc(labTests.position), asc(labTests.uid)),
    db.select().from(analysisPacks).orderBy(asc(analysisPacks.position), asc(analysisPacks.uid)),
    db.select().from(analysisPackTests).orderBy(asc(analysisPackTests.packUid), asc(analysisPackTests.position)),
  ]);
  const allTests = testRows.map(
    (r): BackofficeLabTest => ({
      _id: r.uid,
      name: r.name,
      description: r.description,
      price: fromMinor(r.priceCents),
      category: r.category,
      preparation: r.preparation,
      active: r.active,
      updatedAt: r.updatedAt.toISOString(),
    }),
  );
  const allTestsById = new Map(allTests.map((t) => [t._id, t]));
  const included = new Map<string, BackofficeLabTest[]>();
  for (const link of links) {
    const test = allTestsById.get(link.testUid);
    if (!test) continue;
    const list = included.get(link.packUid);
    if (list) list.push(test);
    else included.set(link.packUid, [test]);
  }
  const allPacks = packRows.map(
    (r): BackofficePack => ({
      _id: r.uid,
      title: r.title,
      name: r.title,
      description: r.description,
      price: fromMinor(r.priceCents),
      category: r.category,
      preparation: r.preparation,
      active: r.active,
      updatedAt: r.updatedAt.toISOString(),
      labTests: included.get(r.uid) ?? [],
    }),
  );

  const tests = allTests.filter((t) => t.active).map(publicTest);
  // A pack on offer lists all of its tests, also one no longer sold on its own: the pack still contains that analysis.
  const packs = allPacks
    .filter((p) => p.active)
    .map(({ active: _a, updatedAt: _u, labTests: inPack, ...pack }): AnalysisPack => ({ ...pack, labTests: inPack.map(publicTest) }));
  const hints = new Map<string, LabItemHint>([
    ...allTests.map((t) => [t._id, { name: t.name, preparation: t.preparation }] as const),
    ...allPacks.map((p) => [p._id, { name: p.title, preparation: p.preparation }] as const),
  ]);
  return {
    tests,
    testsById: new Map(tests.map((t) => [t._id, t])),
    packs,
    packsById: new Map(packs.map((p) => [p._id, p])),
    all: { tests: allTests, packs: allPacks },
    hints,
  };
}
