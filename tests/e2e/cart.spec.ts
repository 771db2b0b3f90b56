import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { acceptCookies, findArticle, isMobile, regulation } from "./storefront-fixtures.ts";
import { apiAdd, apiCart, apiSaved, apiSaveForLater, createShopper, recentlyViewedIn, useSession } from "./shopper-fixtures.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

const orderable = (offset = 0) =>
  (request: Parameters<typeof findArticle>[0]) => {
    let seen = 0;
    return findArticle(request, (a) => regulation(a) !== "Sale.Web.Rx" && a.price.currentPrice !== null && seen++ === offset);
  };

test("guests are sent to /loginpage from the cart, the favourites page and the add-to-cart button", async ({ page, request }) => {
  await page.goto("/cartpage");
  await expect(page).toHaveURL(`/loginpage?redirect=${encodeURIComponent("/cartpage")}`);
  await page.goto("/userfavoritespage");
  await expect(page).toHaveURL(`/loginpage?redirect=${encodeURIComponent("/userfavoritespage")}`);
  const { article } = await orderable()(request);
  await page.goto(`/product/${article.pharmacode}`);
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page).toHaveURL(`/loginpage?redirect=${encodeURIComponent(`/product/${article.pharmacode}`)}`);
});

test("add to cart on the product page: 'Adding...', the 2-second confirmation, the header count, the server's error past 10", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const { article } = await orderable(1)(request);
  await useSession(page, shopper.token);
  await page.goto(`/product/${article.pharmacode}`);
  const header = page.getByRole("banner");
  await page.getByLabel("Menge", { exact: true }).fill("3");
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page.getByText("Produkt wurde in den Warenkorb gelegt!")).toBeVisible();
  await expect(header.getByRole("link", { name: "Warenkorb, 3 Artikel" }).first()).toBeVisible();
  await expect(page.getByText("Produkt wurde in den Warenkorb gelegt!")).toBeHidden({ timeout: 4000 });
  expect((await apiCart(request, shopper.token)).cart).toEqual([expect.objectContaining({ pharmacode: article.pharmacode, quantity: 3 })]);

  await page.getByLabel("Menge", { exact: true }).fill("8");
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page.getByText("You can have at most 10 of one product in your cart.")).toBeVisible();
  expect((await apiCart(request, shopper.token)).itemCount).toBe(3);
});

