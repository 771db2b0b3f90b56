import { expect, type Page } from "@playwright/test";
import { test } from "./test.ts";
import type { ProductSummary, SearchResult } from "#contracts/catalogue.ts";
import { acceptCookies, allProducts, expectAccessible, hydrated, isMobile } from "./storefront-fixtures.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
  await context.route("https://www.openstreetmap.org/**", (route) => route.abort());
});

/** The hero box exists at every width; the header box only on desktop. */
const heroBox = (page: Page) => page.locator("#hero-search");

function fakeProduct(name: string, pharmacode: number): ProductSummary {
  return {
    _id: `fake-${pharmacode}`,
    pharmacode,
    categories: [{ name: "Pain" }],
    companies: [{ name: "Test AG" }],
    articles: [
      {
        _id: `fake-a-${pharmacode}`,
        pharmacode,
        description: { description: name, longDescription: name, brand: "Test" },
        images: { F: [], M: [] },
        price: { currentPrice: null, originalPrice: null, discountPercentage: 0, savings: "0.00", inDiscount: false },
        regulations: [{ code: { id: "Sale.Web.OK" } }],
        isAvailable: true,
        genericGroupCodes: [],
        company: { name: "Test AG" },
      },
    ],
  };
}

const answer = (products: ProductSummary[]): { success: true; data: SearchResult } => ({
  success: true,
  data: { products, pagination: { page: 1, limit: 5, totalPages: 1, totalProducts: products.length }, didYouMean: null, categories: [] },
});

test("the preview starts at two characters and shows up to five hits", async ({ page, request }) => {
  const { products } = await allProducts(request, 20);
  const word = products[0].articles[0].description.description.split(" ")[0];
  await page.goto("/");
  await hydrated(page);
  const searches: string[] = [];
  page.on("request", (r) => r.url().includes("/api/search") && searches.push(r.url()));
  await heroBox(page).fill(word.slice(0, 1));
  await page.waitForTimeout(400);
  expect(searches).toHaveLength(0);
  await expect(page.getByRole("listbox")).toHaveCount(0);

  await heroBox(page).fill(word);
  const options = page.getByRole("listbox", { name: "Suchvorschläge" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(5);
  const url = new URL(searches.at(-1)!);
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ searchTerms: word, page: "1", limit: "5" });
  // Relevance order (the server's default for a term), so the preview shows the best five hits.
  expect(url.searchParams.has("sort")).toBe(false);
});

