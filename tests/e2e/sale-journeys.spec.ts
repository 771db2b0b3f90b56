import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./test.ts";
import type { Order } from "#contracts/orders.ts";
import { awaitMail, mailedLink } from "./outbox.ts";
import { apiQuote, bearer, projectIndex, seededArticle } from "./orders-fixtures.ts";
import { makeStaff } from "./staff.ts";
import { apiAdd, apiCart, createShopper, SHOPPER_PASSWORD, useSession } from "./shopper-fixtures.ts";
import { acceptCookies, findArticle, hydrated, HYDRATION, regulation } from "./storefront-fixtures.ts";
import { tinyPng } from "#tests/helpers/prescriptions.ts";

/** Issue 38 (docs/decisions/030-sale-journeys.md): the sale as customers and pharmacists meet it. */

const SHOTS = ".test-output/screenshots-sale";
/** What waits on a page's scripts after a redirect or a login, on a machine shared with other suites. */
const SLOW = { timeout: 60_000 };

// Journeys of several pages each, on two cores shared with other suites: room for a slow machine.
test.beforeEach(async ({ context, baseURL }) => {
  test.setTimeout(120_000);
  await acceptCookies(context, baseURL);
});

async function order(request: APIRequestContext, token: string, email: string, body: Record<string, unknown>): Promise<Order> {
  const res = await request.post("/api/orders", {
    headers: { ...bearer(token), "Idempotency-Key": crypto.randomUUID() },
    data: { contact: { name: "Lea", surname: "Keller", email, phone: "+41 61 555 12 34" }, ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as Order;
}

const deliveryTo = { street: "Spalenberg 12", zip: "4051", city: "Basel" };

async function fillLogin(page: Page, email: string) {
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test("point 5: the cart promises what the checkout promises, in its summary and its shipping card", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const article = await seededArticle(request, "inStock", projectIndex(info.project.name, 10));
  await apiAdd(request, shopper.token, article.pharmacode, 1);
  const quote = await apiQuote(request, shopper.token, "DELIVERY");
  await useSession(page, shopper.token);
  await page.goto("/cartpage");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary).toContainText(quote.estimate.text, HYDRATION);
  // The info card tells the same working days as the estimate, not a window of its own.
  const main = page.getByRole("main");
  await expect(main).toContainText("innert 2 Werktagen");
  await expect(main).not.toContainText("3-5 Werktag");
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-cart.png`, fullPage: true });
  await page.goto("/shipping");
  await expect(page.getByRole("main")).not.toContainText("3-5 Werktag");
  await expect(page.getByRole("main")).toContainText("innert 2 Werktagen");
});

test("point 6 and 15: medicines come home with Swiss Post on every page, in the dative where it belongs", async ({ page, request }, info) => {
  for (const path of ["/shipping", "/services", "/faqs", "/track-order"]) {
    // Server-rendered texts: no need to wait for the scripts.
    await page.goto(path, { waitUntil: "commit" });
    const main = page.getByRole("main");
    await expect(main).toContainText("Schweizerischen Post");
    await expect(main).not.toContainText(/Raum Basel|Hauslieferung|persönlich nach Hause|der Schweizerische Post/);
    const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    expect(description, path).not.toMatch(/der Schweizerische Post/);
  }
  const shopper = await createShopper(request, info.workerIndex);
  await useSession(page, shopper.token);
  await page.goto("/upload-prescription");
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "Rezept senden" })).toBeVisible(HYDRATION);
  await expect(main).not.toContainText(/Raum Basel|nach Hause/);
  await main.getByRole("radio", { name: /Versand mit der Schweizerischen Post/ }).check();
  await expect(main).toContainText("Wir senden die Medikamente mit der Schweizerischen Post");
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-upload.png`, fullPage: true });
});