test("cart page: lines, quantity change with the totals, removal down to the empty state", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const first = (await orderable(2)(request)).article;
  const second = (await orderable(5)(request)).article;
  await apiAdd(request, shopper.token, first.pharmacode, 1);
  await apiAdd(request, shopper.token, second.pharmacode, 2);
  await useSession(page, shopper.token);
  await page.goto("/cartpage");

  await expect(page.getByRole("heading", { level: 1, name: /Shopping Cart/ })).toContainText("(3 items)");
  const summary = page.getByRole("region", { name: "Order Summary" });
  const subtotal = async () => Number((await summary.getByText(/^CHF/).first().textContent())!.replace(/[^0-9.]/g, ""));
  const before = first.price.currentPrice! + 2 * second.price.currentPrice!;
  await expect.poll(subtotal).toBeCloseTo(before, 2);
  await expect(summary.getByText("inkl. MwSt.")).toBeVisible();
  // The server's delivery estimate, the one the checkout shows (a weekday: Swiss Post delivers Monday to Friday).
  await expect(summary.getByText(/^Voraussichtliche Zustellung bis (Montag|Dienstag|Mittwoch|Donnerstag|Freitag), \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  await expect(summary.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute("href", "/checkout");

  // + on the first line, then a typed quantity on the second: both answered by the server, totals follow.
  await page.getByRole("button", { name: `${first.description.description}: Menge erhöhen` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("(4 items)");
  await expect.poll(subtotal).toBeCloseTo(2 * first.price.currentPrice! + 2 * second.price.currentPrice!, 2);
  const secondQuantity = page.getByLabel(`${second.description.description}: Menge`, { exact: true });
  await secondQuantity.fill("1.5");
  await secondQuantity.press("Enter");
  await expect(secondQuantity).toHaveValue("2");
  await secondQuantity.fill("5");
  await secondQuantity.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("(7 items)");
  expect((await apiCart(request, shopper.token)).cart.find((l) => l.pharmacode === second.pharmacode)?.quantity).toBe(5);
  await expect(page.getByRole("banner").getByRole("link", { name: "Warenkorb, 7 Artikel" }).first()).toBeVisible();

  await page.getByRole("button", { name: `Remove ${first.description.description}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("(5 items)");
  await page.getByRole("button", { name: `Remove ${second.description.description}` }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
  expect((await apiCart(request, shopper.token)).cart).toEqual([]);
});

test("Saved for Later: save a line, Move to Cart adds one and reloads the cart; recently viewed and related products show", async ({ page, request }, info) => {
  // Two product pages and the cart, each waited for until live.
  test.setTimeout(60_000);
  const shopper = await createShopper(request, info.workerIndex);
  const { article } = await orderable(3)(request);
  await useSession(page, shopper.token);
  // The product page records it as recently viewed.
  await page.goto(`/product/${article.pharmacode}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The heading is server-rendered: the page writes the recently-viewed list only once it has hydrated.
  await expect.poll(() => recentlyViewedIn(page)).toContain(article.pharmacode);
  const { article: other } = await orderable(7)(request);
  await page.goto(`/product/${other.pharmacode}`);
  await expect.poll(() => recentlyViewedIn(page)).toContain(other.pharmacode);
  await apiAdd(request, shopper.token, article.pharmacode, 2);
  await page.goto("/cartpage");
  const title = article.description.description;
  // Recently Viewed leaves out what is already in the cart (issue 38 point 15).
  const recent = page.getByRole("region", { name: "Recently Viewed" });
  await expect(recent.getByRole("link", { name: other.description.description })).toBeVisible();
  await expect(recent.getByRole("link", { name: title })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "You might also like" }).getByRole("listitem")).toHaveCount(3);

  await page.getByRole("button", { name: "Save for Later" }).click();
  const saved = page.getByRole("region", { name: "Saved for Later" });
  await expect(saved.getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  expect(await apiSaved(request, shopper.token)).toEqual([article.pharmacode]);

  await saved.getByRole("button", { name: "Move to Cart" }).click();
  await expect(saved).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("(1 item)");
  expect((await apiCart(request, shopper.token)).cart).toEqual([expect.objectContaining({ pharmacode: article.pharmacode, quantity: 1 })]);
  expect(await apiSaved(request, shopper.token)).toEqual([]);
});

test("a refused Move to Cart keeps the saved item and shows the spec's text", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const { article } = await orderable(4)(request);
  await useSession(page, shopper.token);
  await apiAdd(request, shopper.token, article.pharmacode, 1);
  await apiSaveForLater(request, shopper.token, article.pharmacode);
  await page.route(`**/api/cart/${article.pharmacode}/moveToCart`, (route) => route.fulfill({ status: 500, json: { success: false, error: "Internal server error. Please try again later." } }));
  await page.goto("/cartpage");
  const saved = page.getByRole("region", { name: "Saved for Later" });
  await saved.getByRole("button", { name: "Move to Cart" }).click();
  await expect(saved.getByRole("alert")).toHaveText("Failed to move item to cart. Please try again.");
  await expect(saved.getByRole("link", { name: article.description.description })).toBeVisible();
});

test("the cart page's error state offers Return to Shop", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  await useSession(page, shopper.token);
  await page.route("**/api/cart/getAllItems", (route) => route.fulfill({ status: 500, json: { success: false, error: "Internal server error. Please try again later." } }));
  await page.goto("/cartpage");
  await expect(page.getByRole("heading", { name: "Failed to load cart items" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Shop" })).toHaveAttribute("href", "/products");
});

test("the mobile panel's Cart entry reaches the cart", { tag: "@layout" }, async ({ page, request }, info) => {
  test.skip(!isMobile(page), "the panel is the phone layout's");
  const shopper = await createShopper(request, info.workerIndex);
  await useSession(page, shopper.token);
  await page.goto("/");
  await page.getByRole("button", { name: /Menü/i }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Cart" }).click();
  await expect(page).toHaveURL(/\/cartpage$/);
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
});
