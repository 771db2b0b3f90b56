import { readFile } from "node:fs/promises";
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { test } from "./test.ts";
import { extractText, getDocumentProxy } from "unpdf";
import { ORDER_MESSAGES, ORDER_TEXTS } from "#contracts/orders.ts";
import { formatQrReference, qrReference } from "#server/services/orders/qr-reference.ts";
import { awaitMail, latestMailId } from "./outbox.ts";
import { PREFILL_WAIT_MS } from "#app/lib/forms/use-form.ts";
import { apiOrders, apiQuote, checkoutTo, projectIndex, seededArticle, SHOTS } from "./orders-fixtures.ts";
import { apiAdd, createShopper, useSession } from "./shopper-fixtures.ts";
import { acceptCookies, holdRequests, HYDRATION, hydrated } from "./storefront-fixtures.ts";

/**
 * Issue 25, delivery and the cart's rules: a delivery by invoice whose PDF downloads and carries the QR-bill with
 * the order's amount and reference; an article that may not be shipped makes the cart a pickup; a total that
 * changed between the review and the order is shown and confirmed again.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

const ADDRESS = { street: "Spalenberg 12", zip: "4051", city: "Basel" };

test("a delivery with invoice: the address is checked at its field, the PDF carries the QR-bill's amount and reference", async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage: true });
  const shopper = await createShopper(request, info.workerIndex);
  const article = await seededArticle(request, "inStock", projectIndex(info.project.name, 2));
  await apiAdd(request, shopper.token, article.pharmacode, 1);
  await useSession(page, shopper.token);
  await page.goto("/checkout");
  const main = page.getByRole("main");
  await main.getByRole("radio", { name: /Lieferung per Post/ }).check(HYDRATION);
  await expect(main.getByText(/^Voraussichtliche Zustellung bis \w+, \d\d\.\d\d\.\d{4}$/).first()).toBeVisible();
  await main.getByRole("button", { name: "Weiter" }).click();
  // The profile's one-line address is split into the fields; a postcode outside Switzerland is refused at its field.
  await expect(main.getByLabel("Strasse und Nr.")).toHaveValue("Rheingasse 1");
  await expect(main.getByLabel("PLZ")).toHaveValue("4058");
  await main.getByLabel("PLZ").fill("9800");
  await main.getByLabel("Telefon").fill("+41 61 555 12 34");
  await main.getByRole("button", { name: "Weiter" }).click();
  await expect(main.getByLabel("PLZ")).toHaveAccessibleDescription(ORDER_MESSAGES.zipInvalid);
  await shot("checkout-2-address-error");
  await main.getByRole("button", { name: "Zurück" }).click();

  await checkoutTo(page, { fulfilment: "Lieferung per Post", payment: "Rechnung", address: ADDRESS });
  // Delivery pays by invoice only.
  await expect(main.getByText(ORDER_TEXTS.payment.INVOICE)).toBeVisible();
  const quote = await apiQuote(request, shopper.token, "DELIVERY");
  await expect(main.getByRole("region", { name: "Beträge" }).getByText(`CHF ${quote.total.toFixed(2)}`)).toBeVisible();
  if (quote.shipping > 0) await expect(main.getByRole("region", { name: "Beträge" }).getByText(`CHF ${quote.shipping.toFixed(2)}`)).toBeVisible();
  await shot("checkout-4-review-delivery");
  const before = await latestMailId();
  await main.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await expect(main.getByRole("heading", { name: "Vielen Dank für Ihre Bestellung" })).toBeVisible(HYDRATION);
  const [order] = await apiOrders(request, shopper.token);
  expect(order!.total).toBe(quote.total);
  expect(order!.address).toEqual(ADDRESS);
  await expect(main.getByText("Wir verpacken Ihre Bestellung und senden Ihnen die Sendungsnummer der Post per E-Mail.")).toBeVisible();
  await shot("confirmation-delivery");
  await awaitMail(shopper.email, { kind: "order-received", after: before });

  const download = page.waitForEvent("download");
  await main.getByRole("button", { name: "Rechnung herunterladen (PDF)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Rechnung-${order!.number}.pdf`);
  const bytes = new Uint8Array(await readFile((await file.path())!));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  for (const expected of [`Rechnung ${order!.number}`, "Zahlteil", "Empfangsschein", formatQrReference(qrReference(order!.number)), order!.total.toFixed(2), ADDRESS.street]) {
    expect(flat, expected).toContain(expected);
  }
});

test("an article that may not be shipped makes the cart a pickup: no shipping, no delivery date, delivery not offered", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const cc = await seededArticle(request, "pickupOnly", projectIndex(info.project.name));
  const ok = await seededArticle(request, "inStock", projectIndex(info.project.name, 3));
  await apiAdd(request, shopper.token, cc.pharmacode, 1);
  await apiAdd(request, shopper.token, ok.pharmacode, 5);
  await useSession(page, shopper.token);
  await page.goto("/cartpage");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByTestId("pickup-only")).toContainText(`Versand nicht möglich: ${cc.description.description} darf nur in der Apotheke abgegeben werden.`, HYDRATION);
  await expect(summary.getByText("Abholung in der Apotheke")).toBeVisible();
  await expect(summary.getByText("Shipping")).toHaveCount(0);
  await expect(summary.getByText("Free", { exact: true })).toHaveCount(0);
  await expect(summary.getByText(/^Voraussichtliche Zustellung/)).toHaveCount(0);
  await expect(summary.getByText(/^Abholbereit ab |^Nachbestellt: abholbereit bis /)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cart-pickup-only-${info.project.name}.png`, fullPage: true });

  await summary.getByRole("link", { name: "Proceed to Checkout" }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("radio", { name: /Lieferung per Post/ })).toBeDisabled(HYDRATION);
  await expect(main.getByRole("radio", { name: /Click & Collect/ })).toBeChecked();
  await expect(main.getByText(`Versand nicht möglich: ${cc.description.description} darf nur in der Apotheke abgegeben werden.`)).toBeVisible();
  // The server refuses a delivery of it too (the page only follows its rule).
  const res = await request.post("/api/orders", {
    headers: { authorization: `Bearer ${shopper.token}`, "Idempotency-Key": crypto.randomUUID() },
    data: { fulfilment: "DELIVERY", payment: "INVOICE", contact: { name: "Lea", surname: "Keller", email: shopper.email, phone: "+41 61 555 12 34" }, address: ADDRESS },
  });
  expect(res.status()).toBe(400);
});

test("a total changed between the review and the order is shown and must be confirmed again", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const article = await seededArticle(request, "inStock", projectIndex(info.project.name, 4));
  await apiAdd(request, shopper.token, article.pharmacode, 1);
  await useSession(page, shopper.token);
  await page.goto("/checkout");
  await hydrated(page);
  await checkoutTo(page, { fulfilment: "Click & Collect", payment: "Bezahlung bei Abholung" });
  const main = page.getByRole("main");
  const shown = await apiQuote(request, shopper.token, "PICKUP");

  // Meanwhile the amount changes on the server (here: the same shopper adds one more in another tab; a new
  // catalogue price takes the same path). The page still shows the old total.
  await apiAdd(request, shopper.token, article.pharmacode, 1);
  const now = await apiQuote(request, shopper.token, "PICKUP");
  expect(now.total).not.toBe(shown.total);
  await main.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  const alert = main.getByRole("alert").filter({ hasText: "Der Gesamtbetrag hat sich geändert." });
  await expect(alert).toContainText(`Neuer Betrag: CHF ${now.total.toFixed(2)} (bisher CHF ${shown.total.toFixed(2)})`);
  expect(await apiOrders(request, shopper.token)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/checkout-total-changed-${info.project.name}.png`, fullPage: true });

  // Confirmed again: the order is placed with the new amount.
  await main.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await expect(main.getByRole("heading", { name: "Vielen Dank für Ihre Bestellung" })).toBeVisible(HYDRATION);
  const [order] = await apiOrders(request, shopper.token);
  expect(order!.total).toBe(now.total);
});

/**
 * A shopper with one article on the live checkout whose profile's answer is held until `profileAnswer.release()`
 * (a slow network, or a shopper quicker than it).
 */
