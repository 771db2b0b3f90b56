import { expect, type Page } from "@playwright/test";
import { test, waitForHydrationOnLoad } from "./test.ts";
import { PRESCRIPTION_TEXTS } from "#contracts/prescriptions.ts";
import { htmlAsJpg, tinyPdf, tinyPng } from "#tests/helpers/prescriptions.ts";
import { awaitMail } from "./outbox.ts";
import { createShopper, SHOPPER_PASSWORD, useSession } from "./shopper-fixtures.ts";
import { makeStaff } from "./staff.ts";
import { acceptCookies, expectAccessible, expectNoSidewaysScroll, HYDRATION } from "./storefront-fixtures.ts";

/**
 * Issue 26: a customer sends a prescription (a photo and a PDF), a pharmacist at the desk sees it (the photo
 * inline), accepts it with a message and marks it ready; the customer sees the status and the message in "Meine
 * Rezepte" and has a mail for each step. Wrong type and too-large files are refused in the page's words.
 */

const SHOTS = ".test-output/screenshots-prescriptions";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

async function login(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

const picker = (page: Page) => page.getByTestId("prescription-files");

test("a guest is sent to log in and comes back to the upload", { tag: "@layout" }, async ({ page, request }, info) => {
  const customer = await createShopper(request, info.workerIndex + (info.project.name === "mobile" ? 170 : 160));
  await page.goto("/upload-prescription");
  await expect(page).toHaveURL(/\/loginpage\?/, HYDRATION);
  await login(page, customer.email);
  await expect(page).toHaveURL(/\/upload-prescription$/);
  await expect(page.getByRole("button", { name: "Rezept senden" })).toBeVisible();
});

test("wrong type and too large are refused with their reasons, before anything is sent", { tag: "@layout" }, async ({ page, request }, info) => {
  const customer = await createShopper(request, info.workerIndex + (info.project.name === "mobile" ? 150 : 140));
  await useSession(page, customer.token);
  await page.goto("/upload-prescription");
  await expect(page.getByRole("button", { name: "Rezept senden" })).toBeVisible(HYDRATION);
  const big = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024)]);
  await picker(page).setInputFiles([
    { name: "rezept.jpg", mimeType: "image/jpeg", buffer: htmlAsJpg() },
    { name: "scan-gross.pdf", mimeType: "application/pdf", buffer: big },
    { name: "seite-1.png", mimeType: "image/png", buffer: tinyPng() },
  ]);
  const alert = page.getByRole("alert").filter({ hasText: "rezept.jpg" });
  await expect(alert).toContainText(PRESCRIPTION_TEXTS.wrongType("rezept.jpg"));
  await expect(alert).toContainText(PRESCRIPTION_TEXTS.tooLarge("scan-gross.pdf"));
  const chosen = page.getByRole("list", { name: "Ausgewählte Dateien" }).getByRole("listitem");
  await expect(chosen).toHaveCount(1);
  await expect(chosen.first()).toContainText("seite-1.png");
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-upload-errors.png`, fullPage: true });
  // Removing the one good file by keyboard, then sending nothing, says what is missing.
  await page.getByRole("button", { name: "seite-1.png entfernen" }).focus();
  await page.keyboard.press("Enter");
  await expect(chosen).toHaveCount(0);
  await page.getByRole("button", { name: "Rezept senden" }).click();
  await expect(page.getByRole("alert").filter({ hasText: PRESCRIPTION_TEXTS.noFiles })).toBeVisible();
});

test("a customer sends two files, the desk accepts and marks ready, the customer sees it and has the mails", { tag: "@layout" }, async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(120_000);
  const customer = await createShopper(request, info.workerIndex + (info.project.name === "mobile" ? 130 : 120));
  const staffEmail = `rx.${info.project.name}.${Date.now().toString(36)}@example.ch`;
  await makeStaff(request, staffEmail);

  await useSession(page, customer.token);
  await page.goto("/upload-prescription");
  await expect(page.getByRole("heading", { level: 1, name: "Rezept hochladen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Rezept senden" })).toBeVisible(HYDRATION);
  await expect(page.locator('input[type="file"][capture="environment"]')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-upload-empty.png`, fullPage: true });

  await picker(page).setInputFiles([
    { name: "rezept-foto.png", mimeType: "image/png", buffer: tinyPng() },
    { name: "rezept-seite-2.pdf", mimeType: "application/pdf", buffer: tinyPdf() },
  ]);
  const chosen = page.getByRole("list", { name: "Ausgewählte Dateien" }).getByRole("listitem");
  await expect(chosen).toHaveCount(2);
  await expect(chosen.nth(0).locator("img")).toBeVisible();
  await expect(chosen.nth(1)).toContainText("PDF");
  await page.getByRole("radio", { name: /Abholung in der Apotheke/ }).check();
  await page.getByLabel(/Notiz an die Apotheke/).fill("Bitte das Generikum, wenn möglich.");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-upload-previews.png`, fullPage: true });
  await page.getByRole("button", { name: "Rezept senden" }).click();
  const sent = page.getByRole("heading", { name: /^Rezept R-\d{5} gesendet$/ });
  await expect(sent).toBeVisible();
  const number = (await sent.textContent())!.match(/R-\d{5}/)![0];
  await awaitMail(customer.email, { kind: "prescription-submitted" });

  // The pharmacist.
  const staffContext = await browser.newContext({ baseURL, viewport: page.viewportSize()!, locale: "de-CH", timezoneId: "Europe/Zurich" });
  await acceptCookies(staffContext, baseURL);
  const desk = await staffContext.newPage();
  waitForHydrationOnLoad(desk);
  await desk.goto("/loginpage");
  await login(desk, staffEmail);
  await expect(desk).toHaveURL(/\/desk$/);
  await desk.goto("/desk?ansicht=rezepte");
  await expect(desk.getByRole("link", { name: /^Rezepte\b/ })).toHaveAttribute("aria-current", "page", HYDRATION);
  const card = desk.getByRole("article", { name: `${number} · Lea Keller` });
  await expect(card).toBeVisible();
  await expect(card.getByText("Eingereicht", { exact: true })).toBeVisible();
  await expect(card.getByText("Notiz: Bitte das Generikum, wenn möglich.")).toBeVisible();
  await expect(card.getByRole("img", { name: `Rezept ${number}, Datei 1` })).toBeVisible();
  await expect(card.getByRole("button", { name: /rezept-seite-2\.pdf/ })).toBeVisible();
  await desk.screenshot({ path: `${SHOTS}/${info.project.name}-desk-queue.png`, fullPage: true });
  // The PDF is a download, fetched with the bearer.
  const download = desk.waitForEvent("download");
  await card.getByRole("button", { name: /rezept-seite-2\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe(`rezept-${number}-2.pdf`);

  await card.getByRole("button", { name: "Annehmen" }).click();
  const dialog = desk.getByRole("dialog");
  await dialog.getByLabel(/Nachricht an die Kundin/).fill("Das Medikament ist bestellt und morgen ab 10 Uhr für Sie bereit.");
  await dialog.getByRole("button", { name: "Annehmen" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("In Vorbereitung", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Abholbereit melden" }).click();
  await desk.getByRole("dialog").getByRole("button", { name: "Abholbereit melden" }).click();
  await expect(card.getByText("Abholbereit", { exact: true })).toBeVisible();
  await expect(card.getByText(/Verlauf \(2\)/)).toBeVisible();
  await desk.screenshot({ path: `${SHOTS}/${info.project.name}-desk-ready.png`, fullPage: true });
  await staffContext.close();

  // The customer.
  await page.goto("/prescriptions");
  const mine = page.getByRole("article", { name: `Rezept ${number}` });
  await expect(mine.getByText("Abholbereit", { exact: true })).toBeVisible(HYDRATION);
  await expect(mine.getByText("Das Medikament ist bestellt und morgen ab 10 Uhr für Sie bereit.")).toBeVisible();
  await expect(mine.getByRole("button", { name: "Rezept zurückziehen" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Account pages" }).getByRole("link", { name: "Prescriptions" })).toHaveAttribute("aria-current", "page");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-my-prescriptions.png`, fullPage: true });

  const accepted = await awaitMail(customer.email, { kind: "prescription-accepted" });
  expect(accepted.subject).toBe(`Ihr Rezept wurde geprüft (${number})`);
  expect(accepted.text).toContain(`Rezept: ${number} (Abholung in der Apotheke)`);
  expect(accepted.text).toContain("Nachricht der Apotheke: Das Medikament ist bestellt und morgen ab 10 Uhr für Sie bereit.");
  const ready = await awaitMail(customer.email, { kind: "prescription-ready-for-pickup" });
  expect(ready.subject).toBe(`Ihre Medikamente sind abholbereit (${number})`);
  expect(ready.text).toContain("Bitte bringen Sie das Originalrezept mit.");
});
