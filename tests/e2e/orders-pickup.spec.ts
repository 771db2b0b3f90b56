import { expect } from "@playwright/test";
import { test, waitForHydrationOnLoad } from "./test.ts";
import { ORDER_TEXTS } from "#contracts/orders.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { awaitMail, latestMailId } from "./outbox.ts";
import { apiOrders, checkoutTo, projectIndex, seededArticle, SHOTS } from "./orders-fixtures.ts";
import { makeStaff } from "./staff.ts";
import { apiAdd, apiCart, createShopper, useSession } from "./shopper-fixtures.ts";
import { acceptCookies, expectAccessible, HYDRATION } from "./storefront-fixtures.ts";

/**
 * Issue 25, pickup: a logged-in shopper orders one article in stock and one not in stock for Click & Collect,
 * sees the confirmation with the pickup address and hours, gets the confirmation mail; staff prepare it and mark
 * it ready at the desk; the shopper reads "Abholbereit" in the orders list and gets the ready mail.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

test("a pickup order: checkout, confirmation, desk marks it ready, the shopper sees it and gets the mails", { tag: "@layout" }, async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(120_000);
  const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage: true });
  const shopper = await createShopper(request, info.workerIndex);
  const inStock = await seededArticle(request, "inStock", projectIndex(info.project.name));
  const outOfStock = await seededArticle(request, "outOfStock", projectIndex(info.project.name));
  await apiAdd(request, shopper.token, inStock.pharmacode, 2);
  await apiAdd(request, shopper.token, outOfStock.pharmacode, 1);
  await useSession(page, shopper.token);

  // The cart says when the article not in stock can be collected or sent.
  await page.goto("/cartpage");
  const missing = page.getByRole("main").getByRole("listitem").filter({ hasText: outOfStock.description.description });
  await expect(missing.getByText("Zurzeit nicht an Lager: wird bestellt, abholbereit oder versandbereit innert 2 Werktagen")).toBeVisible(HYDRATION);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/checkout");

  const main = page.getByRole("main");
  await expect(main.getByRole("radio", { name: /Click & Collect/ })).toBeChecked(HYDRATION);
  await expect(main.getByText(/^Nachbestellt: abholbereit bis \w+, \d\d\.\d\d\.\d{4} um \d\d:\d\d$/).first()).toBeVisible();
  await shot("checkout-1-fulfilment");

  // Contact: prefilled from the profile; the phone the profile lacks is asked for at its field.
  await main.getByRole("button", { name: "Weiter" }).click();
  await expect(main.getByLabel("Vorname")).toHaveValue("Lea");
  await expect(main.getByLabel("E-Mail")).toHaveValue(shopper.email);
  await main.getByRole("button", { name: "Weiter" }).click();
  await expect(main.getByText("Bitte geben Sie Ihre Telefonnummer ein")).toBeVisible();
  await expect(main.getByLabel("Telefon")).toBeFocused();
  await shot("checkout-2-contact-error");
  await main.getByRole("button", { name: "Zurück" }).click();

  await checkoutTo(page, { fulfilment: "Click & Collect", payment: "Bezahlung bei Abholung", onPayment: () => shot("checkout-3-payment") });
  const lines = main.getByRole("list", { name: "Artikel" });
  await expect(lines.getByRole("listitem").filter({ hasText: inStock.description.description }).getByText("An Lager, abholbereit innert 2 Stunden (während der Öffnungszeiten)")).toBeVisible();
  await expect(lines.getByRole("listitem").filter({ hasText: outOfStock.description.description }).getByText("Nicht an Lager: wird bestellt, abholbereit innert 2 Werktagen")).toBeVisible();
  await expect(main.getByText(/^inkl\. MwSt\. (2\.6|8\.1) %$/).first()).toBeVisible();
  await shot("checkout-4-review");
  await expectAccessible(page);

  // A double click places one order.
  const mailsBefore = await latestMailId();
  await main.getByRole("button", { name: "Zahlungspflichtig bestellen" }).dblclick();
  await expect(page).toHaveURL(/\/orderdetailspage\/[0-9a-f-]{36}\?bestaetigung=1$/, HYDRATION);
  await expect(main.getByRole("heading", { name: "Vielen Dank für Ihre Bestellung" })).toBeVisible();
  const orders = await apiOrders(request, shopper.token);
  expect(orders).toHaveLength(1);
  const order = orders[0]!;
  expect(order.number).toMatch(/^RA-\d{4}-\d{6}$/);
  await expect(main.getByText(order.number).first()).toBeVisible();
  await expect(main.getByText("So geht es weiter")).toBeVisible();
  await expect(main.getByText(`${pharmacy.street}, ${pharmacy.postalCode} ${pharmacy.city}`).first()).toBeVisible();
  await expect(main.getByText("08:00 – 19:30").first()).toBeVisible();
  expect((await apiCart(request, shopper.token)).cart).toEqual([]);
  await shot("confirmation");
  await expectAccessible(page);

  const received = await awaitMail(shopper.email, { kind: "order-received", after: mailsBefore });
  expect(received.subject).toBe(`${ORDER_TEXTS.mailSubject.RECEIVED} (${order.number})`);
  expect(received.text).toContain(inStock.description.description);

  // Staff at the desk: the orders view lists it to prepare; prepare, then ready.
  const staffEmail = `orders.desk.${info.project.name}.${Date.now().toString(36)}@example.ch`;
  const staffToken = await makeStaff(request, staffEmail);
  const desk = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined, locale: "de-CH", timezoneId: "Europe/Zurich" });
  await acceptCookies(desk, baseURL);
  const deskPage = await desk.newPage();
  waitForHydrationOnLoad(deskPage);
  await useSession(deskPage, staffToken);
  await deskPage.goto("/desk");
  await deskPage.getByRole("link", { name: "Bestellungen" }).click();
  await expect(deskPage).toHaveURL("/desk?ansicht=bestellungen");
  const card = deskPage.getByRole("article").filter({ hasText: order.number });
  await expect(card).toBeVisible(HYDRATION);
  await expect(card.getByText(`${order.contact.name} ${order.contact.surname}`)).toBeVisible();
  await deskPage.screenshot({ path: `${SHOTS}/desk-orders-${info.project.name}.png`, fullPage: true });
  await card.getByRole("button", { name: "Vorbereiten" }).click();
  await deskPage.getByRole("dialog").getByRole("button", { name: "Vorbereiten" }).click();
  await expect(card.getByText("Die Bestellung ist in Vorbereitung.")).toBeVisible();
  await card.getByRole("button", { name: "Bereit zur Abholung" }).click();
  await deskPage.getByRole("dialog").getByRole("button", { name: "Bereit zur Abholung" }).click();
  // Ready: it leaves "Vorzubereiten" and is under "Abholbereit".
  await expect(card).toHaveCount(0);
  await deskPage.getByRole("button", { name: /^Abholbereit/ }).click();
  await expect(deskPage.getByRole("article").filter({ hasText: order.number }).getByText("Status In Vorbereitung → Abholbereit", { exact: false })).toBeAttached();
  await expectAccessible(deskPage);
  await desk.close();

  const ready = await awaitMail(shopper.email, { kind: "order-ready-for-pickup", after: mailsBefore });
  expect(ready.subject).toBe(`Ihre Bestellung liegt bereit (${order.number})`);

  // The shopper's orders list and the order's timeline say it.
  await page.goto("/orders");
  const listed = page.getByRole("main").getByRole("link", { name: new RegExp(order.number) });
  await expect(listed.getByText(ORDER_TEXTS.status.READY_FOR_PICKUP)).toBeVisible(HYDRATION);
  await shot("orders-list");
  await listed.click();
  const timeline = page.getByRole("main").getByRole("list", { name: "Verlauf" });
  await expect(timeline.getByRole("listitem")).toHaveText([/^Eingegangen/, /^In Vorbereitung/, /^Abholbereit/]);
  // Not cancellable any more once it is being prepared.
  await expect(page.getByRole("main").getByRole("button", { name: "Bestellung stornieren" })).toHaveCount(0);
  await shot("order-detail");
});

test("cancelling while received: confirm dialog, the order shows cancelled", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const article = await seededArticle(request, "inStock", projectIndex(info.project.name, 1));
  await apiAdd(request, shopper.token, article.pharmacode, 1);
  const res = await request.post("/api/orders", {
    headers: { authorization: `Bearer ${shopper.token}`, "Idempotency-Key": crypto.randomUUID() },
    data: { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: { name: "Lea", surname: "Keller", email: shopper.email, phone: "+41 61 555 12 34" } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()).data as { _id: string; number: string };
  await useSession(page, shopper.token);
  await page.goto(`/orderdetailspage/${order._id}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Bestellung stornieren" }).click(HYDRATION);
  const dialog = page.getByRole("dialog", { name: "Bestellung stornieren?" });
  await expect(dialog).toContainText(order.number);
  await dialog.getByRole("button", { name: "Bestellung stornieren" }).click();
  await expect(main.getByText("Ihre Bestellung wurde storniert")).toBeVisible();
  await expect(main.getByText(ORDER_TEXTS.status.CANCELLED).first()).toBeVisible();
  await expect(main.getByRole("button", { name: "Bestellung stornieren" })).toHaveCount(0);

  // Another shopper's id is not found.
  const other = await createShopper(request, info.workerIndex);
  await page.evaluate((token) => localStorage.setItem("token", token), other.token);
  await useSession(page, other.token);
  await page.goto(`/orderdetailspage/${order._id}`);
  await expect(page.getByRole("main").getByRole("heading", { name: "Bestellung nicht gefunden" })).toBeVisible(HYDRATION);
});
