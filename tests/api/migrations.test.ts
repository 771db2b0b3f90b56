import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { runMigrations } from "#server/db/migrate.ts";
import { countRow, queryOne, queryRows } from "#server/db/typed-sql.ts";
import { openTestDatabase, testDatabaseKind } from "#tests/helpers/test-database.ts";

describe("migrations", () => {
  it("are idempotent: a restart on a migrated database changes nothing", async () => {
    const database = await openTestDatabase();
    await runMigrations(database);
    await runMigrations(database);
    const { n } = await queryOne(database.db, countRow, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(n).toBeGreaterThan(0);
    const ext = await queryRows(database.db, z.object({ extname: z.string() }), sql`select extname from pg_extension order by extname`);
    expect(ext.map((r) => r.extname)).toEqual(
      expect.arrayContaining(["btree_gist", "pg_trgm", "unaccent"]),
    );
    await database.close();
  });

  it.runIf(testDatabaseKind() === "postgres")("let several instances start at once on one PostgreSQL database", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `shop_migrate_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 })));
      await Promise.all(instances.map((db) => runMigrations(db)));
      const counts = await queryOne(
        instances[0].db,
        z.object({ n: z.number(), distinct_n: z.number() }),
        sql`select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations`,
      );
      expect(counts.n).toBe(counts.distinct_n);
      await Promise.all(instances.map((db) => db.close()));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
