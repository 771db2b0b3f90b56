import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./test.ts";
import { ORDER_MESSAGES, ORDER_TEXTS, type Order } from "#contracts/orders.ts";
import { awaitMail, latestMailId } from "./outbox.ts";
import { bearer, projectIndex, seededArticle } from "./orders-fixtures.ts";
import { makeStaff } from "./staff.ts";
import { apiAdd, createShopper, useSession } from "./shopper-fixtures.ts";
import { acceptCookies, HYDRATION } from "./storefront-fixtures.ts";

/** Issue 25 at the desk: a delivery is prepared and shipped with the Post's tracking number; a pickup is cancelled with a reason. */

test.beforeEach(async ({ context, baseURL }) => {
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

test("the desk ships a delivery with its tracking number and cancels a pickup with a reason; the customer is told", async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const shopper = await createShopper(request, info.workerIndex);
  const article = await seededArticle(request, "inStock", projectIndex(info.project.name, 6));
  await apiAdd(request, shopper.token, article.pharmacode, 1);
  const delivery = await order(request, shopper.token, shopper.email, { fulfilment: "DELIVERY", payment: "INVOICE", address: { street: "Spalenberg 12", zip: "4051", city: "Basel" } });
  await apiAdd(request, shopper.token, article.pharmacode, 1);
  const pickup = await order(request, shopper.token, shopper.email, { fulfilment: "PICKUP", payment: "AT_PICKUP" });
  const before = await latestMailId();

  const staffToken = await makeStaff(request, `orders.ship.${info.project.name}.${Date.now().toString(36)}@example.ch`);
  await useSession(page, staffToken);
  await page.goto("/desk?ansicht=bestellungen");
  const shipCard = page.getByRole("article").filter({ hasText: delivery.number });
  await expect(shipCard.getByText("Spalenberg 12, 4051 Basel")).toBeVisible(HYDRATION);
  await shipCard.getByRole("button", { name: "Vorbereiten" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Vorbereiten" }).click();
  await shipCard.getByRole("button", { name: "Versendet" }).click();
  const dialog = page.getByRole("dialog", { name: "Als versendet eintragen?" });
  // The tracking number is required, said at its field.
  await dialog.getByRole("button", { name: "Versendet" }).click();
  await expect(dialog.getByLabel("Sendungsnummer der Post")).toHaveAccessibleDescription(ORDER_MESSAGES.trackingRequired);
  await dialog.getByLabel("Sendungsnummer der Post").fill("99.00.123456.78901234");
  await dialog.getByRole("button", { name: "Versendet" }).click();
  await expect(dialog).toBeHidden();
  // Shipped orders stay open (to be marked delivered) but leave the to-prepare list.
  await expect(shipCard).toHaveCount(0);
  await page.getByRole("button", { name: "Alle offenen" }).click();
  const shipped = page.getByRole("article").filter({ hasText: delivery.number });
  await expect(shipped.getByText("Sendungsnummer 99.00.123456.78901234", { exact: true })).toBeVisible();
  await expect(shipped.getByRole("button", { name: "Stornieren" })).toHaveCount(0);
  await expect(shipped.getByRole("button", { name: "Zugestellt" })).toBeVisible();

  const cancelCard = page.getByRole("article").filter({ hasText: pickup.number });
  await cancelCard.getByRole("button", { name: "Stornieren" }).click();
  const cancel = page.getByRole("dialog", { name: "Bestellung stornieren?" });
  await cancel.getByLabel("Grund der Stornierung").fill("Artikel beschädigt, bitte neu bestellen");
  await cancel.getByRole("button", { name: "Stornieren" }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByRole("article").filter({ hasText: pickup.number })).toHaveCount(0);

  const shippedMail = await awaitMail(shopper.email, { kind: "order-shipped", after: before });
  expect(shippedMail.text).toContain("99.00.123456.78901234");
  const cancelledMail = await awaitMail(shopper.email, { kind: "order-cancelled", after: before });
  expect(cancelledMail.text).toContain("Artikel beschädigt, bitte neu bestellen");

  // The customer's order page shows the tracking number and the state.
  const res = await request.get(`/api/orders/${delivery._id}`, { headers: bearer(shopper.token) });
  expect(((await res.json()).data as Order).status).toBe("SHIPPED");
  await useSession(page, shopper.token);
  await page.goto(`/orderdetailspage/${delivery._id}`);
  await expect(page.getByRole("main").getByText("99.00.123456.78901234")).toBeVisible(HYDRATION);
  await expect(page.getByRole("main").getByRole("list", { name: "Verlauf" }).getByRole("listitem").last()).toContainText(ORDER_TEXTS.status.SHIPPED);
});

test("a customer's account has no access to the desk's orders", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  await useSession(page, shopper.token);
  await page.goto("/desk?ansicht=bestellungen");
  await expect(page.getByRole("heading", { name: "Kein Zugriff auf den Desk" })).toBeVisible(HYDRATION);
});