test("point 8: the desk asks before shipping backordered lines, shows the shipping line, and lists the pickup due first first", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const inStock = await seededArticle(request, "inStock", projectIndex(info.project.name, 11));
  const missing = await seededArticle(request, "outOfStock", projectIndex(info.project.name, 1));
  await apiAdd(request, shopper.token, inStock.pharmacode, 1);
  await apiAdd(request, shopper.token, missing.pharmacode, 1);
  const delivery = await order(request, shopper.token, shopper.email, { fulfilment: "DELIVERY", payment: "INVOICE", address: deliveryTo });
  await apiAdd(request, shopper.token, inStock.pharmacode, 1);
  const pickup = await order(request, shopper.token, shopper.email, { fulfilment: "PICKUP", payment: "AT_PICKUP" });

  const staffToken = await makeStaff(request, `sale.desk.${info.project.name}.${Date.now().toString(36)}@example.ch`);
  await useSession(page, staffToken);
  await page.goto("/desk?ansicht=bestellungen");
  const cards = page.getByRole("article");
  const card = cards.filter({ hasText: delivery.number });
  await expect(card).toBeVisible(HYDRATION);
  // Placed later, due sooner: the pickup comes first.
  const numbers = await cards.getByRole("heading", { level: 3 }).allInnerTexts();
  expect(numbers.indexOf(pickup.number)).toBeGreaterThanOrEqual(0);
  expect(numbers.indexOf(pickup.number)).toBeLessThan(numbers.indexOf(delivery.number));
  // The lines add up to the total: the shipping line is there.
  const lines = card.getByRole("list", { name: `Artikel von ${delivery.number}` });
  await expect(lines.getByRole("listitem").filter({ hasText: "Versand" })).toContainText(delivery.shipping === 0 ? "Kostenlos" : delivery.shipping.toFixed(2));

  await card.getByRole("button", { name: "Vorbereiten" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Vorbereiten" }).click();
  await card.getByRole("button", { name: "Versendet" }).click();
  const dialog = page.getByRole("dialog", { name: "Als versendet eintragen?" });
  await expect(dialog).toContainText(missing.description.description);
  await expect(dialog).toContainText("nachbestellt");
  await dialog.getByLabel("Sendungsnummer der Post").fill("99.00.123456.78901234");
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-desk-ship-backordered.png` });
  await expect(dialog.getByRole("button", { name: "Versendet", exact: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Trotzdem versenden" }).click();
  await expect(dialog).toBeHidden();
});

test("point 9: staff land on the desk after login; the invitation names what the desk does", async ({ page, request }, info) => {
  const email = `sale.staff.${info.project.name}.${Date.now().toString(36)}@example.ch`;
  await makeStaff(request, email);
  const invite = await awaitMail(email, { kind: "staff-invite" });
  for (const word of ["Labortermine", "Bestellungen", "Rezepte"]) expect(invite.text).toContain(word);
  await page.goto("/loginpage");
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/desk$/, HYDRATION);
});

test("point 10: the desk's tabs count new orders and prescriptions, and the count moves without a reload", async ({ page, request }, info) => {
  const staffToken = await makeStaff(request, `sale.count.${info.project.name}.${Date.now().toString(36)}@example.ch`);
  await useSession(page, staffToken);
  await page.goto("/desk");
  const tabs = page.getByRole("navigation", { name: "Desk-Ansichten" });
  const ordersCount = tabs.getByTestId("desk-count-bestellungen");
  const rxCount = tabs.getByTestId("desk-count-rezepte");
  await expect(ordersCount).toHaveText(/^\d+$/, HYDRATION);
  await expect(rxCount).toHaveText(/^\d+$/);
  const before = Number(await ordersCount.innerText());
  const rxBefore = Number(await rxCount.innerText());

  const shopper = await createShopper(request, info.workerIndex);
  const article = await seededArticle(request, "inStock", projectIndex(info.project.name, 12));
  await apiAdd(request, shopper.token, article.pharmacode, 1);
  await order(request, shopper.token, shopper.email, { fulfilment: "PICKUP", payment: "AT_PICKUP" });
  const upload = await request.post("/api/prescriptions", {
    headers: bearer(shopper.token),
    multipart: { fulfilment: "PICKUP", notes: "", files: { name: "rezept.png", mimeType: "image/png", buffer: tinyPng() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await expect.poll(async () => Number(await ordersCount.innerText()), { timeout: 25_000 }).toBeGreaterThan(before);
  await expect.poll(async () => Number(await rxCount.innerText()), { timeout: 25_000 }).toBeGreaterThan(rxBefore);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-desk-counts.png` });
});

