import { CATALOGUE_FORMAT, readCatalogueMarker, seedCatalogue } from "./catalogue-generator/seeder.ts";
import type { AppDeps } from "./http/deps.ts";
import { rebuildSearchIndex, searchIndexIsCurrent } from "./search/indexer.ts";
import { seedLaboratoryOnStart } from "./laboratory/seed-on-start.ts";

// Arbitrary constant shared by every instance: of several starting at once, one seeds, the others wait.
export const SEED_LOCK_ID = 7_355_609;

/**
 * First start on an empty database: seed the catalogue (env SEED_PRODUCTS products), so `npm start`
 * shows a full shop. A seed cut off half-way has no completion marker and is redone from scratch.
 * A catalogue generated in an older format (CATALOGUE_FORMAT) is regenerated with its size and seed.
 * A seeded database whose search index was built by an older version (it lacks tables the search reads)
 * gets its index rebuilt.
 */
export async function seedIfEmpty(deps: AppDeps): Promise<void> {
  const { database, env, logger, services } = deps;
  await database.withExclusiveLock(SEED_LOCK_ID, async () => {
    const marker = await readCatalogueMarker(database.db);
    if (marker?.format === CATALOGUE_FORMAT) {
      if (await searchIndexIsCurrent(database.db)) return;
      logger.info("search index of an older format: rebuilding it");
      const started = performance.now();
      const built = await rebuildSearchIndex(database.db);
      logger.info({ ...built, milliseconds: Math.round(performance.now() - started) }, "search index rebuilt");
      return;
    }
    const products = marker?.products ?? env.seedProducts;
    if (marker) logger.info({ products, format: marker.format }, "catalogue of an older format: regenerating it");
    else logger.info({ products }, "empty catalogue: seeding");
    let lastLogged = 0;
    const result = await seedCatalogue(database.db, {
      products,
      seed: marker?.seed,
      onProgress: ({ done, total }) => {
        // About ten progress lines, whatever the size.
        if (done === total || done - lastLogged >= Math.max(500, Math.ceil(total / 10))) {
          lastLogged = done;
          logger.info({ done, total }, "seeding catalogue");
        }
      },
    });
    services.catalogue.invalidate();
    const perSecond = Math.round(result.products / (result.milliseconds / 1000));
    logger.info({ ...result, milliseconds: Math.round(result.milliseconds), productsPerSecond: perSecond }, "catalogue seeded");
  });
  // Its own step with its own marker and lock: the laboratory is seeded once, into a database that has none (record 037).
  await seedLaboratoryOnStart(deps);
}
