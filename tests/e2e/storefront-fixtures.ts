import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type BrowserContext, type Page, type Route } from "@playwright/test";
import type { ArticleSummary, Category, ProductList, ProductSummary } from "#contracts/catalogue.ts";

/** Shared helpers of the storefront specs: catalogue look-ups through the real API and the axe check. */

/** Requests held back on purpose (a slow network, a script that has not come yet): `held` so far, and `release`. */
export type RequestGate = { held: () => number; release: () => Promise<void> };

/** Holds the page's requests to `pattern` until `release`; later ones pass at once. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<RequestGate> {
  const held: Route[] = [];
  let open = false;
  await page.route(pattern, (route) => (open ? route.continue() : void held.push(route)));
  return {
    held: () => held.length,
    release: async () => {
      open = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

export async function allProducts(request: APIRequestContext, limit = 100): Promise<ProductList> {
  const response = await request.get(`/api/getAllProducts?page=1&limit=${limit}&sort=name`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data as ProductList;
}

export async function categories(request: APIRequestContext): Promise<Category[]> {
  const response = await request.get("/api/getCategories");
  expect(response.ok()).toBe(true);
  return (await response.json()).data as Category[];
}

/** The first article (of the first 100 by name) that matches; fails the test when the seed has none. */
export async function findArticle(request: APIRequestContext, match: (a: ArticleSummary, p: ProductSummary) => boolean) {
  const list = await allProducts(request);
  for (const product of list.products) {
    for (const article of product.articles) if (match(article, product)) return { product, article };
  }
  throw new Error("the seeded catalogue has no article of the kind this test needs");
}

export const regulation = (a: ArticleSummary) => a.regulations[0]?.code.id;

/**
 * No serious or critical axe violations in the page's main content (the storefront's part; the frame around
 * it has its own checks in frame.spec.ts).
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`),
  ).toEqual([]);
}

/**
 * Nothing on the page is wider than the screen. Measured against the root's clientWidth: under the phone project's
 * emulation (isMobile) Chrome zooms out to fit a page that is too wide, and window.innerWidth grows with the page, so
 * a check against it could not fail there (a manager's phone header 9 px too wide passed it).
 */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Accept the cookie notice so it does not cover what a test clicks. */
export async function acceptCookies(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "cookieConsent", value: "accepted", url: baseURL ?? "http://127.0.0.1" }]);
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1030;

// Hydration can take several seconds while the shared two-core machine runs other builds and suites.
export const HYDRATION = { timeout: 20_000 };

/**
 * The open/closed badge only renders after hydration: a reliable "the page is interactive" signal. Text typed
 * into a server-rendered box before that never reaches React, so the search it should start never starts.
 */
export async function hydrated(page: Page) {
  await expect(page.getByTestId("open-status")).not.toBeEmpty(HYDRATION);
}

/** The suite runs with reduced motion (playwright.config.ts); a test of an animation turns it back on first. */
export async function motion(page: Page) {
  await page.emulateMedia({ reducedMotion: "no-preference" });
}
