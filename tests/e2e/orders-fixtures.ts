import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Order, Quote } from "#contracts/orders.ts";
import { stockOf } from "#server/catalogue-generator/product-generator.ts";
import { DEFAULT_CATALOGUE_SEED } from "#server/catalogue-generator/seeder.ts";
import { allProducts, regulation } from "./storefront-fixtures.ts";

/**
 * Helpers of the order specs (issue 25). Articles come from the seeded catalogue, chosen by what the seeded
 * generator gave them (the e2e server seeds with the default seed): a plenty-in-stock article, one with no stock
 * ("Nicht verfügbar": backordered), one that may not be shipped (Sale.Web.CC).
 */

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const SHOTS = ".test-output/screenshots-orders";

type Kind = "inStock" | "outOfStock" | "pickupOnly";

/** The `index`th seeded article of a kind (the two projects take different ones, so their stock never meets). */
export async function seededArticle(request: APIRequestContext, kind: Kind, index = 0) {
  const list = await allProducts(request);
  const found = [];
  for (const product of list.products) {
    for (const a of product.articles) {
      if (a.price.currentPrice === null) continue;
      const code = regulation(a);
      const stock = stockOf(DEFAULT_CATALOGUE_SEED, a.pharmacode, a.isAvailable);
      if (kind === "pickupOnly" && code === "Sale.Web.CC" && stock >= 20) found.push(a);
      if (kind === "inStock" && code === "Sale.Web.OK" && stock >= 20) found.push(a);
      if (kind === "outOfStock" && code === "Sale.Web.OK" && stock === 0) found.push(a);
    }
  }
  const article = found[index];
  if (!article) throw new Error(`the seeded catalogue has no ${kind} article number ${index}`);
  return article;
}

/** The project's own index: desktop and mobile run side by side and must not take each other's stock. */
export const projectIndex = (name: string, offset = 0) => (name === "mobile" ? 1 : 0) + offset * 2;

export async function apiQuote(request: APIRequestContext, token: string, fulfilment: "PICKUP" | "DELIVERY"): Promise<Quote> {
  const res = await request.get(`/api/checkout/quote?fulfilment=${fulfilment}`, { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as Quote;
}

export async function apiOrders(request: APIRequestContext, token: string): Promise<Order[]> {
  const res = await request.get("/api/orders", { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as Order[];
}

/** Steps 1 to 3 of the checkout with the choices given; leaves the page on the review. */
export async function checkoutTo(
  page: Page,
  {
    fulfilment,
    payment,
    phone = "+41 61 555 12 34",
    address,
    onPayment,
  }: {
    fulfilment: "Click & Collect" | "Lieferung per Post";
    payment: "Bezahlung bei Abholung" | "Rechnung";
    phone?: string;
    address?: { street: string; zip: string; city: string };
    /** Runs on the payment step (a screenshot). */
    onPayment?: () => Promise<unknown>;
  },
) {
  const main = page.getByRole("main");
  await main.getByRole("radio", { name: new RegExp(fulfilment) }).check();
  await main.getByRole("button", { name: "Weiter" }).click();
  // The contact comes from the profile, which may answer after the step shows. A "Weiter" pressed before it is held
  // until it comes (up to PREFILL_WAIT_MS, orders-delivery.spec.ts tests that); the journeys here wait for the
  // profile as a shopper reading their address would, and stay off that hold on a loaded machine.
  await expect(main.getByLabel("E-Mail")).not.toHaveValue("");
  await main.getByLabel("Telefon").fill(phone);
  if (address) {
    await main.getByLabel("Strasse und Nr.").fill(address.street);
    await main.getByLabel("PLZ").fill(address.zip);
    await main.getByLabel("Ort").fill(address.city);
  }
  await main.getByRole("button", { name: "Weiter" }).click();
  await main.getByRole("radio", { name: new RegExp(payment) }).check();
  await onPayment?.();
  await main.getByRole("button", { name: "Weiter" }).click();
  await expect(main.getByRole("heading", { name: "Bestellung prüfen" })).toBeVisible();
}
