import { LAB_TEST_NOT_FOUND, PACK_NOT_FOUND, type AnalysisPack, type LabTest, type LabTestsByCategory } from "#contracts/laboratory.ts";
import type { Database } from "#server/db/client.ts";
import { createVersionedCache } from "#server/db/versioned-cache.ts";
import { LABORATORY_VERSION_KEY } from "#server/laboratory/seeder.ts";
import { NotFound } from "#server/services/errors.ts";
import { createLabAdmin } from "./lab-admin.ts";
import { loadLaboratory, type LabItemHint, type Laboratory } from "./load.ts";

const sameCategory = (a: string, b: string) => a.toLocaleLowerCase("de-CH") === b.toLocaleLowerCase("de-CH");

/**
 * The laboratory's read side. The whole offer (some 70 tests and 10 packs, the same for everyone) is read once
 * per version and answered from memory; a change by the back office or a seed, on this or another instance,
 * moves the change feed's generation (the tables notify, migration 0016) or, while the feed cannot hear, the
 * version in app_meta. Only active tests and packs are offered; `hints` also knows the inactive ones, for the
 * appointments that booked them before.
 */
export function createLaboratoryService(database: Database) {
  const cache = createVersionedCache(database.db, LABORATORY_VERSION_KEY, 1, database.changes.catalogue);
  const offer = (): Promise<Laboratory> => cache.get("offer", () => loadLaboratory(database.db));

  return {
    /** Tests grouped by category in page order; with `category` only that group (none for an unknown one). */
    async listTests({ category }: { category?: string }): Promise<LabTestsByCategory> {
      const { tests } = await offer();
      const grouped: LabTestsByCategory = {};
      for (const test of tests) {
        if (category !== undefined && !sameCategory(test.category, category)) continue;
        (grouped[test.category] ??= []).push(test);
      }
      return grouped;
    },

    /** One test on offer by `_id`; NotFound 'Lab test not found' (also for one taken off the offer). */
    async getTest(id: string): Promise<LabTest> {
      const test = (await offer()).testsById.get(id);
      if (!test) throw new NotFound(LAB_TEST_NOT_FOUND);
      return test;
    },

    /** Packs in page order, each with its tests; with `category` only that category's. */
    async listPacks({ category }: { category?: string }): Promise<AnalysisPack[]> {
      const { packs } = await offer();
      return category === undefined ? packs : packs.filter((p) => sameCategory(p.category, category));
    },

    /** One pack on offer by `_id`; NotFound 'Analysis pack not found'. */
    async getPack(id: string): Promise<AnalysisPack> {
      const pack = (await offer()).packsById.get(id);
      if (!pack) throw new NotFound(PACK_NOT_FOUND);
      return pack;
    },

    /** Name and preparation of every test and pack, offered or not: for mails and the desk about booked appointments. */
    async hints(): Promise<Map<string, LabItemHint>> {
      return (await offer()).hints;
    },

    /** The back office's editing (lab-admin.ts); a change forgets this instance's cached offer at once. */
    admin: createLabAdmin(database, () => cache.clear()),

    /** Forget the cached offer (this process just seeded it). */
    invalidate: () => cache.clear(),
  };
}

export type LaboratoryService = ReturnType<typeof createLaboratoryService>;
