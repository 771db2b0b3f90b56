import { expect, type Page } from "@playwright/test";
import { test } from "./test.ts";
import type { ArticleSummary, ProductSummary } from "#contracts/catalogue.ts";
import { apiAdd, apiCart, apiSaved, createShopper, SHOPPER_PASSWORD, useSession } from "./shopper-fixtures.ts";
import { acceptCookies, allProducts, findArticle, hydrated, isMobile, regulation } from "./storefront-fixtures.ts";

// Issue 30: the storefront as a new shopper meets it.
test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

const isRx = (a: ArticleSummary) => regulation(a) === "Sale.Web.Rx";
const RX_PRICE_TEXT = "Preis auf Anfrage in der Apotheke";

async function loginThroughForm(page: Page, email: string) {
  await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
}

/** A product whose main article is prescription-only, with its main article. */
async function prescriptionProduct(page: Page): Promise<{ product: ProductSummary; article: ArticleSummary }> {
  const list = await allProducts(page.request);
  const product = list.products.find((p) => p.articles.every(isRx));
  if (!product) throw new Error("the seeded catalogue has no prescription-only product");
  return { product, article: product.articles.find((a) => a.pharmacode === product.pharmacode) ?? product.articles[0]! };
}

test("search finds a product by the name on its box, pack size included, in the preview and the list", { tag: "@layout" }, async ({ page, request }) => {
  const { article } = await findArticle(request, (a) => / \d+ (Stk|ml|g)$/.test(a.description.description) && !isRx(a));
  const boxName = article.description.description;
  await page.goto("/");
  await hydrated(page);
  const box = isMobile(page) ? null : page.locator("#header-search");
  test.skip(box === null, "the header search box is the desktop layout's; the list page below covers the phone");
  await box!.fill(boxName);
  const preview = page.getByRole("listbox", { name: "Suchvorschläge" });
  await expect(preview.getByRole("option").first()).toContainText(boxName);
  await box!.press("Enter");
  await expect(page).toHaveURL(/\/products\?search=/);
  await expect(page.getByRole("article").first()).toContainText(boxName);
});

test("the product list finds a name copied from a box on a phone too", { tag: "@layout" }, async ({ page, request }) => {
  const { article } = await findArticle(request, (a) => / \d+ (Stk|ml|g)$/.test(a.description.description) && !isRx(a));
  await page.goto(`/products?search=${encodeURIComponent(article.description.description)}`);
  await expect(page.getByRole("article").first()).toContainText(article.description.description);
});

test("a prescription article shows no price and no add button on cards, in the preview, on its page and in Recently Viewed", { tag: "@layout" }, async ({ page, request }, info) => {
  const { article } = await prescriptionProduct(page);
  const title = article.description.description;

  await page.goto(`/products?search=${encodeURIComponent(title)}`);
  const card = page.getByRole("article").filter({ hasText: title }).first();
  await expect(card).toContainText(RX_PRICE_TEXT);
  await expect(card).not.toContainText("CHF");

  if (!isMobile(page)) {
    await page.goto("/");
    await hydrated(page);
    await page.locator("#header-search").fill(title);
    const option = page.getByRole("listbox", { name: "Suchvorschläge" }).getByRole("option").filter({ hasText: title }).first();
    await expect(option).toContainText(RX_PRICE_TEXT);
    await expect(option).not.toContainText("CHF");
  }

  const shopper = await createShopper(request, info.workerIndex);
  await useSession(page, shopper.token);
  await page.goto(`/product/${article.pharmacode}`);
  const main = page.getByRole("main");
  await expect(main.getByText(RX_PRICE_TEXT)).toBeVisible();
  await expect(main.getByText("sofort lieferbar, kann bestellt werden")).toHaveCount(0);
  await expect(main.getByRole("button", { name: "In den Warenkorb" })).toHaveCount(0);
  await hydrated(page);
  await page.goto("/cartpage");
  const recent = page.getByRole("region", { name: "Recently Viewed" });
  await expect(recent.getByRole("link", { name: title })).toBeVisible();
  await expect(recent).toContainText(RX_PRICE_TEXT);
  await expect(recent).not.toContainText("CHF");
  await expect(recent.getByRole("button", { name: /Add .* to Cart/ })).toHaveCount(0);
});