test("points 11 and 12: a guest at 'In den Warenkorb' is told why, registers, verifies, logs in and finds the article in the cart", async ({ page, context, request }, info) => {
  const { article } = await findArticle(request, (a) => regulation(a) === "Sale.Web.OK" && a.price.currentPrice !== null);
  await page.goto(`/product/${article.pharmacode}`);
  await hydrated(page);
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page).toHaveURL(/\/loginpage\?redirect=/);
  const main = page.getByRole("main");
  await expect(main.getByText("Zum Bestellen brauchen Sie ein Kundenkonto")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-login-why.png`, fullPage: true });
  await main.getByRole("link", { name: "Kundenkonto erstellen" }).click();
  await expect(page).toHaveURL(/\/registerpage\?redirect=/);

  const email = `sale.signup.${info.project.name}.${Date.now().toString(36)}@example.ch`;
  await hydrated(page);
  await page.getByLabel("First Name").fill("Erika");
  await page.getByLabel("Last Name").fill("Muster");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByLabel("Birthdate").fill("1985-06-15");
  await page.getByLabel("Address").fill("Rheingasse 12, 4058 Basel");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("dialog", { name: "Check Your Email" })).toBeVisible();

  // The link opens in a new tab, as from a mail program.
  const link = await mailedLink(email, "/verify-email");
  const tab = await context.newPage();
  await tab.goto(link.pathname + link.search);
  await expect(tab.getByText("Your email has been successfully verified!")).toBeVisible(HYDRATION);
  await tab.getByRole("link", { name: "Go to login" }).click();
  await expect(tab).toHaveURL(/\/loginpage/);
  await fillLogin(tab, email);
  await expect(tab).toHaveURL(`/product/${article.pharmacode}`, SLOW);
  const token = await tab.evaluate(() => window.localStorage.getItem("token"));
  await expect
    .poll(async () => (await apiCart(request, token!)).cart, SLOW)
    .toEqual([expect.objectContaining({ pharmacode: article.pharmacode, quantity: 1 })]);
});

test("point 12: a guest sent to log in from the checkout reads why", async ({ page }) => {
  // The page sends the guest on while it loads: the navigation is awaited, not the load.
  await page.goto("/checkout", { waitUntil: "commit" });
  await expect(page).toHaveURL(/\/loginpage\?redirect=%2Fcheckout/, SLOW);
  await expect(page.getByRole("main").getByText("Zum Bestellen brauchen Sie ein Kundenkonto")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Kundenkonto erstellen" })).toHaveAttribute("href", "/registerpage?redirect=%2Fcheckout");
  // Sent from elsewhere (the profile), the login page says nothing about ordering.
  await page.goto("/profilepage", { waitUntil: "commit" });
  await expect(page).toHaveURL(/\/loginpage\?redirect=%2Fprofilepage/, SLOW);
  await expect(page.getByRole("main").getByText("Zum Bestellen brauchen Sie ein Kundenkonto")).toHaveCount(0);
});

test("point 14 and 15: the phone menu and the account sidebar name the account pages in one language, the spec's first", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  await useSession(page, shopper.token);
  await page.goto("/profilepage");
  const sidebar = page.getByRole("navigation", { name: "Account pages" });
  await expect(sidebar.getByRole("link")).toHaveText(["Profile", "Orders", "Appointments", "Prescriptions", "Favorites"], HYDRATION);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-profile.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Menü", exact: true }).click();
  const block = page.getByRole("dialog", { name: "Menü" }).getByRole("region", { name: "My Account" });
  await expect(block.getByRole("link")).toHaveText(["Profile", "Favorites", "Cart", "Orders", "Appointments", "Prescriptions"]);
  await expect(block.getByRole("link", { name: "Prescriptions" })).toHaveAttribute("href", "/prescriptions");
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-phone-menu.png` });
});

