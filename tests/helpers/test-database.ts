import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { openDatabase, type Database, type Db } from "#server/db/client.ts";
import { schema } from "#server/db/schema.ts";

export type TestDatabaseKind = "pglite" | "postgres";

/** Which database the API suite runs on: TEST_DB=postgres uses a fresh database on TEST_DATABASE_URL. */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

/**
 * A brand-new, empty database for one test file: an in-memory PGlite, or a freshly created PostgreSQL
 * database that is dropped again on close. Runs never see each other's rows.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === "pglite") return openDatabase({ kind: "pglite" });

  const scratch = await createPostgresDatabase();
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

/** A freshly created, empty PostgreSQL database on TEST_DATABASE_URL's server: its URL, and drop() when done. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/test)");
  const name = `shop_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
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
