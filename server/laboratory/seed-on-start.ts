import type { AppDeps } from "#server/http/deps.ts";
import { seedLaboratoryIfNew } from "./seeder.ts";

/** The start's laboratory step: seeds the offer into a database that has none (never over the manager's edits). */
export async function seedLaboratoryOnStart({ database, logger, services }: AppDeps): Promise<void> {
  const seeded = await seedLaboratoryIfNew(database);
  if (!seeded) return;
  services.laboratory.invalidate();
  logger.info(seeded, "laboratory offer seeded");
}
