import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category, Company, ProductDetail, ProductList } from "#contracts/catalogue.ts";
import { FEATURED_CATEGORY_KEYS } from "#contracts/catalogue.ts";
import { seedTestCatalogue } from "#tests/helpers/catalogue.ts";
import { createTestApp, getData, type TestApp } from "#tests/helpers/test-app.ts";

let t: TestApp;
let all: ProductList["products"];
beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalogue(t);
  all = (await t.call("GET", "/api/getAllProducts?limit=100&sort=name&page=1")).body.data.products;
  for (let page = 2; page <= 3; page++) all.push(...(await t.call("GET", `/api/getAllProducts?limit=100&sort=name&page=${page}`)).body.data.products);
});
afterAll(async () => {
  await t.close();
});

const get = <T>(url: string) => getData<T>(t, url);

describe("product detail", () => {
  it("answers the same detail on /api/products/{pharmacode} and /api/{pharmacode}", async () => {
    const medicine = all.find((p) => p.articles[0]?.genericGroupCodes.length)!;
    const a = await get<{ product: ProductDetail }>(`/api/products/${medicine.pharmacode}`);
    const b = await get<{ product: ProductDetail }>(`/api/${medicine.pharmacode}`);
    expect(a).toEqual(b);
    const article = a.product.articles[0]!;
    expect(a.product._id).toBe(medicine._id);
    expect(article.pharmacode).toBe(medicine.pharmacode);
    expect(article.consumerFolder?.title).toBeTruthy();
    expect(article.consumerFolder?.summary).toMatch(/^<p>/);
    expect(article.substances[0]?.description).toBeTruthy();
    expect(article.symptoms.length).toBeGreaterThan(0);
    expect(article.monographies[0]?.header).toBe("Patienteninformation");
    const sections = article.monographies[0]!.bodySections;
    expect(sections.map((s) => s.sectionNumber)).toEqual(sections.map((_, i) => i + 1));
    expect(sections[0]?.title).toMatch(/^Was ist .+ und wann wird es angewendet\?$/);
    expect(sections.some((s) => s.title === "Zulassungsinhaberin")).toBe(true);
    expect(article.monographies[0]?.authorizationOwnerName).toBe(a.product.companies[0]?.name);
  });

  it("puts the requested pack size first", async () => {
    const multi = all.find((p) => p.articles.length > 1)!;
    const second = multi.articles[1]!.pharmacode;
    const detail = await get<{ product: ProductDetail }>(`/api/products/${second}`);
    expect(detail.product.articles[0]?.pharmacode).toBe(second);
    expect(detail.product.articles.map((a) => a.pharmacode).sort()).toEqual(multi.articles.map((a) => a.pharmacode).sort());
  });

  it("gives supplements a nutrition table with reference quantity, dietary advice and compositions", async () => {
    let found: ProductDetail["articles"][number] | undefined;
    for (const p of all) {
      if (found) break;
      const d = await get<{ product: ProductDetail }>(`/api/${p.pharmacode}`);
      if ((d.product.articles[0]?.nonPharmaInformation?.nutritions.length ?? 0) > 1) found = d.product.articles[0];
    }
    expect(found).toBeDefined();
    const info = found!.nonPharmaInformation!;
    expect(info.nutritions[0]).toMatchObject({ lineNumber: 1, unitCode: { description: expect.any(String) }, nutritionCode: { description: expect.any(String) }, referenceUnitCode: { description: expect.any(String) } });
    expect(info.usageHtml).toMatch(/^<p>.+<\/p>$/);
    expect(info.compositions[0]).toMatchObject({ lineNumber: 1 });
    expect(found!.monographies).toEqual([]);
  });

  it("answers an unknown pharmacode with 404 and the spec's message on both paths", async () => {
    for (const url of ["/api/products/9999999", "/api/9999999"]) {
      const res = await t.call("GET", url);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: "No article found for this pharmacode" });
    }
  });

  it("never lets markup other than harmless formatting into detail HTML", async () => {
    for (const p of all.slice(0, 40)) {
      const text = JSON.stringify(await get(`/api/${p.pharmacode}`));
      expect(text).not.toMatch(/<script|<style|javascript:|on\w+=/i);
    }
  });
});

describe("categories", () => {
  it("lists at least 20 categories with keys, en/de names, subcategories and the featured keys", async () => {
    const categories = await get<Category[]>("/api/getCategories");
    expect(categories.length).toBeGreaterThanOrEqual(20);
    for (const key of FEATURED_CATEGORY_KEYS) expect(categories.map((c) => c.key)).toContain(key);
    for (const c of categories) {
      expect(c._id).toMatch(/^[0-9a-f]{24}$/);
      expect(c.category.en && c.category.de).toBeTruthy();
      expect(c.subcategories.length).toBeGreaterThan(0);
      expect(c.image).toBe(`/uploads/categories/${c.key}.svg`);
    }
  });

  it("lists a category's products by consumerCategoryId, with the company filter", async () => {
    const categories = await get<Category[]>("/api/getCategories");
    const flu = categories.find((c) => c.key === "FluColds")!;
    const data = await get<ProductList>(`/api/getProductsByCategory?consumerCategoryId=${flu._id}&limit=100`);
    expect(data.pagination.totalProducts).toBeGreaterThan(0);
    for (const p of data.products) expect(p.categories.map((c) => c.name)).toContain("Flu & Colds");
    const company = data.products[0]!.companies[0]!.name;
    const filtered = await get<ProductList>(`/api/getProductsByCategory?consumerCategoryId=${flu._id}&company=${encodeURIComponent(company)}&limit=100`);
    expect(filtered.products.length).toBeGreaterThan(0);
    expect(filtered.products.every((p) => p.companies[0]?.name === company)).toBe(true);
    const res = await t.call("GET", "/api/getProductsByCategory?consumerCategoryId=000000000000000000000000");
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("Category not found");
  });

  it("lists products by English category or subcategory name, case-insensitive", async () => {
    const byCategory = await get<ProductList>(`/api/categories/${encodeURIComponent("Pain & Fever")}/products`);
    expect(byCategory.pagination.totalProducts).toBeGreaterThan(0);
    expect(byCategory.pagination.limit).toBe(20);
    const bySub = await get<ProductList>(`/api/categories/${encodeURIComponent("headache")}/products?limit=100`);
    expect(bySub.pagination.totalProducts).toBeGreaterThan(0);
    expect(bySub.pagination.totalProducts).toBeLessThanOrEqual(byCategory.pagination.totalProducts);
    const res = await t.call("GET", "/api/categories/Nonexistent/products");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: "Category not found" });
  });
});

