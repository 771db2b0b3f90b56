import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { acceptCookies, allProducts, expectNoSidewaysScroll, isMobile } from "./storefront-fixtures.ts";

/** Issue 41's "last spec gaps" that only a browser shows: layout, client navigation, storage. */
test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test("the back link is sticky on phones only; from 1030 px it scrolls away (spec §2) @layout", async ({ page, request }) => {
  const { products } = await allProducts(request, 5);
  await page.goto(`/product/${products[0].articles[0].pharmacode}`);
  const back = page.getByRole("button", { name: "Zurück" });
  await expect(back).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const top = (await back.boundingBox())?.y ?? -1;
  if (isMobile(page)) expect(top).toBeGreaterThanOrEqual(0);
  else expect(top).toBeLessThan(0);
});

test("the saved list state is dropped on leaving the list for a non-product page (spec §4)", async ({ page }) => {
  test.skip(isMobile(page), "desktop header link");
  await page.goto("/products?page=2");
  await page.getByRole("region", { name: "Produkte" }).getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await page.getByRole("link", { name: "Zurück zur Liste" }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  // The list keeps and drops its state in effects, after the address has changed: asked until it holds.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("productsPageState"))).not.toBeNull();
  await page.getByRole("link", { name: "LABOR DIAGNOSTIK" }).first().click();
  await expect(page).toHaveURL(/\/vacinationspage/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("productsPageState"))).toBeNull();
});

test("a page past the list's end lands on the last page (spec §5)", async ({ page }) => {
  await page.goto("/products?page=999");
  await expect(page).toHaveURL(/\/products\?page=\d+$/);
  const last = new URL(page.url()).searchParams.get("page");
  expect(Number(last)).toBeLessThan(999);
  await expect(page.getByText("No products available")).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Seite ${last}`, exact: true })).toHaveAttribute("aria-current", "page");
});

test("a proxy's 502 page on the way to a product shows the spec's text, not its HTML (spec §8)", async ({ page }) => {
  await page.goto("/products");
  await page.route(/\/product\/\d+\.data/, (route) =>
    route.fulfill({ status: 502, contentType: "text/html", body: "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>" }),
  );
  await page.getByRole("region", { name: "Produkte" }).getByRole("article").first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Error Loading Product" })).toBeVisible();
  await expect(page.getByText("Failed to load product details")).toBeVisible();
  await expect(page.getByText("Bad Gateway")).toHaveCount(0);
});

test("an unknown category is the not-found page", async ({ page }) => {
  const response = await page.goto("/categories/Gibtsnicht/products");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Failed to fetch products")).toHaveCount(0);
  await expect(page).toHaveTitle(/Seite nicht gefunden/);
});

for (const path of ["/privacypolicy", "/shipping"]) {
  test(`${path} is no wider than a 390 px phone @layout`, async ({ page }) => {
    test.skip(!isMobile(page), "phone width");
    await page.goto(path);
    await expectNoSidewaysScroll(page);
  });
}

test("the search boxes' placeholders show whole, not cut mid-word @layout", async ({ page }) => {
  await page.goto("/");
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>("input[placeholder]")]
      .filter((input) => input.offsetParent !== null)
      .flatMap((input) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width > room ? [`${input.id}: ${input.placeholder}`] : [];
      }),
  );
  expect(cut).toEqual([]);
});

test("on a desktop too the help button steps aside while scrolling down, off the offers' prices", async ({ page }) => {
  test.skip(isMobile(page), "the desktop layout's");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const help = page.getByRole("button", { name: "Hilfe" });
  await expect(help).toBeInViewport();
  await page.mouse.wheel(0, 900);
  await expect(help).not.toBeInViewport();
  await expect(help).toHaveCSS("pointer-events", "none");
  await page.mouse.wheel(0, -300);
  await expect(help).toBeInViewport();
});