test("a shared device: after Anna logs out, Ben sees none of her saved or recently viewed items", async ({ page, request }, info) => {
  test.slow();
  const anna = await createShopper(request, info.workerIndex);
  const ben = await createShopper(request, info.workerIndex);
  const { article } = await findArticle(request, (a) => !isRx(a) && a.price.currentPrice !== null);
  const title = article.description.description;

  await page.goto("/loginpage");
  await loginThroughForm(page, anna.email);
  await page.goto(`/product/${article.pharmacode}`);
  await hydrated(page);
  await apiAdd(request, anna.token, article.pharmacode, 1);
  await page.goto("/cartpage");
  await page.getByRole("button", { name: "Save for Later" }).click();
  await expect(page.getByRole("region", { name: "Saved for Later" }).getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByRole("region", { name: "Recently Viewed" }).getByRole("link", { name: title })).toBeVisible();
  expect(await apiSaved(request, anna.token)).toEqual([article.pharmacode]);

  await page.goto("/profilepage");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/loginpage/);
  await loginThroughForm(page, ben.email);
  await page.goto("/cartpage");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Saved for Later" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Recently Viewed" })).toHaveCount(0);
  await expect(page.getByText(title)).toHaveCount(0);
  // Anna's list is still hers, on any device.
  expect(await apiSaved(request, anna.token)).toEqual([article.pharmacode]);
});

test("a guest sent to log in from 'In den Warenkorb' comes back to the product, and it is in the cart", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const { article } = await findArticle(request, (a) => !isRx(a) && a.price.currentPrice !== null);
  await page.goto(`/product/${article.pharmacode}`);
  await hydrated(page);
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page).toHaveURL(`/loginpage?redirect=${encodeURIComponent(`/product/${article.pharmacode}`)}`);
  await loginThroughForm(page, shopper.email);
  await expect(page).toHaveURL(`/product/${article.pharmacode}`);
  await expect(page.getByText("Produkt wurde in den Warenkorb gelegt!")).toBeVisible();
  await expect.poll(async () => (await apiCart(request, shopper.token)).cart).toEqual([expect.objectContaining({ pharmacode: article.pharmacode, quantity: 1 })]);
});

test("a guest's heart on a list page is pressed after login, back on that page", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  await page.goto("/products?page=2");
  await hydrated(page);
  const card = page.getByRole("article").first();
  const name = (await card.getByRole("heading").innerText()).trim();
  await card.getByRole("button", { name: `${name} zu den Favoriten hinzufügen` }).click();
  await expect(page).toHaveURL(`/loginpage?redirect=${encodeURIComponent("/products?page=2")}`);
  await loginThroughForm(page, shopper.email);
  await expect(page).toHaveURL("/products?page=2");
  await expect(page.getByText("Zu Ihren Favoriten hinzugefügt.")).toBeVisible();
  const favourites = await request.get("/api/getAllFavorites", { headers: { authorization: `Bearer ${shopper.token}` } });
  const groups = (await favourites.json()).data.favorites as ProductSummary[];
  expect(groups.flatMap((g) => g.articles.map((a) => a.description.description))).toContain(name);
});

test("a guest sent to log in from /appointments comes back there; a foreign redirect is refused", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  await page.goto("/appointments");
  await expect(page).toHaveURL(`/loginpage?redirect=${encodeURIComponent("/appointments")}`);
  await loginThroughForm(page, shopper.email);
  await expect(page).toHaveURL("/appointments");

  for (const target of ["//evil.example", "https://evil.example"]) {
    await page.evaluate(() => localStorage.removeItem("token"));
    await page.goto(`/loginpage?redirect=${encodeURIComponent(target)}`);
    await loginThroughForm(page, shopper.email);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  }
});

