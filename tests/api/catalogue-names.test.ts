import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductList } from "#contracts/catalogue.ts";
import { seedTestCatalogue, TEST_CATALOGUE_SIZE } from "#tests/helpers/catalogue.ts";
import { distinctShare, hasDoubledWord, naturalGerman, outOfOrder } from "#tests/helpers/product-names.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalogue(t);
});
afterAll(async () => {
  await t.close();
});

/** The displayed names (main article description, as product cards show them) of every page of a list. */
async function shownNames(path: string): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const res = await t.call("GET", `${path}${path.includes("?") ? "&" : "?"}limit=100&page=${page}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as ProductList;
    names.push(...data.products.map((p) => p.articles[0]!.description.description));
    if (page >= data.pagination.totalPages) return names;
  }
}

describe("a seeded catalogue lists each product once", () => {
  it("shows distinct names without doubled words", async () => {
    const names = await shownNames("/api/getAllProducts?sort=name");
    expect(names).toHaveLength(TEST_CATALOGUE_SIZE);
    expect(distinctShare(names)).toBeGreaterThanOrEqual(0.97);
    expect(names.filter(hasDoubledWord)).toEqual([]);
  });

  it("sorts by the displayed name in German order, numbers by value (catalogue, category and search lists)", async () => {
    const all = await shownNames("/api/getAllProducts?sort=name");
    expect(outOfOrder(all)).toEqual([]);
    // The order is not plain text order: somewhere a shorter number comes first ("20 Stk" before "100 Stk").
    expect(all.some((name, i) => i > 0 && all[i - 1]!.toLowerCase() > name.toLowerCase())).toBe(true);
    // Umlauts sort with their vowel, not after z.
    expect(all.findIndex((name) => /^[ÄÖÜ]/.test(name))).toBeLessThan(all.findIndex((name) => /^[Zz]/.test(name)));

    const inCategory = await shownNames(`/api/categories/${encodeURIComponent("Pain & Fever")}/products?sort=name`);
    expect(inCategory.length).toBeGreaterThan(10);
    expect(outOfOrder(inCategory)).toEqual([]);

    const found = await shownNames("/api/search?searchTerms=&sort=name");
    expect(found).toHaveLength(TEST_CATALOGUE_SIZE);
    expect(outOfOrder(found)).toEqual([]);
  });

  it("compares as German readers expect", () => {
    expect(naturalGerman("Zitrone 120 Kapseln", "Zitrone 400 g")).toBeLessThan(0);
    expect(naturalGerman("Ärzte", "Arzte")).toBe(0);
    expect(naturalGerman("ärzte", "Baldrian")).toBeLessThan(0);
    expect(naturalGerman("N 0.05 %", "N 0.1 %")).toBeLessThan(0);
  });
});
