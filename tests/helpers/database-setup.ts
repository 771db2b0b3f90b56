import { pgliteTemplateFile, postgresTemplate } from "./database-templates.ts";
import { testDatabaseKind } from "./test-database.ts";

/**
 * vitest's globalSetup for the API project: makes the databases every file copies (database-templates.ts)
 * before the workers start, so that two workers do not both make the same one on a fresh checkout.
 */
export default async function setup(): Promise<void> {
  const started = Date.now();
  if (testDatabaseKind() === "pglite") {
    await pgliteTemplateFile("empty");
    await pgliteTemplateFile("migrated");
  } else if (process.env.TEST_DATABASE_URL) {
    await postgresTemplate(process.env.TEST_DATABASE_URL);
  }
  const seconds = (Date.now() - started) / 1000;
  if (seconds > 1) console.log(`database templates made in ${seconds.toFixed(1)} s`);
}
