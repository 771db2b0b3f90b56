import { expect } from "@playwright/test";
import sharp from "sharp";
import { useSession } from "./shopper-fixtures.ts";
import { makeStaff } from "./staff.ts";
import { acceptCookies, expectAccessible } from "./storefront-fixtures.ts";
import { test } from "./test.ts";

/**
 * An article's photos in the back office (issue 40): a manager uploads two photos (the first replaces the generated
 * packshots), moves one with the keyboard, deletes one after the confirmation, is told why a file that is no image
 * is refused, and the shop's product page shows the photo. axe on the photos and the dialog; screenshots at 1280
 * and 390 px.
 */

const SHOTS = ".test-output/screenshots-backoffice";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

const photo = (background: string) => sharp({ create: { width: 900, height: 600, channels: 3, background } }).jpeg().toBuffer();

test("a manager adds, orders and deletes an article's photos and the product page shows the photo", { tag: "@layout" }, async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const mobile = info.project.name === "mobile";
  const stamp = `${Date.now().toString(36)}${mobile ? "m" : "d"}`;
  const token = await makeStaff(request, `fotos.${stamp}@example.ch`, "manager");
  // An article of each project's own (the two projects may run against one server).
  const listing = (await (await request.get("/api/getAllProducts?page=1&limit=40&sort=name")).json()) as { data: { products: { pharmacode: number }[] } };
  const pharmacode = listing.data.products[mobile ? 31 : 30]!.pharmacode;

  await useSession(page, token);
  await page.goto(`/backoffice?ansicht=artikel&pharmacode=${pharmacode}`);
  const photos = page.getByRole("region", { name: "Fotos" });
  await expect(photos).toBeVisible({ timeout: 30_000 });
  await expect(photos.getByText("Packshot (erzeugt)").first()).toBeVisible();

  // A file that is no image is refused before it is sent, with the reason.
  await photos.getByTestId("photo-file").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from("<html><body>kein Bild</body></html>") });
  await expect(photos.getByRole("alert")).toHaveText("Das ist kein JPEG-, PNG- oder WebP-Bild.");

  await photos.getByTestId("photo-file").setInputFiles({ name: "gruen.jpg", mimeType: "image/jpeg", buffer: await photo("#0b7a53") });
  await expect(photos.getByText("Foto hinzugefügt. Der Shop zeigt es in wenigen Sekunden.")).toBeVisible({ timeout: 30_000 });
  await expect(photos.getByText("Packshot (erzeugt)")).toHaveCount(0);
  await expect(photos.getByRole("img", { name: "Foto 1 von 1" })).toHaveAttribute("src", /\/uploads\/products\/M\/\d{7}_[0-9a-f]{24}\.webp$/);
  const green = await photos.getByRole("img", { name: "Foto 1 von 1" }).getAttribute("src");

  await photos.getByTestId("photo-file").setInputFiles({ name: "blau.jpg", mimeType: "image/jpeg", buffer: await photo("#1d4ed8") });
  await expect(photos.getByRole("img", { name: "Foto 2 von 2" })).toBeVisible({ timeout: 30_000 });
  const blue = await photos.getByRole("img", { name: "Foto 2 von 2" }).getAttribute("src");
  expect(blue).not.toBe(green);

  // The blue photo to the front, by keyboard; the focus stays on the moved photo.
  await photos.getByRole("button", { name: "Foto 2 von 2 nach vorne" }).focus();
  await page.keyboard.press("Enter");
  await expect(photos.getByRole("img", { name: "Foto 1 von 2" })).toHaveAttribute("src", blue!);
  await expect(photos.getByRole("img", { name: "Foto 2 von 2" })).toHaveAttribute("src", green!);
  await expect(photos.getByRole("button", { name: "Foto 1 von 2 nach hinten" })).toBeFocused();
  await expectAccessible(page);
  await photos.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/photos-${info.project.name}.png`, fullPage: true });

  // Delete the green one (now second) after the confirmation.
  await photos.getByRole("button", { name: "Foto 2 von 2 löschen" }).click();
  const dialog = page.getByRole("dialog", { name: "Foto löschen?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/photo-delete-${info.project.name}.png` });
  await dialog.getByRole("button", { name: "Löschen" }).click();
  await expect(dialog).toBeHidden();
  await expect(photos.getByText("Foto gelöscht.")).toBeVisible();
  await expect(photos.getByRole("img", { name: "Foto 1 von 1" })).toHaveAttribute("src", blue!);
  // The audit trail above has the three changes.
  await expect(page.getByRole("cell", { name: "Fotos", exact: true })).toHaveCount(4);

  // The shop: the product page shows the blue photo (full size) and no packshot, within the change feed's seconds.
  const fullSize = blue!.replace("/M/", "/F/");
  await expect
    .poll(
      async () => {
        await page.goto(`/product/${pharmacode}`);
        return page.locator("main img").evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute("src") ?? ""));
      },
      { timeout: 20_000 },
    )
    .toContain(fullSize);
  await expect(page.locator(`main img[src*="_PICFRONT3D"]`)).toHaveCount(0);
  // The phone and the desktop layouts each have their gallery: the one on screen.
  const shown = page.locator(`main img[src="${fullSize}"]:visible`).first();
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(600);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/photo-product-${info.project.name}.png` });
});
