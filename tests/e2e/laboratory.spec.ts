import { expect, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { acceptCookies, expectAccessible, HYDRATION, hydrated, isMobile, motion } from "./storefront-fixtures.ts";

const EMPTY_SELECTION = "Please select at least one test or analysis pack before booking an appointment.";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

// axe over the 60 rows of the services tab takes 10 to 20 s on the shared two-core machine.
const withAxe = () => test.slow();

const row = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}`) });
const panel = (page: Page) => page.getByRole("region", { name: "Selected Services" });
const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? "null"), key);

async function openServices(page: Page) {
  await page.goto("/vacinationspage?tab=services");
  await hydrated(page);
}

test("Übersicht is server-rendered with hero, banner, timeline, prevention cards and the about-the-lab text", { tag: "@layout" }, async ({ page }) => {
  const response = await page.goto("/vacinationspage");
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain("Labordiagnostik und Impfungen in Basel");
  expect(html).toContain('"@type":"OfferCatalog"');
  expect(html).toContain("Grippeimpfung");
  await expect(page.getByRole("link", { name: "Übersicht" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Labordiagnostik und Impfungen in Basel");
  for (const heading of ["Müde, gereizt, Zyklus aus dem Takt? Hormone geben Antworten.", "So läuft Ihr Labortermin ab", "Vorsorge zur richtigen Zeit", "Über unser Labor"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByRole("main").getByRole("link", { name: "Jetzt registrieren" })).toHaveAttribute("href", "/registerpage");
  // The loading overlay over the showcase is gone after 0.5 s.
  await expect(page.getByRole("status").filter({ hasText: "Laden..." })).toHaveCount(0, HYDRATION);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Mehr Erfahren" }).click();
  await expect(page.getByRole("heading", { name: "Über unser Labor" })).toBeInViewport();
  await page.getByRole("link", { name: "Termin Buchen" }).click();
  await expect(page).toHaveURL(/\/vacinationspage\?tab=services$/);
  await expect(page.getByRole("heading", { name: "Impfungen und Labordiagnostik" })).toBeVisible();
});

test("the hero showcase moves on every 4 s and can be picked by hand", async ({ page }) => {
  await motion(page);
  await page.goto("/vacinationspage");
  await hydrated(page);
  const dot = (name: string) => page.getByRole("group", { name: "Angebote" }).getByRole("button", { name });
  await expect(dot("Bluttests")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { level: 2, name: "Bluttests" })).toBeVisible();
  await expect(dot("Impfungen")).toHaveAttribute("aria-pressed", "true", { timeout: 6_000 });
  await expect(page.getByRole("heading", { level: 2, name: "Impfungen" })).toBeVisible();
  await dot("Hormontests").click();
  await expect(page.getByRole("heading", { level: 2, name: "Hormontests" })).toBeVisible();
});

test("?tab=services selects Dienstleistungen; switching tabs updates the URL and back and forward follow", { tag: "@layout" }, async ({ page }) => {
  withAxe();
  await page.goto("/vacinationspage");
  await hydrated(page);
  await page.getByRole("link", { name: "Dienstleistungen", exact: true }).click();
  await expect(page).toHaveURL(/\?tab=services$/);
  await expect(page.getByRole("link", { name: "Dienstleistungen", exact: true })).toHaveAttribute("aria-current", "page");
  for (const tile of ["Results in 24-48 Hours", "Quality Assured", "Expert Consultation"]) await expect(page.getByText(tile)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Individual Tests" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Impfungen", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Schilddrüse", exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/vacinationspage$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Labordiagnostik und Impfungen in Basel");
  await page.goForward();
  await expect(page).toHaveURL(/\?tab=services$/);
  await expect(page.getByRole("tab", { name: "Analysis Packs" })).toBeVisible();
  await expectAccessible(page);
});

test("a click selects and a second unselects; the panel adds up in EUR; Clear All empties both lists; a reload restores the selection", { tag: "@layout" }, async ({ page }) => {
  await openServices(page);
  await row(page, "Grippeimpfung").click();
  await row(page, "Ferritin").click();
  await expect(row(page, "Grippeimpfung")).toHaveAttribute("aria-pressed", "true");
  // The selection comes into view: the panel beside the list, on phones the summary bar at the bottom.
  await expect(isMobile(page) ? page.getByText(/2 ausgewählt/) : panel(page)).toBeInViewport();
  await page.getByRole("tab", { name: "Analysis Packs" }).click();
  await row(page, "Basis-Check-up").click();
  await expect(panel(page).getByRole("listitem")).toHaveCount(3);
  // 35.00 + 22.00 + 89.00
  await expect(panel(page)).toContainText("EUR 146.00");

  expect((await stored(page, "selectedLabTests")).map((t: { name: string }) => t.name)).toEqual(["Grippeimpfung", "Ferritin (Eisenspeicher)"]);
  expect((await stored(page, "selectedAnalysisPacks")).map((p: { title: string }) => p.title)).toEqual(["Basis-Check-up"]);

  await page.reload();
  await hydrated(page);
  await expect(panel(page).getByRole("listitem")).toHaveCount(3);
  await expect(panel(page)).toContainText("EUR 146.00");
  await expect(row(page, "Ferritin")).toHaveAttribute("aria-pressed", "true");

  await row(page, "Ferritin").click();
  await expect(row(page, "Ferritin")).toHaveAttribute("aria-pressed", "false");
  await expect(panel(page)).toContainText("EUR 124.00");

  await panel(page).getByRole("button", { name: "Clear All" }).click();
  await expect(panel(page).getByRole("listitem")).toHaveCount(0);
  await expect(panel(page)).toContainText("EUR 0.00");
  expect(await stored(page, "selectedLabTests")).toEqual([]);
  expect(await stored(page, "selectedAnalysisPacks")).toEqual([]);
});

test("the detail dialogs of a test and of a pack show the details and add to the selection", { tag: "@layout" }, async ({ page }) => {
  withAxe();
  await openServices(page);
  await page.getByRole("button", { name: "Details: TSH (Schilddrüsen-Steuerhormon)" }).click();
  const testDialog = page.getByRole("dialog", { name: "TSH (Schilddrüsen-Steuerhormon)" });
  await expect(testDialog).toContainText("Vorbereitung");
  await expect(testDialog).toContainText("Biotin");
  await expect(testDialog).toContainText("EUR 18.00");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(testDialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Details: TSH (Schilddrüsen-Steuerhormon)" })).toBeFocused();

  await page.getByRole("button", { name: "Details: TSH (Schilddrüsen-Steuerhormon)" }).click();
  await testDialog.getByRole("button", { name: "Add to Selection" }).click();
  await expect(testDialog).toBeHidden();
  await expect(row(page, "TSH")).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("tab", { name: "Analysis Packs" }).click();
  await page.getByRole("button", { name: "Details: Schilddrüsen-Check" }).click();
  const packDialog = page.getByRole("dialog", { name: "Schilddrüsen-Check" });
  await expect(packDialog.getByRole("listitem")).toHaveCount(4);
  await expect(packDialog).toContainText("TPO-Antikörper");
  await packDialog.getByRole("button", { name: "Add to Selection" }).click();
  await expect(packDialog).toBeHidden();
  await expect(panel(page).getByRole("listitem")).toHaveCount(2);
  await expect(panel(page)).toContainText("EUR 103.00");
});

test("a detail that cannot be loaded says so and offers Try Again", async ({ page }) => {
  await page.route("**/api/lab-tests/getLabTest/**", (route) => route.fulfill({ status: 500, json: { success: false, error: "down" } }));
  await page.route("**/api/pack-analyses/getPackAnalysis/**", (route) => route.fulfill({ status: 500, json: { success: false, error: "down" } }));
  await openServices(page);
  await page.getByRole("button", { name: "Details: Grippeimpfung" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Failed to Load Details")).toBeVisible();
  await expect(dialog.getByText("Unable to load the test details. Please try again.")).toBeVisible();
  await dialog.getByRole("button", { name: "Try Again" }).click();
  await expect(dialog.getByText("Failed to load test details. Please try again.")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("tab", { name: "Analysis Packs" }).click();
  await page.getByRole("button", { name: "Details: Sport-Check" }).click();
  await expect(page.getByRole("dialog").getByText("Error loading pack details")).toBeVisible();
  await expect(page.getByRole("dialog").getByText("Please try again later.")).toBeVisible();
});

test("Book Selected Services alerts with nothing selected, and otherwise stores the booking data and goes to /appointment", async ({ page }) => {
  await openServices(page);
  const alerted = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await panel(page).getByRole("button", { name: "Book Selected Services" }).click();
  expect(await alerted).toBe(EMPTY_SELECTION);
  await expect(page).toHaveURL(/\?tab=services$/);

  await row(page, "FSME-Impfung").click();
  await page.getByRole("tab", { name: "Analysis Packs" }).click();
  await row(page, "Müdigkeits-Check").click();
  await panel(page).getByRole("button", { name: "Book Selected Services" }).click();
  await expect(page).toHaveURL(/\/appointment$/);
  const data = await stored(page, "appointmentData");
  expect(data.type).toBe("MIXED_SERVICES");
  expect(data.totalPrice).toBe(208);
  expect(data.selectedTests.map((t: { name: string }) => t.name)).toEqual(["FSME-Impfung (Zeckenenzephalitis)"]);
  expect(data.selectedPacks.map((p: { title: string }) => p.title)).toEqual(["Müdigkeits-Check"]);
  expect(data.allSelectedItems).toHaveLength(2);
  expect(data.selectedPacks[0].labTests.length).toBeGreaterThan(0);
  expect(await stored(page, "selectedLabTests")).toHaveLength(1);
  expect(await stored(page, "selectedAnalysisPacks")).toHaveLength(1);
});

test("the header, the home promo and /vacappointment lead to the laboratory", async ({ page }) => {
  await page.goto("/vacappointment");
  await page.getByRole("main").getByRole("link", { name: "Impfung auswählen" }).click();
  await expect(page).toHaveURL(/\/vacinationspage\?tab=services$/);
  await expect(page.getByRole("tab", { name: "Individual Tests" })).toBeVisible();

  await page.goto("/");
  const promo = page.getByRole("region", { name: "Labortest oder Impfung in 4 Schritten" });
  await expect(promo.getByRole("status").filter({ hasText: "Laden..." })).toBeHidden(HYDRATION);
  await promo.getByRole("link", { name: "Termin buchen" }).click();
  await expect(page).toHaveURL(/\/vacinationspage\?tab=services$/);
  await expect(page.getByRole("heading", { name: "Impfungen und Labordiagnostik" })).toBeVisible();
});
