import { asc } from "drizzle-orm";
import type { AnalysisPack, LabTest } from "#contracts/laboratory.ts";
import { fromMinor } from "#contracts/money.ts";
import type { Db } from "#server/db/client.ts";
import { analysisPacks, analysisPackTests, labTests } from "#server/db/schema/laboratory.ts";

export type Laboratory = { tests: LabTest[]; testsById: Map<string, LabTest>; packs: AnalysisPack[]; packsById: Map<string, AnalysisPack> };

/** Reads the whole offer in three typed queries and shapes it as the API answers it. */
export async function loadLaboratory(db: Db): Promise<Laboratory> {
  const [testRows, packRows, links] = await Promise.all([
    db.select().from(labTests).orderBy(asc(labTests.position), asc(labTests.uid)),
    db.select().from(analysisPacks).orderBy(asc(analysisPacks.position), asc(analysisPacks.uid)),
    db.select().from(analysisPackTests).orderBy(asc(analysisPackTests.packUid), asc(analysisPackTests.position)),
  ]);
  const tests = testRows.map(
    (r): LabTest => ({ _id: r.uid, name: r.name, description: r.description, price: fromMinor(r.priceCents), category: r.category, preparation: r.preparation }),
  );
  const testsById = new Map(tests.map((t) => [t._id, t]));
  const included = new Map<string, LabTest[]>();
  for (const link of links) {
    const test = testsById.get(link.testUid);
    if (!test) continue;
    const list = included.get(link.packUid);
    if (list) list.push(test);
    else included.set(link.packUid, [test]);
  }
  const packs = packRows.map(
    (r): AnalysisPack => ({
      _id: r.uid,
      title: r.title,
      name: r.title,
      description: r.description,
      price: fromMinor(r.priceCents),
      category: r.category,
      preparation: r.preparation,
      labTests: included.get(r.uid) ?? [],
    }),
  );
  return { tests, testsById, packs, packsById: new Map(packs.map((p) => [p._id, p])) };
}
