import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { PRESCRIPTION_TEXTS } from "#contracts/prescriptions.ts";
import { ORDER_MESSAGES } from "#contracts/orders.ts";
import { tinyPng } from "#tests/helpers/prescriptions.ts";
import { awaitMail } from "./outbox.ts";
import { createShopper, useSession } from "./shopper-fixtures.ts";
import { makeStaff } from "./staff.ts";
import { acceptCookies, expectAccessible, expectNoSidewaysScroll, HYDRATION } from "./storefront-fixtures.ts";

/**
 * Issue 38 point 7: the upload asks for what the pharmacy bills the insurer with (insurer, card number or a photo
 * of the card) and, for a delivery, the address prefilled from the profile; the desk's card shows name,
 * birthdate, address, insurer and card number. Desktop and 390 px.
 */

const SHOTS = ".test-output/screenshots-prescriptions";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

test("a delivery with insurer, card number and a photo of the card, the address prefilled from the profile", { tag: "@layout" }, async ({ page, request }, info) => {
  // A page with axe and several round trips: minutes on a busy two-core machine.
  test.setTimeout(180_000);
  const customer = await createShopper(request, info.workerIndex + (info.project.name === "mobile" ? 190 : 180));

  await useSession(page, customer.token);
  await page.goto("/upload-prescription");
  await expect(page.getByRole("button", { name: "Rezept senden" })).toBeVisible(HYDRATION);
  await page.getByTestId("prescription-files").setInputFiles([{ name: "rezept.png", mimeType: "image/png", buffer: tinyPng() }]);

  // Delivery: the address comes from the profile ("Rheingasse 1, 4058 Basel"), split into its fields.
  await page.getByRole("radio", { name: /Versand mit der Schweizerischen Post/ }).check();
  const street = page.getByLabel("Strasse und Nr.");
  await expect(street).toHaveValue("Rheingasse 1");
  await expect(page.getByLabel("PLZ")).toHaveValue("4058");
  await expect(page.getByLabel("Ort")).toHaveValue("Basel");
  await street.fill("Rheingasse 12");

  await page.getByLabel("Krankenkasse").fill("Sanitas");
  const cardNumber = page.getByLabel("Kartennummer");
  // 19 digits: said at the field, nothing sent.
  await cardNumber.fill("8075601509000264759");
  await page.getByLabel("PLZ").fill("999");
  await page.getByRole("button", { name: "Rezept senden" }).click();
  await expect(page.getByText(PRESCRIPTION_TEXTS.cardNumberInvalid)).toBeVisible();
  await expect(page.getByText(ORDER_MESSAGES.zipInvalid)).toBeVisible();
  await expect(cardNumber).toHaveAttribute("aria-invalid", "true");
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-billing-errors.png`, fullPage: true });

  await cardNumber.fill("80756 01509 0002647590");
  await page.getByLabel("PLZ").fill("4058");
  await page.getByTestId("insurance-card-file").setInputFiles([{ name: "karte.png", mimeType: "image/png", buffer: tinyPng() }]);
  await expect(page.getByRole("button", { name: "karte.png entfernen" })).toBeVisible();
  await expect(page.getByText(PRESCRIPTION_TEXTS.cardNumberInvalid)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-billing-filled.png`, fullPage: true });
  await page.getByRole("button", { name: "Rezept senden" }).click();
  const sent = page.getByRole("heading", { name: /^Rezept R-\d{5} gesendet$/ });
  await expect(sent).toBeVisible();
  const number = (await sent.textContent())!.match(/R-\d{5}/)![0];
  const received = await awaitMail(customer.email, { kind: "prescription-submitted" });
  for (const secret of ["Sanitas", "80756", "Rheingasse 12"]) expect(`${received.subject}\n${received.text}`).not.toContain(secret);

  // The owner sees what was given.
  await page.goto("/prescriptions");
  const mine = page.getByRole("article", { name: `Rezept ${number}` });
  await expect(mine.getByText("Rheingasse 12, 4058 Basel")).toBeVisible(HYDRATION);
  await expect(mine.getByText("80756 01509 00026 47590")).toBeVisible();
});

test("the desk's card shows name, birthdate, delivery address, insurer, card number and the card's photo", { tag: "@layout" }, async ({ page: desk, request }, info) => {
  test.setTimeout(180_000);
  const customer = await createShopper(request, info.workerIndex + (info.project.name === "mobile" ? 210 : 200));
  const staffToken = await makeStaff(request, `rxbill.${info.project.name}.${Date.now().toString(36)}@example.ch`);
  const png = { name: "x.png", mimeType: "image/png", buffer: tinyPng() };
  const res = await request.post("/api/prescriptions", {
    headers: { authorization: `Bearer ${customer.token}` },
    multipart: {
      fulfilment: "DELIVERY",
      notes: "",
      insurer: "Sanitas",
      insuranceCardNumber: "80756015090002647590",
      "address.street": "Rheingasse 12",
      "address.zip": "4058",
      "address.city": "Basel",
      files: { ...png, name: "rezept.png" },
      insuranceCard: { ...png, name: "karte.png" },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const number = `R-${String((await res.json()).data.number).padStart(5, "0")}`;

  await useSession(desk, staffToken);
  await desk.goto("/desk?ansicht=rezepte");
  const card = desk.getByRole("article", { name: `${number} · Lea Keller` });
  await expect(card).toBeVisible(HYDRATION);
  await expect(card.getByRole("term")).toHaveText(["Geboren", "Lieferadresse", "Krankenkasse", "Kartennummer"]);
  await expect(card.getByRole("definition")).toHaveText(["02.03.1988", "Rheingasse 12, 4058 Basel", "Sanitas", "80756 01509 00026 47590"]);
  await expect(card.getByRole("img", { name: `Versichertenkarte zu Rezept ${number}` })).toBeVisible();
  await expect(card.getByRole("img", { name: `Rezept ${number}, Datei 1` })).toBeVisible();
  await expectNoSidewaysScroll(desk);
  await card.screenshot({ path: `${SHOTS}/${info.project.name}-billing-desk.png` });
});