test("point 15: the checkout speaks German, refuses a 9-digit phone in German, and a delivery's notes hint fits a delivery", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const article = await seededArticle(request, "inStock", projectIndex(info.project.name, 13));
  await apiAdd(request, shopper.token, article.pharmacode, 1);
  await useSession(page, shopper.token);
  await page.goto("/checkout");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Bestellübersicht" })).toBeVisible(HYDRATION);
  await expect(main.getByText("Order Summary")).toHaveCount(0);
  await main.getByRole("radio", { name: /Lieferung per Post/ }).check();
  await main.getByRole("button", { name: "Weiter" }).click();
  await main.getByLabel("Telefon").fill("079 123 45 6");
  await main.getByLabel("Strasse und Nr.").fill(deliveryTo.street);
  await main.getByLabel("PLZ").fill(deliveryTo.zip);
  await main.getByLabel("Ort").fill(deliveryTo.city);
  await main.getByRole("button", { name: "Weiter" }).click();
  await expect(main.getByLabel("Telefon")).toHaveAccessibleDescription(/gültige Schweizer Telefonnummer/);
  await expect(main).not.toContainText("Please enter a valid phone number");
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-checkout-phone.png`, fullPage: true });
  await main.getByLabel("Telefon").fill("079 123 45 67");
  await main.getByRole("button", { name: "Weiter" }).click();
  await main.getByRole("radio", { name: /Rechnung/ }).check();
  await main.getByRole("button", { name: "Weiter" }).click();
  await expect(main.getByLabel(/Anmerkungen/)).toBeVisible();
  await expect(main).not.toContainText("vorbeikommen");
});

test("point 15: the order page greys the steps still to come", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const article = await seededArticle(request, "inStock", projectIndex(info.project.name, 14));
  await apiAdd(request, shopper.token, article.pharmacode, 1);
  const placed = await order(request, shopper.token, shopper.email, { fulfilment: "PICKUP", payment: "AT_PICKUP" });
  await useSession(page, shopper.token);
  await page.goto(`/orderdetailspage/${placed._id}`);
  const next = page.getByRole("main").getByRole("list", { name: "Nächste Schritte" });
  await expect(next.getByRole("listitem")).toHaveText([/In Vorbereitung/, /Abholbereit/, /Abgeholt/], HYDRATION);
  await expect(page.getByRole("main").getByRole("list", { name: "Verlauf" }).getByRole("listitem")).toHaveText([/Eingegangen/]);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-order-timeline.png`, fullPage: true });
});

test("point 15: Recently Viewed leaves out what is in the cart", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const inCart = await seededArticle(request, "inStock", projectIndex(info.project.name, 15));
  const other = await seededArticle(request, "inStock", projectIndex(info.project.name, 16));
  await useSession(page, shopper.token);
  for (const a of [other, inCart]) {
    await page.goto(`/product/${a.pharmacode}`);
    await hydrated(page);
  }
  await apiAdd(request, shopper.token, inCart.pharmacode, 1);
  await page.goto("/cartpage");
  const recent = page.getByRole("region", { name: "Recently Viewed" });
  await expect(recent.getByRole("link", { name: other.description.description })).toBeVisible(HYDRATION);
  await expect(recent.getByRole("link", { name: inCart.description.description })).toHaveCount(0);
});

test("point 15: no help button on the desk, and none over the second file's remove button on a phone", async ({ page, request }, info) => {
  const staffToken = await makeStaff(request, `sale.help.${info.project.name}.${Date.now().toString(36)}@example.ch`);
  await useSession(page, staffToken);
  await page.goto("/desk");
  await expect(page.getByRole("heading", { name: /Desk|Schalter/ }).first()).toBeVisible(HYDRATION);
  await expect(page.getByRole("button", { name: "Hilfe" })).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Hilfe" })).toBeVisible();

  const shopper = await createShopper(request, info.workerIndex);
  const shopperPage = await page.context().newPage();
  await shopperPage.setViewportSize({ width: 390, height: 844 });
  await useSession(shopperPage, shopper.token);
  await shopperPage.goto("/upload-prescription");
  await expect(shopperPage.getByRole("button", { name: "Rezept senden" })).toBeVisible(HYDRATION);
  await shopperPage.getByTestId("prescription-files").setInputFiles([
    { name: "seite-1.png", mimeType: "image/png", buffer: tinyPng() },
    { name: "seite-2.png", mimeType: "image/png", buffer: tinyPng() },
  ]);
  const remove = shopperPage.getByRole("button", { name: "seite-2.png entfernen" });
  await expect(remove).toBeVisible();
  const help = shopperPage.getByRole("button", { name: "Hilfe" });
  const [x, h] = [(await remove.boundingBox())!, (await help.boundingBox())!];
  // Side by side, never one over the other, wherever the page is scrolled.
  expect(x.x + x.width <= h.x || h.x + h.width <= x.x).toBe(true);
  await shopperPage.screenshot({ path: `${SHOTS}/mobile-upload-two-files.png`, fullPage: true });
  await shopperPage.close();
});

