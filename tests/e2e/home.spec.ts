import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { homeFaq } from "#contracts/faq.ts";
import { acceptCookies, expectAccessible, isMobile, motion } from "./storefront-fixtures.ts";

const QUICK_TERMS = ["Schmerzmittel", "Vitamine", "Hautpflege", "Allergie", "Herz & Kreislauf", "Schlaf", "Diabetes"];

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
  // The map embed is third-party; keep tests off the network (the page must cope without it anyway).
  await context.route("https://www.openstreetmap.org/**", (route) => route.abort());
});

test("home is server-rendered with every section and its texts", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain("Ihre Apotheke in Basel für");
  expect(html).toContain("Aktuelle Angebote");
  await expect(page).toHaveTitle(/Rheinbogen Apotheke/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);

  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ihre Apotheke in Basel für");
  await expect(page.getByRole("heading", { name: "Beliebte Kategorien" })).toBeVisible();
  const featured = page.getByRole("region", { name: "Beliebte Kategorien" }).getByRole("listitem");
  await expect(featured).toHaveCount(4);
  await expect(featured.first().getByRole("link")).toHaveAttribute("href", /^\/categories\/.+\/products$/);

  const promo = page.getByRole("region", { name: "Labortest oder Impfung in 4 Schritten" });
  await expect(promo.getByRole("listitem")).toHaveCount(4);
  await expect(promo.getByRole("link", { name: "Termin buchen" })).toHaveAttribute("href", "/vacinationspage?tab=services");

  const offers = page.getByRole("region", { name: "Aktuelle Angebote" });
  await expect(offers.locator('a[href^="/product/"]')).toHaveCount(6);
  await expect(offers.getByText(/CHF \d+\.\d{2}/).first()).toBeVisible();

  const bestsellers = page.getByRole("region", { name: "Unsere Bestseller" });
  await expect(bestsellers.getByRole("link", { name: "Alle Produkte" })).toHaveAttribute("href", "/products");
  await expect(bestsellers.locator('a[href^="/product/"]').first()).toBeVisible();
  await expect(bestsellers.getByText(/^CHF \d+\.\d{2}$/).first()).toBeVisible();

  const faq = page.getByRole("region", { name: "Häufige Fragen" });
  for (const item of homeFaq) await expect(faq.getByText(item.question)).toBeVisible();
  expect(homeFaq).toHaveLength(5);
  await faq.getByText(homeFaq[3].question).click();
  await expect(faq.getByText(homeFaq[3].answer[0])).toBeVisible();

  const location = page.getByRole("region", { name: "So finden Sie uns" });
  await expect(location.getByText("Marktplatz 9, 4051 Basel").first()).toBeVisible();
  await expect(location.getByRole("link", { name: "Route planen" })).toHaveAttribute("href", /openstreetmap\.org/);
});

test("the map loads lazily and the address card works without it", async ({ page }) => {
  await page.goto("/");
  const location = page.getByRole("region", { name: "So finden Sie uns" });
  await expect(location.locator("iframe")).toHaveCount(0);
  await location.scrollIntoViewIfNeeded();
  await expect(location.locator("iframe")).toHaveAttribute("title", /Karte: Rheinbogen Apotheke/);
  await expect(location.locator("iframe")).toHaveAttribute("loading", "lazy");
  await expect(location.getByRole("link", { name: "Route planen" })).toBeVisible();
});

test("focusing the hero search shows the seven quick terms; one click searches", async ({ page }) => {
  await page.goto("/");
  const box = page.locator("#hero-search");
  await box.click();
  for (const term of QUICK_TERMS) await expect(page.getByRole("button", { name: term, exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Herz & Kreislauf", exact: true }).click();
  await expect(page).toHaveURL(/\/products\?search=Herz\+%26\+Kreislauf$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
});

test("the typing animation runs and pauses while the search box has focus", async ({ page }) => {
  await motion(page);
  await page.goto("/");
  const word = page.locator("#hero-title span[aria-hidden]").first();
  // Runs: the word changes (polled, not sampled over a fixed 1.8 s).
  const first = await word.textContent();
  await expect.poll(() => word.textContent(), { timeout: 5_000 }).not.toBe(first);
  await page.locator("#hero-search").focus();
  const frozen = await word.textContent();
  await page.waitForTimeout(800);
  expect(await word.textContent()).toBe(frozen);
});

test("the hero loading overlay hides after the image loaded", { tag: "@layout" }, async ({ page }) => {
  test.skip(isMobile(page), "the hero illustration is not shown on phones");
  await page.goto("/");
  const overlay = page.getByText("Apotheke wird geladen...");
  await expect(overlay).toBeHidden();
});

test("bestseller arrows show from 768 px and scroll the carousel", { tag: "@layout" }, async ({ page }) => {
  await page.goto("/");
  const region = page.getByRole("region", { name: "Unsere Bestseller" });
  const next = region.getByRole("button", { name: "Weiter blättern" });
  if (isMobile(page) && (page.viewportSize()?.width ?? 0) < 768) {
    await expect(next).toBeHidden();
    return;
  }
  await expect(next).toBeVisible();
  const track = region.getByRole("list");
  await expect(track.getByRole("listitem").first()).toBeVisible();
  await next.click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test("home has no serious accessibility violations", { tag: "@layout" }, async ({ page }) => {
  test.slow();
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Unsere Bestseller" }).locator('a[href^="/product/"]').first()).toBeVisible();
  await expectAccessible(page);
});
