import { writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openDatabase, type Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { ensureBuild, newDataDir, runScript, startServer } from "#tests/helpers/server-process.ts";
import { createPostgresDatabase, testDatabaseKind } from "#tests/helpers/test-database.ts";

/**
 * `npm run import` as a nightly job runs it (issue 39): a separate process with the shop's settings, on the database
 * itself when no server runs (on PostgreSQL its commit runs in a worker thread, from the sources here), and on the
 * embedded database through the running server's control socket. It prints the counts and the first errors, refuses
 * a file with errors under ALL_OR_NOTHING with exit code 2 and commits the good rows with SKIP_FAILED.
 */

const kind = testDatabaseKind();
const importCommand = (env: Record<string, string>, ...args: string[]) => runScript("import", env, args);

async function shopSettings(): Promise<{ env: Record<string, string>; open: () => Promise<Database>; drop: () => Promise<void> }> {
  const dataDir = newDataDir("shop-import-cli-");
  if (kind === "pglite") return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ kind: "pglite", dataDir }), drop: async () => {} };
  const scratch = await createPostgresDatabase();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url }, open: () => openDatabase({ kind: "postgres", url: scratch.url, poolSize: 1 }), drop: scratch.drop };
}

/** What the database holds of these articles: name, price and stock; and their audit lines' job and source. */
async function articlesIn(open: () => Promise<Database>, pharmacodes: number[]) {
  const database = await open();
  try {
    const codes = sql.raw(pharmacodes.join(", "));
    const articles = await queryRows(
      database.db,
      z.object({ pharmacode: z.number(), description: z.string(), price_cents: z.number().nullable(), stock: z.number().nullable() }),
      sql`select a.pharmacode, a.description, a.price_cents, s.stock from articles a left join article_stock s using (pharmacode) where a.pharmacode in (${codes}) order by a.pharmacode`,
    );
    const audit = await queryRows(database.db, z.object({ source: z.string(), job: z.boolean() }), sql`select source, job_id is not null as job from catalogue_audit where pharmacode in (${codes})`);
    return { articles, audit };
  } finally {
    await database.close();
  }
}

async function firstCategory(open: () => Promise<Database>): Promise<string> {
  const database = await open();
  try {
    return (await queryRows(database.db, z.object({ name_en: z.string() }), sql`select name_en from categories order by position limit 1`))[0]!.name_en;
  } finally {
    await database.close();
  }
}

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup) await c();
});

describe(`npm run import without a running server (${kind})`, () => {
  it("reports the counts and errors, refuses the file under ALL_OR_NOTHING (exit 2), commits the good rows with SKIP_FAILED", { timeout: 180_000 }, async () => {
    const shop = await shopSettings();
    cleanup.push(shop.drop);
    expect((await runScript("seed", shop.env, ["--products", "30"])).code).toBe(0);
    const category = await firstCategory(shop.open);
    const file = path.join(shop.env.DATA_DIR!, "sortiment.csv");
    writeFileSync(file, `pharmacode;name;category;price_chf;stock\n7123401;Nachtimport Tee 20 Btl;${category};4,50;12\n7123402;Ohne Kategorie;Nowhere;3,00;1\n`);

    const refused = await importCommand(shop.env, file, "--kind", "articles", "--commit");
    expect(refused.code, refused.out).toBe(2);
    expect(refused.out).toContain("VALIDATED: 2 rows: 1 new, 0 changed, 0 unchanged, 1 with errors, 0 warnings");
    expect(refused.out).toContain('  row 3 category CATEGORY: Unbekannte Kategorie "Nowhere": den englischen Namen einer Kategorie des Shops verwenden');
    expect(refused.out).toContain("Not committed: the file has errors (ALL_OR_NOTHING). Correct them, or use --policy SKIP_FAILED.");
    expect((await articlesIn(shop.open, [7123401, 7123402])).articles).toEqual([]);

    const committed = await importCommand(shop.env, file, "--kind", "articles", "--commit", "--policy", "SKIP_FAILED");
    expect(committed.code, committed.out).toBe(0);
    expect(committed.out).toContain("DONE: 2 rows: 1 new, 0 changed, 0 unchanged, 1 with errors, 0 warnings");
    const after = await articlesIn(shop.open, [7123401, 7123402]);
    expect(after.articles).toEqual([{ pharmacode: 7123401, description: "Nachtimport Tee 20 Btl", price_cents: 450, stock: 12 }]);
    expect(after.audit).toEqual([{ source: "IMPORT", job: true }]);

    // The same file again: nothing changes.
    const again = await importCommand(shop.env, file, "--kind", "articles", "--commit", "--policy", "SKIP_FAILED");
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain("DONE: 2 rows: 0 new, 0 changed, 1 unchanged, 1 with errors, 0 warnings");
    expect((await articlesIn(shop.open, [7123401])).audit).toHaveLength(1);
  });
});

describe.skipIf(kind !== "pglite")("npm run import beside a running server on the embedded database", () => {
  it("goes through the server's control socket, and the shop finds the new article by its name", { timeout: 240_000 }, async () => {
    const buildDir = ensureBuild();
    const dataDir = newDataDir("shop-import-cli-live-");
    const server = await startServer({ DATA_DIR: dataDir }, { buildDir });
    try {
      const categories = (await (await fetch(`${server.url}/api/getCategories`)).json()) as { data: { category: { en: string } }[] };
      const category = categories.data[0]!.category.en;
      const file = path.join(dataDir, "neu.csv");
      writeFileSync(file, `pharmacode;name;category;price_chf;stock\n7123411;Kamillenbad Nachtlieferung 100 ml;${category};8,90;5\n`);
      const done = await importCommand({ DATA_DIR: dataDir }, file, "--kind", "articles", "--commit");
      expect(done.code, done.out).toBe(0);
      expect(done.out).toContain("DONE: 1 rows: 1 new, 0 changed, 0 unchanged, 0 with errors, 0 warnings");
      const found = (await (await fetch(`${server.url}/api/search?searchTerms=Kamillenbad%20Nachtlieferung`)).json()) as { data: unknown };
      expect(JSON.stringify(found)).toContain("Kamillenbad Nachtlieferung");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });
});
