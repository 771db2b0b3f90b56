import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { useSession } from "./shopper-fixtures.ts";
import { makeStaff } from "./staff.ts";
import { acceptCookies, categories, expectAccessible, expectNoSidewaysScroll } from "./storefront-fixtures.ts";
import { test } from "./test.ts";

/**
 * The back office's pages (issue 39): a manager (made by the real CLI, `npm run staff -- add --role manager`) imports
 * an articles CSV with two bad rows, reads the preview, downloads the error report, commits the good row with
 * SKIP_FAILED while the progress bar shows, and a shopper finds the new article by its name. A staff member (the
 * desk's role) gets the refusal, and the header shows them no way there.
 */

const SHOTS = ".test-output/screenshots-backoffice";

/**
 * Holds the page's polls of a job until the returned function is called: a run that ends in milliseconds still
 * shows its bar (drawn from the server's own VALIDATING or COMMITTING answer) long enough for the test to see it.
 */
async function holdJobPolls(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const pattern = /\/api\/backoffice\/imports\/[0-9a-f-]{36}$/;
  await page.route(pattern, async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  // Released, not unrouted: an unroute would drop the poll that is being held.
  return async () => release();
}

/** Nothing of the page is wider than the screen (a phone must not scroll sideways). */
test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

test("a manager imports a file with errors, reads the preview, downloads the report, commits the good rows and the shop finds the article", { tag: "@layout" }, async ({ page, request }, info) => {
  // Long: the CLI, a background validation and commit, and three axe runs on a shared two-core machine.
  test.setTimeout(300_000);
  const stamp = `${Date.now().toString(36)}${info.project.name === "mobile" ? "m" : "d"}`;
  const token = await makeStaff(request, `leitung.${stamp}@example.ch`, "manager");
  const category = (await categories(request))[0]!.category.en;
  // Seven-digit pharmacodes of this run only; the seeded catalogue's are shorter.
  const base = 9_000_000 + ((Date.now() % 300_000) * 3 + (info.project.name === "mobile" ? 1 : 0)) % 999_000;
  const name = `Ringelblumensalbe Rheinbogen ${stamp}`;
  const csv = [
    "pharmacode;name;brand;category;price_chf;vat_rate;stock",
    `${base};"${name}";Rheinbogen;${category};"14,90";8.1;12`,
    `${base + 1};"Zweiter Artikel ${stamp}";Rheinbogen;${category};zwölf;8.1;3`,
    `${base + 2};"Dritter Artikel ${stamp}";Rheinbogen;${category};"9,90";7.7;1`,
  ].join("\r\n");

  await useSession(page, token);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Backoffice" }).first()).toBeVisible();
  await page.getByRole("link", { name: "Backoffice" }).first().click();
  await expect(page.getByRole("heading", { name: "Backoffice", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Neuer Import" })).toBeVisible();

  await page.getByRole("radio", { name: /^Artikel/ }).check();
  await page.getByTestId("import-file").setInputFiles({ name: `sortiment-${stamp}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await expect(page.getByText(`sortiment-${stamp}.csv`).first()).toBeVisible();
  let release = await holdJobPolls(page);
  await page.getByRole("button", { name: "Hochladen und prüfen" }).click();
  await expect(page).toHaveURL(/[?&]import=[0-9a-f-]{36}/, { timeout: 30_000 });
  await expect(page.getByRole("progressbar")).toBeVisible();
  await release();

  // The preview: one new article, two refused rows with their codes; nothing is in the shop yet.
  const panel = page.getByRole("region", { name: `sortiment-${stamp}.csv` });
  await expect(panel.getByText("Geprüft", { exact: true })).toBeVisible({ timeout: 20_000 });
  const counts = panel.getByRole("definition");
  await expect(panel.getByText("Neu", { exact: true }).first()).toBeVisible();
  await expect(counts.nth(1)).toHaveText("1");
  await expect(counts.nth(4)).toHaveText("2");
  const table = panel.getByRole("table");
  await expect(table.getByRole("row").filter({ hasText: name })).toContainText("Neu");
  await panel.getByRole("button", { name: "Nur Fehler" }).click();
  await expect(panel.getByRole("button", { name: "Nur Fehler" })).toHaveAttribute("aria-pressed", "true");
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row").filter({ hasText: String(base + 1) })).toContainText("PRICE");
  await expect(table.getByRole("row").filter({ hasText: String(base + 2) })).toContainText("VAT");
  await panel.getByRole("button", { name: "Nur Änderungen" }).click();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(name);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/preview-${info.project.name}.png`, fullPage: true });

  // The error report: the bad rows, row, column and code first.
  const downloading = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Fehlerbericht herunterladen" }).click();
  const report = await readFile((await (await downloading).path())!, "utf8");
  const lines = report.replace(/^\ufeff/, "").trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^row;column;code;message/);
  expect(lines.slice(1).map((l) => l.split(";").slice(0, 3).join(";"))).toEqual(["3;price_chf;PRICE", "4;vat_rate;VAT"]);

  // The commit: with errors only "skip the failed rows" can go through; the bar shows while it runs.
  await panel.getByRole("button", { name: "Übernehmen…" }).click();
  const dialog = page.getByRole("dialog", { name: "Import übernehmen" });
  await expect(dialog.getByRole("radio", { name: /Fehlerhafte Zeilen überspringen/ })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: /Alles oder nichts/ })).toBeDisabled();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/commit-${info.project.name}.png` });
  release = await holdJobPolls(page);
  await dialog.getByRole("button", { name: "Jetzt übernehmen" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const bar = panel.getByRole("progressbar");
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuetext", /^Übernahme: \d+ von \d+ Zeilen$/);
  await page.screenshot({ path: `${SHOTS}/committing-${info.project.name}.png` });
  await release();
  await expect(panel.getByText("Übernommen: 1 neu, 0 geändert.")).toBeVisible({ timeout: 30_000 });
  await expect(bar).toBeHidden();

  // The articles list finds it, and its audit trail names the import.
  await page.getByRole("link", { name: "Artikel", exact: true }).click();
  await page.getByLabel("Artikel suchen").fill(String(base));
  await page.getByRole("search", { name: "Artikelsuche" }).getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/suche=/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  // The customers' help button is not the back office's: it sat over the rows' "Verlauf" links while scrolling up.
  await expect(page.getByRole("button", { name: "Hilfe" })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/articles-${info.project.name}.png`, fullPage: true });
  await row.getByRole("link", { name: `Verlauf von ${name}` }).click();
  await expect(page.getByRole("heading", { name: `Verlauf: ${name}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("row").filter({ hasText: "Name" }).first()).toContainText("Import", { timeout: 30_000 });
  await expectAccessible(page);

  // The shop finds the new article by its name within its 5 s (plus this machine's slack).
  await expect(async () => {
    await page.goto(`/products?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole("article").first()).toContainText(name, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});

test("a staff member sees no back office", async ({ page, request }) => {
  // The CLI starts a TypeScript process of its own: seconds on a busy machine.
  test.setTimeout(150_000);
  const token = await makeStaff(request, `desk.nobo.${Date.now().toString(36)}@example.ch`);
  expect((await request.get("/api/backoffice/imports", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
  await useSession(page, token);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Apotheken-Desk" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Backoffice" })).toHaveCount(0);
  await page.goto("/backoffice");
  await expect(page.getByRole("heading", { name: "Kein Zugriff auf das Backoffice" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Neuer Import" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Katalog exportieren (CSV)" })).toHaveCount(0);
});
