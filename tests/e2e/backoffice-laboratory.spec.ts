import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { LAB_ADMIN_MESSAGES } from "#contracts/laboratory-admin.ts";
import { useSession } from "./shopper-fixtures.ts";
import { makeStaff } from "./staff.ts";
import { acceptCookies, expectAccessible, expectNoSidewaysScroll, hydrated } from "./storefront-fixtures.ts";
import { test } from "./test.ts";

/**
 * The laboratory in the back office (issue 40): a manager (made by the real CLI) creates a lab test, is told what is
 * wrong at the field, changes its price and finds the new price on the laboratory page and in the booking wizard;
 * taken off the offer, it is gone from the laboratory page. A test of its own (a name of this run), so the seeded
 * offer other specs count on stays as it is.
 */

const SHOTS = ".test-output/screenshots-backoffice";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

/** Nothing of the page is wider than the screen (a phone must not scroll sideways). */
/** axe over the open dialog (expectAccessible looks at main; the dialog is portalled beside it). */
async function expectDialogAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include("[role='dialog']").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)).toEqual([]);
}

const textbox = (page: Page, name: string) => page.getByRole("dialog").getByRole("textbox", { name, exact: true });

test("a manager creates a lab test, changes its price and sees it in the booking wizard; inactive, it leaves the laboratory page", { tag: "@layout" }, async ({ page, request }, info) => {
  // Long: the CLI, four page loads with axe runs on a shared two-core machine.
  test.setTimeout(180_000);
  const stamp = `${Date.now().toString(36)}${info.project.name === "mobile" ? "m" : "d"}`;
  const name = `Rheinbogen-Labortest ${stamp}`;
  const token = await makeStaff(request, `labor.${stamp}@example.ch`, "manager");
  await useSession(page, token);

  await page.goto("/backoffice?ansicht=labor");
  await expect(page.getByRole("heading", { name: "Backoffice", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Backoffice-Ansichten" }).getByRole("link", { name: "Labor" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Labortests", level: 2 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Analysepakete", level: 2 })).toBeVisible();
  // The seeded offer with its EUR prices.
  const ferritin = page.getByRole("row").filter({ hasText: "Ferritin (Eisenspeicher)" });
  await expect(ferritin).toContainText("EUR 22.00");
  await expect(ferritin).toContainText("Angeboten");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/labor-${info.project.name}.png`, fullPage: false });

  // A new test: the contract's messages at the fields first, then saved.
  await page.getByRole("button", { name: "Neuer Labortest" }).click();
  const dialog = page.getByRole("dialog", { name: "Neuer Labortest" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText(LAB_ADMIN_MESSAGES.nameRequired)).toBeVisible();
  await expect(dialog.getByText(LAB_ADMIN_MESSAGES.priceRequired)).toBeVisible();
  await expect(textbox(page, "Name")).toBeFocused();
  await expect(textbox(page, "Name")).toHaveAttribute("aria-invalid", "true");
  await textbox(page, "Name").fill(name);
  // A text field with the categories in use as suggestions (a datalist: the role is combobox).
  await page.getByRole("dialog").getByRole("combobox", { name: "Kategorie" }).fill("Vorsorge");
  await textbox(page, "Preis in EUR").fill("24,505");
  await expect(dialog.getByText(LAB_ADMIN_MESSAGES.priceDecimals)).toBeVisible();
  await textbox(page, "Preis in EUR").fill("24,50");
  await expect(dialog.getByText(LAB_ADMIN_MESSAGES.priceDecimals)).toHaveCount(0);
  await textbox(page, "Beschreibung").fill("Selen ist ein Spurenelement für Schilddrüse und Immunsystem; der Wert zeigt, ob die Zufuhr reicht.");
  await textbox(page, "Vorbereitung").fill("Keine besondere Vorbereitung nötig.");
  await expect(dialog.getByRole("checkbox", { name: /^Angeboten/ })).toBeChecked();
  await expectDialogAccessible(page);
  await page.screenshot({ path: `${SHOTS}/labor-form-${info.project.name}.png` });
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`«${name}» ist gespeichert.`)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("EUR 24.50");

  // The price changes.
  await row.getByRole("button", { name: `${name} bearbeiten` }).click();
  const edit = page.getByRole("dialog", { name: "Labortest bearbeiten" });
  await expect(textbox(page, "Preis in EUR")).toHaveValue("24.50");
  await textbox(page, "Preis in EUR").fill("31.90");
  await edit.getByRole("button", { name: "Speichern" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("EUR 31.90");

  // The laboratory page and the wizard: the new price, within seconds (the kept answers follow the change feed).
  await expect(async () => {
    await page.goto("/vacinationspage?tab=services");
    await expect(page.getByRole("button", { name: new RegExp(`^${name}`) })).toContainText("EUR 31.90", { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await hydrated(page);
  await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
  await page.getByRole("region", { name: "Selected Services" }).getByRole("button", { name: "Book Selected Services" }).click();
  await expect(page).toHaveURL(/\/appointment$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Labortest Termin buchen");
  const selection = page.getByRole("region", { name: "Ausgewählte Leistungen" });
  await expect(selection).toContainText(name);
  await expect(selection).toContainText("EUR 31.90");
  await page.screenshot({ path: `${SHOTS}/labor-wizard-${info.project.name}.png` });

  // Off the offer: gone from the laboratory page; the back office still lists it, marked inactive.
  await page.goto("/backoffice?ansicht=labor");
  const again = page.getByRole("row").filter({ hasText: name });
  await again.getByRole("button", { name: `${name} bearbeiten` }).click();
  const off = page.getByRole("dialog", { name: "Labortest bearbeiten" });
  await off.getByRole("checkbox", { name: /^Angeboten/ }).uncheck();
  await off.getByRole("button", { name: "Speichern" }).click();
  await expect(off).toBeHidden();
  await expect(again).toContainText("Inaktiv");
  await expect(async () => {
    await page.goto("/vacinationspage?tab=services");
    await expect(page.getByRole("button", { name: "Book Selected Services" })).toBeVisible({ timeout: 2_000 });
    await expect(page.getByRole("button", { name: new RegExp(`^${name}`) })).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test("a pack's tests are chosen from a checkbox list, and a pack without tests is refused at the list", async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const token = await makeStaff(request, `paket.${stamp}@example.ch`, "manager");
  await useSession(page, token);
  await page.goto("/backoffice?ansicht=labor");
  await expect(page.getByRole("heading", { name: "Analysepakete", level: 2 })).toBeVisible({ timeout: 20_000 });
  const basis = page.getByRole("row").filter({ hasText: "Basis-Check-up" });
  await basis.getByRole("button", { name: "Basis-Check-up bearbeiten" }).click();
  const dialog = page.getByRole("dialog", { name: "Analysepaket bearbeiten" });
  const list = dialog.getByRole("group", { name: "Labortests im Paket" });
  const ticked = list.getByRole("checkbox", { checked: true });
  const count = await ticked.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(dialog.getByText(`(${count} Tests)`)).toBeVisible();
  // Untick every test: the refusal is said at the list; nothing is sent.
  for (let i = count - 1; i >= 0; i--) await ticked.nth(i).uncheck();
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText(LAB_ADMIN_MESSAGES.testsRequired)).toBeVisible();
  await expect(dialog.getByText("(0 Tests)")).toBeVisible();
  await expectDialogAccessible(page);
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();
  // Unchanged on the laboratory page.
  const res = await request.get("/api/pack-analyses/getPackAnalyses");
  const basisPack = ((await res.json()).data as { title: string; labTests: unknown[] }[]).find((p) => p.title === "Basis-Check-up");
  expect(basisPack?.labTests.length).toBe(count);
});
