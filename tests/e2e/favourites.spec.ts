import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { acceptCookies, allProducts, hydrated, isMobile, regulation } from "./storefront-fixtures.ts";
import { createShopper, SHOPPER_PASSWORD, useSession } from "./shopper-fixtures.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

const apiFavourites = async (request: Parameters<typeof allProducts>[0], token: string) => {
  const res = await request.get("/api/getAllFavorites", { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()).data.favorites as { articles: { pharmacode: number }[] }[]).flatMap((g) => g.articles.map((a) => a.pharmacode));
};

test("a guest's heart sends to /loginpage", async ({ page }) => {
  await page.goto("/products");
  await hydrated(page);
  await page.getByRole("main").getByRole("button", { name: /zu den Favoriten hinzufügen/ }).first().click();
  await expect(page).toHaveURL(`/loginpage?redirect=${encodeURIComponent("/products")}`);
});

test("hearts on the list and the product page toggle after the server answered, right on first paint after login", { tag: "@layout" }, async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  // The first page of /products as the list shows it (same default sort and seed).
  const product = (await (await request.get("/api/getAllProducts?page=1&limit=20")).json()).data.products.find(
    (p: Awaited<ReturnType<typeof allProducts>>["products"][number]) => regulation(p.articles[0]!) !== "Sale.Web.Rx",
  );
  const pharmacode = product.pharmacode as number;
  const favourite = await request.post(`/api/favorites/${pharmacode}/toggle`, { headers: { authorization: `Bearer ${shopper.token}` } });
  expect((await favourite.json()).data.favorite).toBe(true);

  // Every drawn state of this product's heart, from the login page on (the app navigates without reloading).
  await page.addInitScript((code) => {
    const states: string[] = ((window as unknown as { heartStates: string[] }).heartStates = []);
    const record = () => {
      for (const button of document.querySelectorAll("button[aria-pressed]")) {
        if (!button.closest("article")?.querySelector(`a[href="/product/${code}"]`) || getComputedStyle(button).visibility === "hidden") continue;
        const state = button.getAttribute("aria-pressed")!;
        if (states.at(-1) !== state) states.push(state);
      }
    };
    // Checked on every frame: what the shopper could have seen.
    const frame = () => {
      record();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, pharmacode);
  // A slow favourites answer: until it is in, no heart may be drawn empty. It is held until the list has been
  // drawn without it (below), not for a fixed time.
  let releaseFavourites = () => {};
  const favouritesHeld = new Promise<void>((resolve) => (releaseFavourites = resolve));
  await page.route("**/api/getAllFavorites", async (route) => {
    await favouritesHeld;
    await route.continue();
  });
  await page.goto("/loginpage");
  await page.getByLabel("Email").fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  if (isMobile(page)) {
    await page.getByRole("button", { name: "Menü" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Online Shop" }).click();
  } else {
    await page.getByRole("link", { name: "ONLINE SHOP" }).click();
  }
  const card = page.getByRole("main").getByRole("article").filter({ has: page.locator(`a[href="/product/${pharmacode}"]`) });
  await expect(card).toBeVisible();
  // A few frames with the card on screen and the answer still out (the recorder above samples each), then the answer.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))));
  releaseFavourites();
  const heart = card.getByRole("button", { name: /aus den Favoriten entfernen/ });
  await expect(heart).toHaveAttribute("aria-pressed", "true", { timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { heartStates: string[] }).heartStates)).toEqual(["true"]);

  // Off on the list once the server said so; on again on the product page.
  await heart.click();
  await expect(card.getByRole("button", { name: /zu den Favoriten hinzufügen/ })).toHaveAttribute("aria-pressed", "false");
  expect(await apiFavourites(request, shopper.token)).toEqual([]);
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${pharmacode}$`));
  await page.getByRole("main").getByRole("button", { name: /zu den Favoriten hinzufügen/ }).first().click();
  await expect(page.getByRole("main").getByRole("button", { name: /aus den Favoriten entfernen/ }).first()).toBeVisible();
  expect(await apiFavourites(request, shopper.token)).toEqual([pharmacode]);
});

test("favourites page: groups with pharmacode, price and link; removal after the call; the empty state", { tag: "@layout" }, async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const products = (await allProducts(request, 30)).products.filter((p) => regulation(p.articles[0]!) !== "Sale.Web.Rx").slice(0, 2);
  for (const p of products) await request.post(`/api/favorites/${p.pharmacode}/toggle`, { headers: { authorization: `Bearer ${shopper.token}` } });
  await useSession(page, shopper.token);
  await page.goto(isMobile(page) ? "/" : "/userfavoritespage");
  if (isMobile(page)) {
    await page.getByRole("button", { name: "Menü" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Favorites" }).click();
    await expect(page).toHaveURL(/\/userfavoritespage$/);
  }
  await expect(page.getByRole("heading", { level: 1, name: "My Favorites" })).toBeVisible();
  const main = page.getByRole("main");
  for (const p of products) {
    const title = p.articles[0]!.description.description;
    await expect(main.getByRole("link", { name: title })).toHaveAttribute("href", `/product/${p.pharmacode}`);
    await expect(main.getByText(`Pharmacode ${p.pharmacode}`)).toBeVisible();
  }
  await main.getByRole("button", { name: `${products[0]!.articles[0]!.description.description} aus den Favoriten entfernen` }).click();
  await expect(main.getByText(`Pharmacode ${products[0]!.pharmacode}`)).toBeHidden();
  await main.getByRole("button", { name: /aus den Favoriten entfernen/ }).click();
  await expect(main.getByRole("heading", { name: "You have no favorite products yet." })).toBeVisible();
  expect(await apiFavourites(request, shopper.token)).toEqual([]);
  await main.getByRole("link", { name: "Continue Shopping" }).click();
  await expect(page).toHaveURL(/\/products$/);
});
