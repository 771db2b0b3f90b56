import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { ORDER_MESSAGES, ORDER_TEXTS, type Order } from "#contracts/orders.ts";
import { projectIndex, seededArticle, SHOTS } from "./orders-fixtures.ts";
import { apiAdd, createShopper } from "./shopper-fixtures.ts";
import { acceptCookies, expectAccessible, HYDRATION, hydrated } from "./storefront-fixtures.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

test("anyone tracks an order with its number and e-mail; an unknown pair gets the one message", { tag: "@layout" }, async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const article = await seededArticle(request, "inStock", projectIndex(info.project.name, 5));
  await apiAdd(request, shopper.token, article.pharmacode, 1);
  const res = await request.post("/api/orders", {
    headers: { authorization: `Bearer ${shopper.token}`, "Idempotency-Key": crypto.randomUUID() },
    data: { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: { name: "Lea", surname: "Keller", email: shopper.email, phone: "+41 61 555 12 34" } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()).data as Order;

  // A guest: no session in this browser.
  await page.goto("/track-order");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Bestellung suchen" });
  await form.getByRole("button", { name: "Status anzeigen" }).click();
  await expect(form.getByLabel("Bestellnummer")).toHaveAccessibleDescription(ORDER_MESSAGES.trackNumberInvalid);

  await form.getByLabel("Bestellnummer").fill(order.number.toLowerCase());
  await form.getByLabel("E-Mail").fill("someone.else@example.ch");
  await form.getByRole("button", { name: "Status anzeigen" }).click();
  await expect(form.getByRole("alert")).toHaveText(ORDER_MESSAGES.trackNotFound, HYDRATION);

  await form.getByLabel("E-Mail").fill(shopper.email);
  await form.getByRole("button", { name: "Status anzeigen" }).click();
  const result = page.getByRole("region", { name: `Bestellung ${order.number}` });
  await expect(result.getByText(`Aktueller Status: ${ORDER_TEXTS.status.RECEIVED}`)).toBeVisible();
  await expect(result.getByRole("list", { name: "Verlauf" }).getByRole("listitem")).toHaveText([/^Eingegangen/]);
  // Nothing personal.
  await expect(result).not.toContainText(shopper.email);
  await expect(result).not.toContainText(article.description.description);
  await page.screenshot({ path: `${SHOTS}/track-order-${info.project.name}.png`, fullPage: true });
  await expectAccessible(page);
});