async function checkoutWithProfileHeld(page: Page, request: APIRequestContext, info: TestInfo) {
  const shopper = await createShopper(request, info.workerIndex);
  const article = await seededArticle(request, "inStock", projectIndex(info.project.name, 4));
  await apiAdd(request, shopper.token, article.pharmacode, 1);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the fixture that stores the token, not a React hook
  await useSession(page, shopper.token);
  const profileAnswer = await holdRequests(page, /\/api\/authentication\/[^/]+\/profile$/);
  await page.goto("/checkout");
  await hydrated(page);
  return { shopper, profileAnswer, main: page.getByRole("main") };
}

test("a phone number typed before the profile's answer comes stays when it comes", async ({ page, request }, info) => {
  const { profileAnswer, main } = await checkoutWithProfileHeld(page, request, info);
  await main.getByRole("radio", { name: /Click & Collect/ }).check();
  await main.getByRole("button", { name: "Weiter" }).click();
  await main.getByLabel("Telefon").fill("079 123 45 67");
  await expect.poll(profileAnswer.held).toBeGreaterThan(0);
  await profileAnswer.release();
  // The profile fills what is empty and leaves the typed number.
  await expect(main.getByLabel("Vorname")).toHaveValue("Lea");
  await expect(main.getByLabel("Telefon")).toHaveValue("079 123 45 67");
  await main.getByRole("button", { name: "Weiter" }).click();
  await expect(main.getByRole("radio", { name: /Bezahlung bei Abholung/ })).toBeVisible();
});

