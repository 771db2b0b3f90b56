import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { openDatabase, type Database, type Db } from "#server/db/client.ts";
import { schema } from "#server/db/schema.ts";
import { pgliteTemplate, postgresTemplate } from "./database-templates.ts";

export type TestDatabaseKind = "pglite" | "postgres";

/** Which database the API suite runs on: TEST_DB=postgres uses a fresh database on TEST_DATABASE_URL. */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

/**
 * A brand-new, empty database for one test file: an in-memory PGlite, or a freshly created PostgreSQL
 * database that is dropped again on close. Runs never see each other's rows. For the tests of migrating itself;
 * an app's database comes from openMigratedTestDatabase.
 */
export async function openTestDatabase(): Promise<Database> {
  return openFromTemplate(false);
}

/**
 * A brand-new database with every migration applied, copied from a template made once per set of migrations
 * (database-templates.ts): what createTestApp runs on. Otherwise the same as openTestDatabase.
 */
export async function openMigratedTestDatabase(): Promise<Database> {
  return openFromTemplate(true);
}

async function openFromTemplate(migrated: boolean): Promise<Database> {
  // PGlite's "empty" template is the state initdb leaves, loaded far faster than initdb runs.
  if (testDatabaseKind() === "pglite") return openDatabase({ kind: "pglite", loadDataDir: await pgliteTemplate(migrated ? "migrated" : "empty") });

  const scratch = await createPostgresDatabase(migrated ? await postgresTemplate(adminDatabaseUrl()) : undefined);
  const database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 5 });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await scratch.drop();
    },
  };
}

function adminDatabaseUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/test)");
  return adminUrl;
}

/**
 * A freshly created PostgreSQL database on TEST_DATABASE_URL's server, empty or a copy of template: its URL, and
 * drop() when done.
 */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = adminDatabaseUrl();
  const name = `shop_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * The same database with every statement's text reported to logQuery (parameters left out): for tests that
 * assert which statements a call runs, such as the same ones for a known and an unknown address.
 */
export function withQueryLog(database: Database, logQuery: (query: string) => void): Database {
  const client: unknown = (database.db as unknown as { $client: unknown }).$client;
  const logger = { logQuery };
  const db = database.kind === "pglite" ? drizzlePglite(client as PGlite, { schema, logger }) : drizzlePg(client as pg.Pool, { schema, logger });
  return { ...database, db: db as unknown as Db };
}