test("typing fast sends one request after the 150 ms pause", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const searches: string[] = [];
  page.on("request", (r) => r.url().includes("/api/search") && searches.push(new URL(r.url()).searchParams.get("searchTerms")!));
  await heroBox(page).click();
  // Keystrokes 20 ms apart, timed inside the page so a busy test machine cannot stretch the gaps.
  await page.evaluate(async () => {
    const input = document.querySelector<HTMLInputElement>("#hero-search")!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    for (const prefix of ["V", "Vi", "Vit", "Vita", "Vitam", "Vitami", "Vitamin"]) {
      setValue.call(input, prefix);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  await expect.poll(() => searches.length).toBe(1);
  await page.waitForTimeout(300);
  expect(searches).toEqual(["Vitamin"]);
});

test("shows the spinner, then the empty text for an unknown term", async ({ page }) => {
  await page.route("**/api/search?**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto("/");
  await hydrated(page);
  await heroBox(page).fill("qxqzqy");
  await expect(page.getByText("Suche läuft...")).toBeVisible();
  await expect(page.getByText('Keine Ergebnisse gefunden für "qxqzqy"')).toBeVisible();
});

test("a suggestion button 'Meinten Sie:' searches the suggested term", async ({ page }) => {
  await page.route("**/api/search?**", async (route) => {
    const term = new URL(route.request().url()).searchParams.get("searchTerms");
    const body = term === "Ibuprofn" ? { ...answer([]), data: { ...answer([]).data, didYouMean: "Ibuprofen" } } : answer([fakeProduct("Ibuprofen Test 400", 4242)]);
    await route.fulfill({ json: body });
  });
  await page.goto("/");
  await hydrated(page);
  await heroBox(page).fill("Ibuprofn");
  await expect(page.getByText('Keine Ergebnisse gefunden für "Ibuprofn"')).toBeVisible();
  await page.getByRole("button", { name: "Meinten Sie: Ibuprofen" }).click();
  await expect(heroBox(page)).toHaveValue("Ibuprofen");
  await expect(page.getByRole("option", { name: /Ibuprofen Test 400/ })).toBeVisible();
});

test("a stale answer never overwrites a newer one", async ({ page }) => {
  let releaseOld: () => void = () => {};
  const oldDone = new Promise<void>((resolve) => (releaseOld = resolve));
  await page.route("**/api/search?**", async (route) => {
    const term = new URL(route.request().url()).searchParams.get("searchTerms");
    if (term === "Alt") {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.fulfill({ json: answer([fakeProduct("Veraltetes Ergebnis", 1)]) }).catch(() => undefined);
      releaseOld();
      return;
    }
    await route.fulfill({ json: answer([fakeProduct("Neues Ergebnis", 2)]) });
  });
  await page.goto("/");
  await hydrated(page);
  const oldAsked = page.waitForRequest((r) => r.url().includes("/api/search") && new URL(r.url()).searchParams.get("searchTerms") === "Alt");
  await heroBox(page).fill("Alt");
  await oldAsked; // the old request is in flight
  await heroBox(page).fill("Neu");
  await expect(page.getByRole("option", { name: /Neues Ergebnis/ })).toBeVisible();
  await oldDone;
  await page.waitForTimeout(200);
  await expect(page.getByRole("option", { name: /Neues Ergebnis/ })).toBeVisible();
  await expect(page.getByText("Veraltetes Ergebnis")).toHaveCount(0);
});

test("arrow keys and Enter open a hit and clear the text", async ({ page, request }) => {
  const { products } = await allProducts(request, 20);
  const word = products[0].articles[0].description.description.split(" ")[0];
  await page.goto("/");
  await hydrated(page);
  const box = heroBox(page);
  await box.fill(word);
  const options = page.getByRole("listbox", { name: "Suchvorschläge" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", /option-0$/);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("Escape and a click outside close the preview", async ({ page, request }) => {
  const { products } = await allProducts(request, 20);
  const word = products[0].articles[0].description.description.split(" ")[0];
  await page.goto("/");
  await hydrated(page);
  const box = heroBox(page);
  await box.fill(word);
  await expect(page.getByRole("listbox")).toBeVisible();
  await box.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await box.fill(`${word} `);
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.getByRole("heading", { name: "Häufige Fragen" }).click();
  await expect(page.getByRole("listbox")).toHaveCount(0);
});

test("submitting goes to the list; blank text does nothing; a scope is added only when not default", { tag: "@layout" }, async ({ page }) => {
  test.slow();
  await page.goto("/");
  await hydrated(page);
  const box = heroBox(page);
  await box.fill("   ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await box.fill("Vitamin");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/products\?search=Vitamin$/);

  test.skip(isMobile(page) && (page.viewportSize()?.width ?? 0) < 640, "the scope dropdown is shown from 640 px");
  await page.goto("/");
  await hydrated(page);
  await page.locator("#hero-search-scope").selectOption("substance");
  await heroBox(page).fill("Paracetamol");
  await heroBox(page).press("Enter");
  await expect(page).toHaveURL(/\/products\?search=Paracetamol&scope=substance$/);
});

test("the scope dropdown hides the preview while it is open", { tag: "@layout" }, async ({ page, request }) => {
  test.skip(isMobile(page), "the dropdown sits in the desktop boxes");
  const { products } = await allProducts(request, 20);
  const word = products[0].articles[0].description.description.split(" ")[0];
  await page.goto("/");
  await hydrated(page);
  await heroBox(page).fill(word);
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.locator("#hero-search-scope").focus();
  await expect(page.getByRole("listbox")).toHaveCount(0);
});

test("the header search box previews on desktop", { tag: "@layout" }, async ({ page, request }) => {
  test.slow();
  test.skip(isMobile(page), "phones search through the overlay");
  const { products } = await allProducts(request, 20);
  const word = products[0].articles[0].description.description.split(" ")[0];
  await page.goto("/products");
  await hydrated(page);
  await page.locator("#header-search").fill(word);
  await expect(page.getByRole("listbox", { name: "Suchvorschläge" })).toBeVisible();
  await expectAccessible(page);
});
