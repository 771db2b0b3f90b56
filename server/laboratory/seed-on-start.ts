import type { AppDeps } from "#server/http/deps.ts";
import { seedLaboratoryIfStale } from "./seeder.ts";

/** The start's laboratory step: seeds the offer into a new database or one seeded from other content. */
export async function seedLaboratoryOnStart({ database, logger, services }: AppDeps): Promise<void> {
  const seeded = await seedLaboratoryIfStale(database);
  if (!seeded) return;
  services.laboratory.invalidate();
  logger.info(seeded, "laboratory offer seeded");
}