describe("generic groups", () => {
  it("lists a generic group's products, from several companies", async () => {
    const codes = new Map<string, number>();
    for (const p of all) for (const g of p.articles[0]!.genericGroupCodes) if (g.level === 1) codes.set(g.code, (codes.get(g.code) ?? 0) + 1);
    const [code] = [...codes.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const data = await get<ProductList>(`/api/getProductsByGenericCodes?genericCode=${code}&limit=100`);
    expect(data.pagination.totalProducts).toBe(codes.get(code));
    expect(new Set(data.products.map((p) => p.companies[0]!.name)).size).toBeGreaterThan(1);
    expect(data.products.every((p) => p.articles[0]!.genericGroupCodes.some((g) => g.code === code))).toBe(true);
  });

  it("widens similar products from a level-3 code to its level 1 and 2 groups", async () => {
    const product = all.find((p) => p.articles[0]!.genericGroupCodes.length === 3)!;
    const codes = product.articles[0]!.genericGroupCodes;
    const level3 = codes.find((g) => g.level === 3)!.code;
    const counts = [];
    for (const level of [1, 2, 3]) {
      const data = await get<ProductList>(`/api/getSimilarProductsByGenericCode?genericCode=${level3}&level=${level}&limit=100`);
      const expected = codes.find((g) => g.level === level)!.code;
      expect(data.products.every((p) => p.articles[0]!.genericGroupCodes.some((g) => g.code === expected))).toBe(true);
      expect(data.products.map((p) => p._id)).toContain(product._id);
      counts.push(data.pagination.totalProducts);
    }
    expect(counts[0]!).toBeGreaterThanOrEqual(counts[1]!);
    expect(counts[1]!).toBeGreaterThanOrEqual(counts[2]!);
  });

  it("answers an unknown code with an empty list", async () => {
    const data = await get<ProductList>("/api/getProductsByGenericCodes?genericCode=NOPE");
    expect(data).toEqual({ products: [], pagination: { page: 1, limit: 20, totalPages: 0, totalProducts: 0 } });
  });
});

describe("companies", () => {
  it("lists companies with products, sorted in German collation (Ä with A)", async () => {
    const companies = await get<Company[]>("/api/getAllCompanies");
    const names = companies.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const collator = new Intl.Collator("de-CH", { sensitivity: "base", numeric: true });
    expect(names).toEqual([...names].sort(collator.compare));
    expect(new Set(all.map((p) => p.companies[0]!.name))).toEqual(new Set(names));
  });

  it("lists a company's products (name case-insensitive); unknown companies give an empty list", async () => {
    const company = all[0]!.companies[0]!.name;
    const data = await get<ProductList>(`/api/getProductsByCompany?company=${encodeURIComponent(company.toUpperCase())}&limit=100`);
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.every((p) => p.companies[0]!.name === company)).toBe(true);
    expect((await get<ProductList>("/api/getProductsByCompany?company=Nobody%20AG")).products).toEqual([]);
  });

  it("searches companies by part of the name, prefix matches first, limit 10 by default", async () => {
    const found = await get<{ companies: Company[] }>("/api/companies/search?searchTerm=pharma");
    expect(found.companies.length).toBeGreaterThan(0);
    expect(found.companies.length).toBeLessThanOrEqual(10);
    for (const c of found.companies) expect(c.name.toLowerCase()).toContain("pharma");
    const limited = await get<{ companies: Company[] }>("/api/companies/search?searchTerm=a&limit=3");
    expect(limited.companies).toHaveLength(3);
    expect(await get("/api/companies/search?searchTerm=")).toEqual({ companies: [] });
  });
});

describe("solo field search", () => {
  it("finds products by brand, company, substance, consumer folder title and summary", async () => {
    const product = all.find((p) => p.articles[0]!.genericGroupCodes.length === 3)!;
    const detail = (await get<{ product: ProductDetail }>(`/api/${product.pharmacode}`)).product.articles[0]!;
    const cases: [string, string][] = [
      ["brand", detail.description.brand],
      ["companyName", detail.company.name],
      ["substance", detail.substances[0]!.description],
      ["consumerFolderTitle", detail.consumerFolder!.title.split(" ").slice(0, 3).join(" ")],
      ["consumerFolderSummary", "wird angewendet"],
    ];
    for (const [field, value] of cases) {
      const data = await get<ProductList>(`/api/getProductsBySoloField?field=${field}&value=${encodeURIComponent(value)}&limit=100`);
      expect(data.pagination.totalProducts, field).toBeGreaterThan(0);
      if (field !== "consumerFolderSummary") expect(data.products.map((p) => p._id), field).toContain(product._id);
    }
  });
});
