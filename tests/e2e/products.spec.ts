import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { acceptCookies, allProducts, expectAccessible, isMobile } from "./storefront-fixtures.ts";

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test("the bare list is server-rendered: title, Total badge, slideshow, grid, pagination", { tag: "@layout" }, async ({ page, request }) => {
  const { pagination } = await allProducts(request, 20);
  const response = await page.goto("/products");
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain("All Products");
  expect(html).toContain('href="/product/');

  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  await expect(page.getByText(`Total ${pagination.totalProducts} products`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Aktuelles" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Produkte" }).getByRole("article")).toHaveCount(20);
  const pages = page.getByRole("navigation", { name: "Seiten" });
  await expect(pages.getByRole("link", { name: "Seite 1", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: `Seite ${pagination.totalPages}`, exact: true })).toBeVisible();
  if (pagination.totalPages > 6) await expect(pages.getByText("…")).toHaveCount(1);

  const accordion = page.getByRole("navigation", { name: "Kategorien" });
  if (isMobile(page)) await expect(accordion).toBeHidden();
  else await expect(accordion).toBeVisible();
});

test("pages change without a reload; the slideshow only shows on the bare path", async ({ page }) => {
  await page.goto("/products");
  const first = await page.getByRole("region", { name: "Produkte" }).getByRole("article").first().textContent();
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole("navigation", { name: "Seiten" }).getByRole("link", { name: "Seite 2", exact: true }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(page.getByRole("link", { name: "Seite 2", exact: true })).toHaveAttribute("aria-current", "page");
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await expect(page.getByRole("region", { name: "Aktuelles" })).toHaveCount(0);
  expect(await page.getByRole("region", { name: "Produkte" }).getByRole("article").first().textContent()).not.toBe(first);
  await page.getByRole("link", { name: "Vorherige Seite" }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test("sorting resets the page and stays in the address", async ({ page }) => {
  await page.goto("/products?page=2");
  await page.getByLabel("Sortieren").selectOption("price-asc");
  await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
  const cards = page.getByRole("region", { name: "Produkte" }).locator("article");
  const prices = () =>
    cards.evaluateAll((all) => all.map((c) => c.textContent?.match(/CHF ([\d’]+\.\d{2})/)?.[1]).filter(Boolean).map((p) => Number(p!.replace(/’/g, ""))));
  await expect.poll(async () => {
    const list = await prices();
    return list.length > 1 && list.every((value, i) => i === 0 || list[i - 1] <= value);
  }).toBe(true);
});

test("a search shows Search Results, a Found badge, chips and the category filter", async ({ page, request }) => {
  const { products } = await allProducts(request, 20);
  const word = products[0].articles[0].description.description.split(" ")[0];
  await page.goto(`/products?search=${encodeURIComponent(word)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
  await expect(page.getByText(/^Found \d+ products?$/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Aktuelles" })).toHaveCount(0);
  const filter = page.getByRole("navigation", { name: "Nach Kategorie filtern" });
  await expect(filter).toBeVisible();
  await filter.getByRole("link").first().click();
  await expect(page).toHaveURL(/categoryFilter=/);
  await expect(filter.locator('[aria-current="true"]')).toHaveCount(1);
  // Choosing the selected category again removes it.
  await filter.locator('[aria-current="true"]').click();
  await expect(page).not.toHaveURL(/categoryFilter=/);
  await page.getByRole("link", { name: `Filter entfernen: Suche: ${word}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
});

test("no hits: the spec's empty text and 'Clear all filters'", async ({ page }) => {
  await page.goto("/products?search=qxqzqyqv");
  await expect(page.getByText("No products found matching your search criteria.")).toBeVisible();
  await expect(page.getByText("Found 0 products")).toBeVisible();
  await page.getByRole("link", { name: "Clear all filters" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
});

test("the company filter groups companies, searches them and titles the list", async ({ page, request }) => {
  const company = (await allProducts(request, 20)).products[0].companies[0].name;
  await page.goto("/products");
  await page.getByRole("button", { name: "Hersteller" }).click();
  await expect(page.getByRole("region", { name: company.charAt(0).toUpperCase() }).or(page.getByRole("region", { name: "Numbers" })).first()).toBeVisible();
  await page.getByLabel("Hersteller suchen").fill(company.slice(0, 5));
  await expect(page.getByText(/^Search Results \(\d+\)$/)).toBeVisible();
  await page.getByRole("link", { name: company, exact: true }).click();
  await expect(page).toHaveURL(/companyFilter=/);
  await expect(page.getByRole("heading", { level: 1, name: `Products by ${company}` })).toBeVisible();
  await expect(page.getByLabel("Sortieren")).toHaveCount(0);
  await expect(page.getByText(/^Found \d+ products?$/)).toBeVisible();
});

test("field-search and generic views have their titles; field search hides sort and company", async ({ page, request }) => {
  const { products } = await allProducts(request, 20);
  const brand = products[0].articles[0].description.brand;
  await page.goto(`/products?view=field-search&field=brand&search=${encodeURIComponent(brand)}`);
  await expect(page.getByRole("heading", { level: 1, name: "More Products by Brand" })).toBeVisible();
  await expect(page.getByLabel("Sortieren")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Hersteller" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Produkte" }).getByRole("article").first()).toBeVisible();

  const withGeneric = products.flatMap((p) => p.articles).find((a) => a.genericGroupCodes.length > 0);
  if (withGeneric) {
    const code = withGeneric.genericGroupCodes[0];
    await page.goto(`/products?view=generic&genericCode=${encodeURIComponent(code.code)}&level=${code.level}`);
    await expect(page.getByRole("heading", { level: 1, name: "Generische Produkte" })).toBeVisible();
  }
});

test("the list state is saved on a product click and restored by the back link", async ({ page }) => {
  await page.goto("/products?page=2&sort=name");
  await page.getByRole("region", { name: "Produkte" }).getByRole("article").nth(3).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem("productsPageState") ?? "null"));
  expect(saved).toMatchObject({ page: 2, sortFilter: "name", pathname: "/products" });
  await page.getByRole("link", { name: "Zurück zur Liste" }).click();
  await expect(page).toHaveURL(/\/products\?page=2&sort=name$/);
  await expect(page.getByRole("link", { name: "Seite 2", exact: true })).toHaveAttribute("aria-current", "page");
});

test("a failed page load shows 'Unable to load products' with 'Try Again'", async ({ page }) => {
  await page.goto("/products");
  await page.route("**/products.data**", (route) => route.abort());
  await page.getByRole("navigation", { name: "Seiten" }).getByRole("link", { name: "Seite 2", exact: true }).click();
  await expect(page.getByText("Unable to load products")).toBeVisible();
  await expect(page.getByText("Network error. Please check your internet connection.")).toBeVisible();
  await page.unroute("**/products.data**");
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("link", { name: "Seite 2", exact: true })).toHaveAttribute("aria-current", "page");
});

test("bad query values fall back to defaults instead of failing", async ({ page }) => {
  const response = await page.goto("/products?page=abc&sort=cheap&scope=x&level=9");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
});

test("the list pages have no serious accessibility violations", { tag: "@layout" }, async ({ page, request }) => {
  test.slow();
  await page.goto("/products");
  await expectAccessible(page);
  const word = (await allProducts(request, 20)).products[0].articles[0].description.description.split(" ")[0];
  await page.goto(`/products?search=${encodeURIComponent(word)}`);
  await expectAccessible(page);
});
