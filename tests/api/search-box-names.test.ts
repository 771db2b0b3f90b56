import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

// Issue 30: a shopper copies the name from the box, a prescription or a doctor's letter ("Ibuprofen Lufarm
// 400 mg Brausetabletten 10 Stk"), or types it letter by letter. Real generated names, pack sizes included.
let t: TestApp;
type Article = { product_uid: string; pharmacode: number; name: string; description: string; pack_size: string };
let boxes: Article[] = [];
const articleRow = z.object({ product_uid: z.string(), pharmacode: z.number(), name: z.string(), description: z.string(), pack_size: z.string() });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  await seedCatalogue(db, { products: 300 });
  const rows = await queryRows(db, articleRow, sql`
    select p.uid as product_uid, a.pharmacode, p.name, a.description, a.pack_size
    from articles a join products p on p.id = a.product_id order by p.sales_rank, a.position`);
  // One of each kind the issue names: a strength in mg, a strength per ml (mg/ml), a pack in ml, a pack of pieces.
  const pick = (test: (a: Article) => boolean) => {
    const found = rows.find((a) => test(a) && !boxes.includes(a));
    if (found) boxes.push(found);
  };
  boxes = [];
  pick((a) => /\d mg /.test(a.name) && / Stk$/.test(a.description));
  pick((a) => /mg\/ml/.test(a.name));
  pick((a) => / ml$/.test(a.pack_size));
  pick((a) => /\d g$/.test(a.pack_size));
  expect(boxes.length).toBeGreaterThanOrEqual(3);
});
afterAll(async () => {
  await t?.close();
});

type Hit = { _id: string; pharmacode: number };
async function search(term: string, page = 1) {
  const res = await t.call("GET", `/api/search?${new URLSearchParams({ searchTerms: term, limit: "100", page: String(page) })}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { products: Hit[]; pagination: { totalPages: number; totalProducts: number } };
}

/** The product ids of every hit, through every page. */
async function allHits(term: string): Promise<string[]> {
  const first = await search(term);
  const ids = first.products.map((p) => p._id);
  for (let page = 2; page <= first.pagination.totalPages; page++) ids.push(...(await search(term, page)).products.map((p) => p._id));
  return ids;
}

describe("GET /api/search: the name on the box", () => {
  it("finds the product first by its exact displayed name, pack size included", async () => {
    for (const box of boxes) {
      const data = await search(box.description);
      expect(data.products[0]?._id, box.description).toBe(box.product_uid);
    }
  });

  it("narrows by strength and pack size instead of emptying the hits", async () => {
    for (const box of boxes) {
      const byName = (await search(box.name)).pagination.totalProducts;
      const byBox = (await search(box.description)).pagination.totalProducts;
      expect(byBox, box.description).toBeGreaterThan(0);
      expect(byBox, box.description).toBeLessThanOrEqual(byName);
      // A pack size the shop does not list still finds the product by its name.
      const otherPack = await search(`${box.name} 997 ml`);
      expect(otherPack.products.map((p) => p._id), `${box.name} 997 ml`).toContain(box.product_uid);
    }
    for (const term of ["5 %", "2:1:1", "10 Stk", "100 ml", "400 mg"]) {
      const data = await search(`${boxes[0].name} ${term}`);
      expect(data.products.map((p) => p._id), term).toContain(boxes[0].product_uid);
    }
  });

  it("keeps finding the product at every letter while its name is typed", async () => {
    for (const box of boxes) {
      // From the second character on, where the header preview starts searching.
      for (let end = 2; end <= box.description.length; end++) {
        const typed = box.description.slice(0, end);
        expect(await allHits(typed), JSON.stringify(typed)).toContain(box.product_uid);
      }
    }
  });
});