test("at 1280 px a logged-in shopper reaches the favourites from the header and the profile sidebar", { tag: "@layout" }, async ({ page, request }, info) => {
  test.skip(isMobile(page), "the phone's way is the mobile panel's My Account block");
  const shopper = await createShopper(request, info.workerIndex);
  await useSession(page, shopper.token);
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("banner").getByRole("link", { name: "Favorites" }).click();
  await expect(page).toHaveURL("/userfavoritespage");
  await page.goto("/profilepage");
  await page.getByRole("navigation", { name: "Account pages" }).getByRole("link", { name: "Favorites" }).click();
  await expect(page).toHaveURL("/userfavoritespage");
});

test("favourites and Recently Viewed name categories in German, as the menus do", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const categories = (await (await request.get("/api/getCategories")).json()).data as { category: { en: string; de: string } }[];
  const { product, article } = await findArticle(request, (a, p) => !isRx(a) && categories.some((c) => c.category.en === p.categories[0]?.name && c.category.de !== c.category.en));
  const german = categories.find((c) => c.category.en === product.categories[0]!.name)!.category.de;
  await request.post(`/api/favorites/${article.pharmacode}/toggle`, { headers: { authorization: `Bearer ${shopper.token}` } });
  await useSession(page, shopper.token);
  await page.goto("/userfavoritespage");
  await expect(page.getByRole("main")).toContainText(german, { ignoreCase: true });
  await expect(page.getByRole("main")).not.toContainText(product.categories[0]!.name, { ignoreCase: true });

  await page.goto(`/product/${article.pharmacode}`);
  await hydrated(page);
  await page.goto("/cartpage");
  const recent = page.getByRole("region", { name: "Recently Viewed" });
  await expect(recent).toContainText(german, { ignoreCase: true });
});

test("the Information box keeps the summary's lines apart", async ({ page, request }) => {
  const { article } = await findArticle(request, (a) => / (Filmtabletten|Brausetabletten|Sirup|Tropfen) /.test(a.description.description));
  await page.goto(`/product/${article.pharmacode}`);
  const lines = await page.getByTestId("information-summary").locator("p").allInnerTexts();
  // "… wird angewendet …", "Wirkstoff: …", "Darreichungsform: …": each on its own line, never run together.
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.filter((line) => line.startsWith("Wirkstoff:"))).toHaveLength(1);
  expect(lines.filter((line) => line.startsWith("Darreichungsform:"))).toHaveLength(1);
  expect(lines.filter((line) => line.includes("Darreichungsform:") && !line.startsWith("Darreichungsform:"))).toEqual([]);
});

test("on a phone the help button steps aside while scrolling down and comes back on scrolling up", { tag: "@layout" }, async ({ page }) => {
  test.skip(!isMobile(page), "the phone layout's");
  await page.goto("/products");
  await hydrated(page);
  const help = page.getByRole("button", { name: "Hilfe" });
  await expect(help).toBeInViewport();
  await page.mouse.wheel(0, 600);
  await expect(help).not.toBeInViewport();
  await expect(help).toHaveCSS("pointer-events", "none");
  await page.mouse.wheel(0, -200);
  await expect(help).toBeInViewport();
  await help.click();
  await expect(page.getByRole("dialog", { name: "Wie können wir Ihnen helfen?" })).toBeVisible();
});

test("the profile changes address and phone through the form, with the bookings' phone rule", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  await useSession(page, shopper.token);
  await page.goto("/profilepage");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const form = page.getByRole("form", { name: "Edit profile" });
  await form.getByLabel("Address").fill("Rheingasse 12, 4058 Basel");
  await form.getByLabel("Phone").fill("12345");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
  await form.getByLabel("Phone").fill("+41 61 234 56 78");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Rheingasse 12, 4058 Basel");
  await expect(page.getByRole("main")).toContainText("+41 61 234 56 78");
});
