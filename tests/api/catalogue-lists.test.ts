import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SORTS, type ProductList, type ProductSummary } from "#contracts/catalogue.ts";
import { seedTestCatalogue, TEST_CATALOGUE_SIZE } from "#tests/helpers/catalogue.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalogue(t);
});
afterAll(async () => {
  await t.close();
});

async function list(url: string): Promise<ProductList> {
  const res = await t.call("GET", url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data as ProductList;
}

const mainPrice = (p: ProductSummary) => p.articles[0]?.price.currentPrice ?? null;

describe("GET /api/getAllProducts", () => {
  it("pages with the defaults: page 1, 20 products, true totals", async () => {
    const data = await list("/api/getAllProducts");
    expect(data.products).toHaveLength(20);
    expect(data.pagination).toEqual({ page: 1, limit: 20, totalPages: Math.ceil(TEST_CATALOGUE_SIZE / 20), totalProducts: TEST_CATALOGUE_SIZE });
  });

  it("answers ProductSummary shapes with articles, prices, regulations, images and companies", async () => {
    const data = await list("/api/getAllProducts?limit=100&sort=name");
    for (const p of data.products) {
      expect(p._id).toMatch(/^[0-9a-f]{24}$/);
      expect(p.pharmacode).toBe(p.articles[0]?.pharmacode);
      expect(p.categories.length).toBeGreaterThan(0);
      expect(p.companies).toHaveLength(1);
      for (const a of p.articles) {
        expect(String(a.pharmacode)).toMatch(/^\d{7}$/);
        expect(a.description.description.length).toBeGreaterThan(3);
        expect(a.description.brand.length).toBeGreaterThan(1);
        expect(["Sale.Web.OK", "Sale.Web.CC", "Sale.Web.Rx"]).toContain(a.regulations[0]?.code.id);
        expect(a.company.name).toBe(p.companies[0]?.name);
        expect(a.images.F.length).toBe(a.images.M.length);
        for (const path of [...a.images.F, ...a.images.M]) expect(path).toMatch(/^\/uploads\/products\/[FM]\/\d{7}_PIC[A-Z0-9]+\.svg$/);
        if (a.images.F.length > 0) expect(a.images.F[0]).toContain("PICFRONT3D");
        const price = a.price;
        if (price.currentPrice === null) {
          expect(price).toEqual({ currentPrice: null, originalPrice: null, discountPercentage: 0, savings: "0.00", inDiscount: false });
        } else {
          expect(price.currentPrice).toBeGreaterThanOrEqual(2.5);
          expect(price.originalPrice!).toBeLessThanOrEqual(250);
          expect(price.savings).toBe((Math.round(price.originalPrice! * 100) / 100 - price.currentPrice).toFixed(2));
          expect(price.inDiscount).toBe(price.originalPrice! > price.currentPrice);
        }
      }
    }
  });

  it("keeps a stable random order per seed: pages never repeat or skip a product", async () => {
    const seen = new Set<string>();
    for (let page = 1; page <= 4; page++) {
      const data = await list(`/api/getAllProducts?page=${page}&limit=100&sort=random&seed=7`);
      for (const p of data.products) seen.add(p._id);
    }
    expect(seen.size).toBe(TEST_CATALOGUE_SIZE);
    const a = await list("/api/getAllProducts?seed=7");
    const b = await list("/api/getAllProducts?seed=7");
    const c = await list("/api/getAllProducts?seed=8");
    expect(a.products.map((p) => p._id)).toEqual(b.products.map((p) => p._id));
    expect(a.products.map((p) => p._id)).not.toEqual(c.products.map((p) => p._id));
  });

  it("sorts by name, price both ways (no price last) and sales rank", async () => {
    const byName = await list("/api/getAllProducts?sort=name&limit=100");
    const keys = byName.products.map((p) => p.articles[0]!.description.description.toLowerCase());
    expect(keys[0]! <= keys[keys.length - 1]!).toBe(true);

    const all: ProductSummary[] = [];
    for (let page = 1; page <= 3; page++) all.push(...(await list(`/api/getAllProducts?sort=price-asc&limit=100&page=${page}`)).products);
    const prices = all.map(mainPrice);
    const priced = prices.filter((p): p is number => p !== null);
    expect(priced).toEqual([...priced].sort((x, y) => x - y));
    expect(prices.slice(priced.length).every((p) => p === null)).toBe(true);

    const desc = (await list("/api/getAllProducts?sort=price-desc&limit=50")).products.map(mainPrice).filter((p) => p !== null);
    expect(desc).toEqual([...desc].sort((x, y) => (y as number) - (x as number)));

    const best = await list("/api/getAllProducts?sort=bestseller&limit=12");
    const top = await list("/api/getAllProductsFromBestSeller");
    expect(best.products.map((p) => p._id)).toEqual(top.products.map((p) => p._id));
  });

  it("answers a page past the last with no products and the true pagination", async () => {
    const data = await list("/api/getAllProducts?page=99&limit=20");
    expect(data.products).toEqual([]);
    expect(data.pagination).toEqual({ page: 99, limit: 20, totalPages: 15, totalProducts: TEST_CATALOGUE_SIZE });
  });

  it("accepts every documented sort", async () => {
    for (const sort of SORTS) expect((await list(`/api/getAllProducts?sort=${sort}&limit=5`)).products).toHaveLength(5);
  });
});

describe("discounts and bestsellers", () => {
  it("lists only products with a discounted article", async () => {
    const data = await list("/api/getAllDiscountProduct?limit=100");
    expect(data.pagination.totalProducts).toBeGreaterThan(10);
    for (const p of data.products) expect(p.articles.some((a) => a.price.inDiscount && a.price.discountPercentage > 0)).toBe(true);
  });

  it("lists 12 bestsellers by default, or `limit`", async () => {
    expect((await list("/api/getAllProductsFromBestSeller")).products).toHaveLength(12);
    const five = await list("/api/getAllProductsFromBestSeller?limit=5");
    expect(five.products).toHaveLength(5);
    expect(five.pagination).toEqual({ page: 1, limit: 5, totalPages: 1, totalProducts: 5 });
  });
});

describe("sitemap slices of the product pages", () => {
  it("cover every article pharmacode exactly once, in ascending order", async () => {
    const catalogue = t.deps.services.catalogue;
    const total = await catalogue.countArticles();
    expect(total).toBeGreaterThan(TEST_CATALOGUE_SIZE);
    const slices = [];
    for (let offset = 0; offset < total + 50; offset += 50) slices.push(...(await catalogue.pharmacodes({ offset, limit: 50 })));
    expect(slices).toHaveLength(total);
    expect(slices).toEqual([...slices].sort((a, b) => a - b));
    expect(new Set(slices).size).toBe(total);
  });
});