test("the changed pages at 1280 and 390 px, for a person to look at (E2E_SCREENSHOTS=1)", async ({ page, request }, info) => {
  test.skip(process.env.E2E_SCREENSHOTS !== "1", "screenshots only");
  test.setTimeout(400_000);
  const shopper = await createShopper(request, info.workerIndex);
  const article = await seededArticle(request, "inStock", projectIndex(info.project.name, 16));
  const missing = await seededArticle(request, "outOfStock", projectIndex(info.project.name, 2));
  await apiAdd(request, shopper.token, article.pharmacode, 1);
  await apiAdd(request, shopper.token, missing.pharmacode, 1);
  const placed = await order(request, shopper.token, shopper.email, { fulfilment: "DELIVERY", payment: "INVOICE", address: deliveryTo });
  await apiAdd(request, shopper.token, article.pharmacode, 2);
  const staffToken = await makeStaff(request, `sale.shots.${info.project.name}.${Date.now().toString(36)}@example.ch`);
  const both = async (name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.screenshot({ path: `${SHOTS}/${width}-${name}.png`, fullPage: true, timeout: 60_000 });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  };
  await page.goto("/loginpage?redirect=%2Fcheckout");
  await expect(page.getByText("Zum Bestellen brauchen Sie ein Kundenkonto")).toBeVisible(SLOW);
  await both("login-why");
  await page.goto("/shipping", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Versandinformationen", level: 1 })).toBeVisible(SLOW);
  await both("shipping");

  const shopperPage = await page.context().newPage();
  await useSession(shopperPage, shopper.token);
  const shopperBoth = async (name: string) => {
    for (const width of [1280, 390]) {
      await shopperPage.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await shopperPage.screenshot({ path: `${SHOTS}/${width}-${name}.png`, fullPage: true, timeout: 60_000 });
    }
    await shopperPage.setViewportSize({ width: 1280, height: 800 });
  };
  await shopperPage.goto("/cartpage");
  await expect(shopperPage.getByRole("region", { name: "Order Summary" })).toContainText("Voraussichtliche Zustellung", SLOW);
  await shopperBoth("cart");
  await shopperPage.goto("/checkout");
  await expect(shopperPage.getByRole("heading", { name: "Bestellübersicht" })).toBeVisible(SLOW);
  await shopperBoth("checkout");
  await shopperPage.goto(`/orderdetailspage/${placed._id}`);
  await expect(shopperPage.getByRole("list", { name: "Nächste Schritte" })).toBeVisible(SLOW);
  await shopperBoth("order-detail");
  await shopperPage.goto("/upload-prescription");
  await expect(shopperPage.getByRole("button", { name: "Rezept senden" })).toBeVisible(SLOW);
  await shopperPage.getByTestId("prescription-files").setInputFiles([
    { name: "seite-1.png", mimeType: "image/png", buffer: tinyPng() },
    { name: "seite-2.png", mimeType: "image/png", buffer: tinyPng() },
  ]);
  await shopperBoth("upload");
  await shopperPage.goto("/profilepage");
  await expect(shopperPage.getByRole("navigation", { name: "Account pages" })).toBeVisible(SLOW);
  await shopperBoth("profile");
  await shopperPage.close();

  await useSession(page, staffToken);
  await page.goto("/desk?ansicht=bestellungen");
  await expect(page.getByRole("article").filter({ hasText: placed.number })).toBeVisible(SLOW);
  await expect(page.getByTestId("desk-count-bestellungen")).toHaveText(/^\d+$/, SLOW);
  await both("desk-orders");
});
