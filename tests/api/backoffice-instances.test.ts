import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { bootDeps } from "#server/boot.ts";
import { openDatabase } from "#server/db/client.ts";
import { queryOne, queryRows } from "#server/db/typed-sql.ts";
import { loadEnv } from "#server/env.ts";
import { createHttp } from "#server/http/app.ts";
import { createLogger } from "#server/logger.ts";
import { importStagingDir } from "#server/services/backoffice/import-jobs.ts";
import { TEST_CATALOGUE_SEED } from "#tests/helpers/catalogue.ts";
import { createPostgresDatabase, testDatabaseKind } from "#tests/helpers/test-database.ts";

/*
 * Issues 39 and 40, "every change made here reaches the shop's pages, lists, search and caches on every instance
 * within 5 s": a manager's edit, a stock correction and an import commit made on one instance, read through the
 * other instance's public routes, which had the answers kept before the change. Two instances on one PostgreSQL
 * database (the embedded database has only ever one).
 */

const within5s = { timeout: 5_000, interval: 50 };

type ProductAnswer = { data: { product: { name: string; articles: { pharmacode: number; description: { description: string }; price: { currentPrice: number | null } }[] } } };
type SearchAnswer = { data: { products: { pharmacode: number }[] } };

describe.runIf(testDatabaseKind() === "postgres")("back-office changes made on one instance, read on another", () => {
  it("an edit, a stock correction and an import commit are in the other's product, search and back-office answers within 5 s", async () => {
    const scratch = await createPostgresDatabase();
    const logger = createLogger("silent");
    const boot = async () => {
      const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: await mkdtemp(path.join(tmpdir(), "shop-instances-")), JWT_SECRET: "test-secret-test-secret-test-secret-0123", PUBLIC_URL: "http://shop.test" });
      return bootDeps(env, logger, await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 3 }));
    };
    const a = await boot();
    const other = await boot();
    try {
      const db = a.database.db;
      await seedCatalogue(db, { products: 40, seed: TEST_CATALOGUE_SEED });
      await a.services.desk.staff.add("leitung@example.ch", { name: "Lea", surname: "Leitung" }, "manager");
      const { id: managerId } = await queryOne(db, z.object({ id: z.string() }), sql`select id::text from users where email = 'leitung@example.ch'`);
      const { app: appB } = createHttp(other);
      const productOnB = async (code: number) => {
        const res = await appB.request(`/api/products/${code}`);
        return res.status === 200 ? ((await res.json()) as ProductAnswer).data.product.articles.find((x) => x.pharmacode === code) : undefined;
      };
      const searchOnB = async (words: string) => ((await (await appB.request(`/api/search?searchTerms=${encodeURIComponent(words)}`)).json()) as SearchAnswer).data.products.map((p) => p.pharmacode);

      // An article with a public price, priced and named anew on A.
      const [{ pharmacode: code }] = await queryRows(db, z.object({ pharmacode: z.number() }), sql`select pharmacode from articles where regulation = 'Sale.Web.OK' and price_cents is not null order by pharmacode limit 1`);
      const before = await productOnB(code);
      expect(before).toBeDefined();
      await searchOnB("Rheinkiesel");
      const current = await a.services.backoffice.article(code);
      const price = Math.round((current.price ?? 10) * 100 + 105) / 100;
      await a.services.backoffice.edits.patch(managerId, code, { updatedAt: current.updatedAt, price, name: "Rheinkiesel Lutschtabletten 24 Stk" });
      await expect.poll(async () => (await productOnB(code))?.price.currentPrice, within5s).toBe(price);
      await expect.poll(async () => (await productOnB(code))?.description.description, within5s).toBe("Rheinkiesel Lutschtabletten 24 Stk");
      await expect.poll(() => searchOnB("Rheinkiesel"), within5s).toContain(code);

      // A stock correction on A: B's back office sees the new count.
      const stockBefore = (await other.services.backoffice.article(code)).stock;
      await a.services.backoffice.edits.adjustStock(managerId, code, { delta: 7, reason: "Lieferung" });
      await expect.poll(async () => (await other.services.backoffice.article(code)).stock, within5s).toBe(stockBefore + 7);

      // An import committed on A creates an article: B's product page, search and category list have it.
      const [{ name_en: category }] = await queryRows(db, z.object({ name_en: z.string() }), sql`select name_en from categories order by position limit 1`);
      const newCode = 7_654_321;
      expect(await productOnB(newCode)).toBeUndefined();
      const file = path.join(importStagingDir(a.env.dataDir), "neu.upload");
      await writeFile(file, `pharmacode;name;category;price_chf;vat_rate;stock\n${newCode};Basilisk Halspastillen 30 Stk;${category};8.50;8.1;12\n`);
      const job = await a.services.backoffice.imports.create(null, "articles", "neu.csv", file);
      await a.services.backoffice.imports.idle();
      await a.services.backoffice.imports.commit(null, job._id, "ALL_OR_NOTHING");
      await a.services.backoffice.imports.idle();
      expect((await a.services.backoffice.imports.get(job._id)).status).toBe("DONE");
      await expect.poll(async () => (await productOnB(newCode))?.price.currentPrice, within5s).toBe(8.5);
      await expect.poll(() => searchOnB("Basilisk"), within5s).toContain(newCode);
    } finally {
      for (const deps of [a, other]) {
        await deps.services.mailWorker.stop();
        await deps.services.backoffice.imports.stop();
        await deps.database.close();
      }
      await scratch.drop();
      for (const deps of [a, other]) await rm(deps.env.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
