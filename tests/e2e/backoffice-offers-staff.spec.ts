import { expect } from "@playwright/test";
import { mailedLink } from "./outbox.ts";
import { SHOPPER_PASSWORD, useSession } from "./shopper-fixtures.ts";
import { makeStaff } from "./staff.ts";
import { acceptCookies, expectAccessible, expectNoSidewaysScroll } from "./storefront-fixtures.ts";
import { test, waitForHydrationOnLoad } from "./test.ts";

/**
 * The back office's offers and team (issue 40): a manager (made by the real CLI) starts an offer in "Angebote" and
 * finds it first among the home page's current offers, then ends it; a manager invites a new member in "Team", who
 * sets a password through the mailed link and logs in to the desk. Screenshots of both views at 1280 and 390 px.
 */

const SHOTS = ".test-output/screenshots-backoffice";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

type Product = { pharmacode: number; articles: { pharmacode: number; regulation?: string; price: { currentPrice: number | null; inDiscount: boolean } }[] };

test("a manager starts an offer, finds it on the home page, and ends it", { tag: "@layout" }, async ({ page, request }, info) => {
  test.setTimeout(240_000);
  const mobile = info.project.name === "mobile";
  const stamp = `${Date.now().toString(36)}${mobile ? "m" : "d"}`;
  const token = await makeStaff(request, `aktion.${stamp}@example.ch`, "manager");
  // A best seller's main article with a public price and no offer; each project its own.
  const list = (await (await request.get("/api/getAllProductsFromBestSeller?limit=60")).json()).data.products as Product[];
  const candidates = list
    .map((p) => p.articles.find((a) => a.pharmacode === p.pharmacode))
    .filter((a): a is Product["articles"][number] => a !== undefined && a.price.currentPrice !== null && a.price.currentPrice >= 5 && !a.price.inDiscount);
  const article = candidates[(mobile ? 1 : 0) + 2 * (Math.floor(Date.now() / 1000) % 10)]!;
  const offerPrice = (Math.round((article.price.currentPrice! - 1) * 20) / 20).toFixed(2);
  const name = ((await (await request.get(`/api/backoffice/articles/${article.pharmacode}`, { headers: { authorization: `Bearer ${token}` } })).json()).data as { name: string }).name;

  await useSession(page, token);
  await page.goto("/backoffice");
  await page.getByRole("link", { name: "Angebote" }).click();
  await expect(page).toHaveURL(/ansicht=angebote/);
  await expect(page.getByRole("heading", { name: "Aktionen", level: 2 })).toBeVisible();

  // The dialog: the contract's messages at the fields first, then a real offer through the last day.
  await page.getByRole("button", { name: "Aktion starten" }).click();
  const dialog = page.getByRole("dialog", { name: "Aktion starten" });
  await dialog.getByRole("button", { name: "Aktion speichern" }).click();
  await expect(dialog.getByText("pharmacode: 1 bis 7 Ziffern")).toBeVisible();
  await expect(dialog.getByText("price: 0.05 bis 99999.95, höchstens zwei Nachkommastellen")).toBeVisible();
  await expect(dialog.getByLabel("Pharmacode")).toBeFocused();
  await dialog.getByLabel("Pharmacode").fill(String(article.pharmacode));
  await dialog.getByLabel("Aktionspreis (CHF)").fill(offerPrice.replace(".", ","));
  const lastDay = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel("Letzter Tag (optional)").fill(lastDay);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-offer-dialog.png`, fullPage: false });
  await dialog.getByRole("button", { name: "Aktion speichern" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Aktion für ${name} gestartet.`)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(`CHF ${offerPrice}`);
  await expect(row).toContainText(`bis und mit ${lastDay.slice(8, 10)}.${lastDay.slice(5, 7)}.${lastDay.slice(0, 4)}`);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-offers.png`, fullPage: true });

  // The shop: first among the home page's current offers, within the feed's delay.
  await expect
    .poll(
      async () => {
        await page.goto("/");
        return page.getByRole("region", { name: "Aktuelle Angebote" }).locator(`a[href="/product/${article.pharmacode}"]`).count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole("region", { name: "Aktuelle Angebote" }).locator(`a[href="/product/${article.pharmacode}"]`)).toContainText(offerPrice);

  // Ended now, after asking: gone from the list and the home page.
  await page.goto("/backoffice?ansicht=angebote");
  await page.getByRole("button", { name: `Aktion für ${name} jetzt beenden` }).click();
  const end = page.getByRole("dialog", { name: "Aktion beenden?" });
  await expect(end).toContainText(`${name} kostet sofort wieder den Normalpreis.`);
  await end.getByRole("button", { name: "Jetzt beenden" }).click();
  await expect(page.getByText(`Aktion für ${name} beendet.`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Aktuelle Angebote" }).locator(`a[href="/product/${article.pharmacode}"]`)).toHaveCount(0);
});

test("a manager invites a staff member, who sets a password from the mail and logs in to the desk", { tag: "@layout" }, async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${info.project.name === "mobile" ? "m" : "d"}`;
  const token = await makeStaff(request, `teamleitung.${stamp}@example.ch`, "manager");
  const email = `neu.${stamp}@example.ch`;

  await useSession(page, token);
  await page.goto("/backoffice?ansicht=team");
  await expect(page.getByRole("heading", { name: "Team", level: 2 })).toBeVisible();
  const form = page.getByRole("form", { name: "Neues Teammitglied einladen" });
  await form.getByRole("button", { name: "Einladen" }).click();
  await expect(form.getByText("Email is required")).toBeVisible();
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Name (optional)").fill("Lina Graf");
  await form.getByLabel("Rolle").selectOption("staff");
  await form.getByRole("button", { name: "Einladen" }).click();
  await expect(page.getByText(`Einladung an ${email} verschickt.`)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Lina Graf");
  await expect(row).toContainText("Einladung offen");
  await expect(row.getByRole("combobox", { name: "Rolle von Lina Graf" })).toHaveValue("staff");
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-team.png`, fullPage: true });

  // The removal asks first (and here is not confirmed).
  await row.getByRole("button", { name: "Lina Graf aus dem Team entfernen" }).click();
  const remove = page.getByRole("dialog", { name: "Aus dem Team entfernen?" });
  await expect(remove).toContainText("alle Anmeldungen und der Kalender-Link enden");
  await expectAccessible(page);
  await remove.getByRole("button", { name: "Abbrechen" }).click();
  await expect(remove).toBeHidden();

  // The new member: the mailed link, a password, the login, the desk.
  const link = await mailedLink(email, "/reset-password");
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  await acceptCookies(context, baseURL);
  const member = await context.newPage();
  // A page of its own context: its navigations too return once React has hydrated (else a click meets no handler).
  waitForHydrationOnLoad(member);
  await member.goto(link.pathname + link.search);
  await member.getByLabel("New Password", { exact: true }).fill(SHOPPER_PASSWORD);
  await member.getByLabel("Confirm New Password", { exact: true }).fill(SHOPPER_PASSWORD);
  await member.getByRole("button", { name: "Reset password" }).click();
  await expect(member.getByText("Password has been reset successfully!")).toBeVisible();
  await member.goto("/loginpage");
  await member.getByLabel("Email").fill(email);
  await member.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
  await member.getByRole("button", { name: "Login", exact: true }).click();
  await expect(member.getByText("Login successful!")).toBeVisible();
  await member.goto("/desk");
  await expect(member.getByRole("heading", { name: "Apotheken-Desk", level: 1 })).toBeVisible();
  await context.close();

  // The team list now says the password is set.
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: email })).not.toContainText("Einladung offen");
});
