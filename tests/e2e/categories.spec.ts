import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { acceptCookies, categories, expectAccessible, isMobile } from "./storefront-fixtures.ts";

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test("the overview lists every category with its subcategories", { tag: "@layout" }, async ({ page, request }) => {
  test.slow();
  const all = await categories(request);
  expect(all.length).toBeGreaterThan(0);
  const response = await page.goto("/categories");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Alle Kategorien" })).toBeVisible();
  for (const category of all) await expect(page.getByRole("link", { name: new RegExp(`^${category.category.de}`) }).first()).toBeVisible();
  await expectAccessible(page);
});

test("a category list has the German title, stored in session storage on the way", { tag: "@layout" }, async ({ page, request }) => {
  test.slow();
  const [first] = await categories(request);
  await page.goto("/categories");
  await page.getByRole("link", { name: new RegExp(`^${first.category.de}`) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/categories/${encodeURIComponent(first.category.en).replace(/[()]/g, "\\$&")}/products$`));
  await expect(page.getByRole("heading", { level: 1, name: first.category.de })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("germanName"))).toBe(first.category.de);
  await expect(page.getByText(/^Total \d+ products?$/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Produkte" }).getByRole("article").first()).toBeVisible();
  if (!isMobile(page)) await expect(page.getByRole("navigation", { name: "Kategorien" }).locator('[aria-current="page"]')).toBeVisible();
  await expectAccessible(page);
});

test("a subcategory list works by its English name and is server-rendered", async ({ page, request }) => {
  const parent = (await categories(request)).find((c) => c.subcategories.length > 0);
  test.skip(!parent, "no subcategories in the seed");
  const sub = parent!.subcategories[0];
  const response = await page.goto(`/categories/${encodeURIComponent(sub.en)}/products`);
  expect(response?.status()).toBe(200);
  expect(await response!.text()).toContain(sub.de);
  await expect(page.getByRole("heading", { level: 1, name: sub.de })).toBeVisible();
});

test("the company filter narrows a category list and 'Clear all filters' resets it", async ({ page, request }) => {
  const [first] = await categories(request);
  await page.goto(`/categories/${encodeURIComponent(first.category.en)}/products?company=${encodeURIComponent("Gibt es nicht AG")}`);
  await expect(page.getByText("No products found matching your search criteria.")).toBeVisible();
  await page.getByRole("link", { name: "Clear all filters" }).click();
  await expect(page.getByRole("region", { name: "Produkte" }).getByRole("article").first()).toBeVisible();
});

// An unknown category is the shop's not-found page (issue 41): tests/e2e/spec-gaps.spec.ts.

test("sitemap.xml and robots.txt are served", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toMatch(/Sitemap: http.+\/sitemap\.xml/);
  // An index of part files: at most 50,000 addresses each, so a catalogue of any size fits.
  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toContain("application/xml");
  const parts = [...(await index.text()).matchAll(/<sitemap><loc>(http[^<]+)<\/loc><\/sitemap>/g)].map((m) => new URL(m[1]).pathname);
  expect(parts).toEqual(["/sitemaps/pages.xml", "/sitemaps/products-1.xml"]);
  const pages = await (await request.get("/sitemaps/pages.xml")).text();
  expect(pages).toContain("<urlset");
  expect(pages).toMatch(/<loc>http[^<]+\/categories\/[^<]+\/products<\/loc>/);
  const products = await request.get("/sitemaps/products-1.xml");
  expect(products.headers()["content-type"]).toContain("application/xml");
  expect(await products.text()).toMatch(/<loc>http[^<]+\/product\/\d+<\/loc>/);
  expect((await request.get("/sitemaps/products-2.xml")).status()).toBe(404);
  expect((await request.get("/sitemaps/other.xml")).status()).toBe(404);
});
