import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category } from "#contracts/catalogue.ts";
import type { AnalysisPack, LabTestsByCategory } from "#contracts/laboratory.ts";
import { seedLaboratoryOnStart } from "#server/laboratory/seed-on-start.ts";
import { seedTestCatalogue } from "#tests/helpers/catalogue.ts";
import { createTestApp, getData, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * Issue 36: a route declares that its answer is kept (`kept` in its router), no list of paths does. Every route
 * that the list named answers from memory (ETag, no-cache, 304 for that ETag); a route that is not declared
 * keeps `no-store` and no ETag.
 */
let t: TestApp;
let pharmacode: number;
let categoryId: string;
let labTestId: string;
let packId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalogue(t, 40);
  await seedLaboratoryOnStart(t.deps);
  pharmacode = (await getData<{ products: { pharmacode: number }[] }>(t, "/api/getAllProducts?limit=1")).products[0]!.pharmacode;
  categoryId = (await getData<Category[]>(t, "/api/getCategories"))[0]!._id;
  labTestId = Object.values(await getData<LabTestsByCategory>(t, "/api/lab-tests/getAllLabTests")).flat()[0]!._id;
  packId = (await getData<AnalysisPack[]>(t, "/api/pack-analyses/getPackAnalyses"))[0]!._id;
});
afterAll(async () => {
  await t?.close();
});

describe("routes that declare their answer kept", () => {
  const urls = () => [
    "/api/getAllProducts?limit=2",
    "/api/getAllDiscountProduct?limit=2",
    "/api/getAllProductsFromBestSeller?limit=2",
    "/api/getCategories",
    `/api/getProductsByCategory?consumerCategoryId=${categoryId}&limit=2`,
    "/api/categories/Fever/products?limit=2",
    "/api/getProductsByGenericCodes?genericCode=N02BE01&limit=2",
    "/api/getSimilarProductsByGenericCode?genericCode=N02BE01&level=1&limit=2",
    "/api/getProductsByCompany?company=Nobody%20AG",
    "/api/getProductsBySoloField?field=brand&value=x",
    "/api/getAllCompanies",
    "/api/companies/search?searchTerm=a",
    "/api/search?searchTerms=aspirin",
    `/api/products/${pharmacode}`,
    `/api/${pharmacode}`,
    "/api/lab-tests/getAllLabTests",
    `/api/lab-tests/getLabTest/${labTestId}`,
    "/api/pack-analyses/getPackAnalyses",
    `/api/pack-analyses/getPackAnalysis/${packId}`,
  ];

  it("answer with an ETag and no-cache, and 304 to a visitor who has that ETag", async () => {
    for (const url of urls()) {
      const first = await t.call("GET", url);
      expect(first.status, url).toBe(200);
      const etag = first.headers.get("etag");
      expect(etag, url).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
      expect(first.headers.get("cache-control"), url).toBe("no-cache");
      const again = await t.call("GET", url, { headers: { "if-none-match": etag! } });
      expect(again.status, url).toBe(304);
    }
  });

  it("a refused request is not kept: 400 with no-store and no ETag", async () => {
    const res = await t.call("GET", "/api/products/abc");
    expect(res.status).toBe(400);
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("routes that do not", () => {
  it("answer with no-store and no ETag", async () => {
    for (const url of ["/api/health", "/api/openapi.json"]) {
      const res = await t.call("GET", url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("etag"), url).toBeNull();
      expect(res.headers.get("cache-control"), url).toBe("no-store");
    }
  });
});