test("'Weiter' pressed before the profile's answer comes waits for it and goes on with the profile's values", async ({ page, request }, info) => {
  const { shopper, profileAnswer, main } = await checkoutWithProfileHeld(page, request, info);
  await main.getByRole("button", { name: "Weiter" }).click();
  await expect.poll(profileAnswer.held).toBeGreaterThan(0);
  // The shopper types the one thing the profile lacks and presses on at once: the tap is held (the button busy), not
  // answered with the empty fields' messages.
  await main.getByLabel("Telefon").fill("079 123 45 67");
  await main.getByRole("button", { name: "Weiter" }).click();
  await expect(main.getByRole("button", { name: "Weiter" })).toHaveAttribute("aria-busy", "true");
  await expect(main.getByLabel("Vorname")).not.toHaveAttribute("aria-invalid", "true");
  await profileAnswer.release();
  await expect(main.getByRole("radio", { name: /Bezahlung bei Abholung/ })).toBeVisible();
  await main.getByRole("button", { name: "Weiter" }).click();
  await expect(main.getByText("Lea Keller")).toBeVisible();
  await expect(main.getByText(shopper.email)).toBeVisible();
});

test("a profile that never answers keeps 'Weiter' busy only for a moment: then the fields are checked as they are", async ({ page, request }, info) => {
  const { profileAnswer, main } = await checkoutWithProfileHeld(page, request, info);
  await main.getByRole("button", { name: "Weiter" }).click();
  await expect.poll(profileAnswer.held).toBeGreaterThan(0);
  await main.getByLabel("Telefon").fill("079 123 45 67");
  await main.getByRole("button", { name: "Weiter" }).click();
  await expect(main.getByRole("button", { name: "Weiter" })).toHaveAttribute("aria-busy", "true");
  // PREFILL_WAIT_MS (5 s) later the tap is answered with the empty fields' messages; what was typed stays.
  await expect(main.getByText(ORDER_MESSAGES.nameRequired)).toBeVisible({ timeout: PREFILL_WAIT_MS + 5000 });
  await expect(main.getByRole("button", { name: "Weiter" })).toBeEnabled();
  await expect(main.getByLabel("Vorname")).toBeFocused();
  await expect(main.getByLabel("Telefon")).toHaveValue("079 123 45 67");
});

test("an empty cart has nothing to check out", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  await useSession(page, shopper.token);
  await page.goto("/checkout");
  await expect(page.getByRole("main").getByRole("heading", { name: "Ihr Warenkorb ist leer" })).toBeVisible(HYDRATION);
  await expect(page.getByRole("main").getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
});
