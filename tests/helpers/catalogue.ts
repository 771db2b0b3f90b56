import { seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import type { TestApp } from "./test-app.ts";

export const TEST_CATALOGUE_SIZE = 300;
export const TEST_CATALOGUE_SEED = 4242;

/** Seeds the generated catalogue into a test app's database, as the first start would. */
export async function seedTestCatalogue(t: TestApp, products = TEST_CATALOGUE_SIZE): Promise<void> {
  await seedCatalogue(t.deps.database.db, { products, seed: TEST_CATALOGUE_SEED });
  t.deps.services.catalogue.invalidate();
}
