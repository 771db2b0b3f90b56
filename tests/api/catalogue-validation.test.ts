import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category, ProductList } from "#contracts/catalogue.ts";
import { seedTestCatalogue } from "#tests/helpers/catalogue.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalogue(t, 120);
});
afterAll(async () => {
  await t.close();
});

const long = (n: number) => "x".repeat(n);

describe("bad parameters answer 400 with the envelope", () => {
  const cases: [string, string | RegExp][] = [
    ["/api/getAllProducts?page=0", "page must be a whole number from 1 to 1000000"],
    ["/api/getAllProducts?page=-1", "page must be a whole number from 1 to 1000000"],
    ["/api/getAllProducts?page=abc", "page must be a whole number from 1 to 1000000"],
    ["/api/getAllProducts?page=1.5", "page must be a whole number from 1 to 1000000"],
    ["/api/getAllProducts?page=99999999999", "page must be a whole number from 1 to 1000000"],
    ["/api/getAllProducts?limit=0", "limit must be a whole number from 1 to 100"],
    ["/api/getAllProducts?limit=101", "limit must be a whole number from 1 to 100"],
    ["/api/getAllProducts?limit=ten", "limit must be a whole number from 1 to 100"],
    ["/api/getAllProducts?sort=cheapest", /^sort must be one of random, name, price-asc, price-desc, bestseller/],
    ["/api/getAllProducts?seed=x", "seed must be a whole number from 0 to 2147483647"],
    ["/api/getAllDiscountProduct?limit=500", "limit must be a whole number from 1 to 100"],
    ["/api/getAllProductsFromBestSeller?limit=0", "limit must be a whole number from 1 to 100"],
    ["/api/getProductsByCategory", "consumerCategoryId is required"],
    [`/api/getProductsByCategory?consumerCategoryId=${long(101)}`, "consumerCategoryId must be at most 100 characters"],
    ["/api/getProductsByCategory?consumerCategoryId=x&sort=up", /^sort must be one of/],
    [`/api/getProductsByCategory?consumerCategoryId=x&company=${long(101)}`, "company must be at most 100 characters"],
    [`/api/categories/${long(101)}/products`, "category name must be at most 100 characters"],
    ["/api/categories/Fever/products?page=0", "page must be a whole number from 1 to 1000000"],
    ["/api/getProductsByGenericCodes", "genericCode is required"],
    [`/api/getProductsByGenericCodes?genericCode=${long(101)}`, "genericCode must be at most 100 characters"],
    ["/api/getSimilarProductsByGenericCode?genericCode=N02BE01&level=4", "level must be a whole number from 1 to 3"],
    ["/api/getSimilarProductsByGenericCode?genericCode=N02BE01&level=x", "level must be a whole number from 1 to 3"],
    ["/api/getProductsByCompany", "company is required"],
    ["/api/getProductsByCompany?company=%20%20", "company is required"],
    ["/api/getProductsByCompany?company=X&sort=rating", /^sort must be one of/],
    ["/api/getProductsBySoloField?field=rating&value=x", "Invalid search parameters"],
    ["/api/getProductsBySoloField?value=x", "Invalid search parameters"],
    ["/api/getProductsBySoloField?field=brand", "value is required"],
    [`/api/getProductsBySoloField?field=brand&value=${long(201)}`, "value must be at most 200 characters"],
    [`/api/companies/search?searchTerm=${long(101)}`, "searchTerm must be at most 100 characters"],
    ["/api/companies/search?searchTerm=a&limit=51", "limit must be a whole number from 1 to 50"],
    ["/api/products/abc", "pharmacode must be a number"],
    ["/api/products/12345678901", "pharmacode must be a number"],
  ];
  for (const [url, message] of cases) {
    it(`GET ${url.slice(0, 90)}`, async () => {
      const res = await t.call("GET", url);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.success).toBe(false);
      if (typeof message === "string") expect(res.body.error).toBe(message);
      else expect(res.body.error).toMatch(message);
      expect(res.body.details?.[0]?.field).toBeTruthy();
    });
  }

  it("ignores unknown query fields and treats empty values as absent", async () => {
    const res = await t.call("GET", "/api/getAllProducts?page=&limit=&sort=&color=red");
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toMatchObject({ page: 1, limit: 20 });
  });

  it("does not treat non-numeric single segments as pharmacodes", async () => {
    const res = await t.call("GET", "/api/notAThing");
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("Unknown API path: GET /api/notAThing");
  });
});

describe("packshots and category tiles under /uploads", () => {
  it("draws every listed packshot as an SVG with long-lived cache headers and an ETag", async () => {
    const data = (await t.call("GET", "/api/getAllProducts?limit=5&sort=name")).body.data as ProductList;
    const article = data.products.flatMap((p) => p.articles).find((a) => a.images.F.length > 0)!;
    for (const url of [...article.images.F, ...article.images.M]) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("public, max-age=2592000");
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="(600|300)" height="(600|300)"/);
      expect(svg).toContain(article.description.brand.replace(/&/g, "&amp;"));
      const again = await t.app.request(url, { headers: { "if-none-match": res.headers.get("etag")! } });
      expect(again.status).toBe(304);
    }
    const front = await (await t.app.request(article.images.F[0]!)).text();
    const back = await (await t.app.request(article.images.F[1]!)).text();
    expect(front).not.toBe(back);
    expect(back).toContain(`Pharmacode ${article.pharmacode}`);
  });

  it("draws category tiles and answers 404 for unknown pictures and path tricks", async () => {
    const categories = (await t.call("GET", "/api/getCategories")).body.data as Category[];
    const tile = await t.app.request(categories[0]!.image!);
    expect(tile.status).toBe(200);
    expect(await tile.text()).toContain(categories[0]!.category.de.replace(/&/g, "&amp;"));
    for (const url of ["/uploads/products/F/9999999_PICFRONT3D.svg", "/uploads/categories/Nope.svg", "/uploads/../package.json", "/uploads/%2e%2e/package.json", "/uploads/products/F/x.exe"]) {
      expect((await t.app.request(url)).status, url).toBe(404);
    }
  });
});

describe("read cache", () => {
  it("never serves answers from before a reseed", async () => {
    const before = (await t.call("GET", "/api/getCategories")).body.data as Category[];
    const bestBefore = (await t.call("GET", "/api/getAllProductsFromBestSeller")).body.data as ProductList;
    // Another instance reseeding: this process's cache is not told, only the database changes.
    const { seedCatalogue } = await import("#server/catalogue-generator/seeder.ts");
    await seedCatalogue(t.deps.database.db, { products: 50, seed: 99 });
    const after = (await t.call("GET", "/api/getCategories")).body.data as Category[];
    const bestAfter = (await t.call("GET", "/api/getAllProductsFromBestSeller")).body.data as ProductList;
    expect(after.map((c) => c._id)).not.toEqual(before.map((c) => c._id));
    expect(bestAfter.products.map((p) => p._id)).not.toEqual(bestBefore.products.map((p) => p._id));
    expect((await t.call("GET", "/api/getAllProducts")).body.data.pagination.totalProducts).toBe(50);
  });
});
