import { expect, type APIRequestContext } from "@playwright/test";
import { test, waitForHydrationOnLoad } from "./test.ts";
import { calendarDays, SLOT_TIMES } from "#contracts/appointment-slots.ts";
import { GUEST_APPOINTMENT_TEXTS as T } from "#contracts/guest-appointments.ts";
import { germanLongDate } from "#app/components/appointments/guest/guest-appointment-view.ts";
import { awaitMail } from "./outbox.ts";
import { acceptCookies, expectAccessible } from "./storefront-fixtures.ts";

const SHOTS = ".test-output/screenshots-guest-cancel";

/**
 * A guest booking through the API in a free slot. Other specs book on the same server, so it starts at the
 * far end of the calendar and takes the next slot when one is taken (409).
 */
async function bookAsGuest(request: APIRequestContext, email: string) {
  const tests = (await (await request.get("/api/lab-tests/getAllLabTests")).json()).data as Record<string, { _id: string }[]>;
  const testId = Object.values(tests).flat()[0]!._id;
  const days = calendarDays(new Date()).filter((d) => d.bookable).slice(1).reverse();
  for (const day of days) {
    for (const time of [...SLOT_TIMES].reverse()) {
      const res = await request.post("/api/labor/createAppointmentGuest", {
        data: { date: day.date, time, notes: "Bitte nüchtern", selectedTests: [{ _id: testId }], email, phone: "+41 61 123 45 67", address: "Marktplatz 2, 4051 Basel", birthday: "04/07/1985" },
      });
      if (res.status() === 201) return (await res.json()).data as { _id: string; date: string; time: string; price: number };
      expect(res.status(), await res.text()).toBe(409);
    }
  }
  throw new Error("no free slot");
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

test("a guest opens the link from the confirmation mail, cancels after confirming, and the link is spent", { tag: "@layout" }, async ({ page, context, request }, info) => {
  const email = `gast.${info.project.name}.${Date.now()}@example.ch`;
  const booked = await bookAsGuest(request, email);
  const mail = await awaitMail(email, { kind: "appointment-confirmation" });
  const link = /https?:\/\/\S+\/appointment\/manage\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
  const card = page.getByTestId("guest-appointment");
  await expect(card.getByRole("heading", { name: germanLongDate(booked.date) })).toBeVisible();
  await expect(card).toContainText(`${booked.time} – `);
  await expect(card).toContainText("Gebucht");
  await expect(card).toContainText(`EUR ${booked.price.toFixed(2)}`);
  await expect(card).toContainText("Bitte nüchtern");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-booked.png`, fullPage: true });

  // A second tab with the same link, still showing the booking as pending.
  const other = await context.newPage();
  waitForHydrationOnLoad(other);
  await other.goto(link!);
  await expect(other.getByRole("button", { name: T.cancelButton })).toBeVisible();

  // Keyboard: the dialog opens from the button, keeps the booking on Escape, and focuses "Termin behalten" first.
  const cancelButton = page.getByRole("button", { name: T.cancelButton });
  await cancelButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: T.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("kann nicht rückgängig gemacht werden");
  await expect(dialog.getByRole("button", { name: T.dialogKeep })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-dialog.png` });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cancelButton).toBeFocused();
  await expect(card).toContainText("Gebucht");

  await cancelButton.click();
  await dialog.getByRole("button", { name: T.dialogConfirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: T.cancelledSuccess })).toBeVisible();
  await expect(card).toContainText("Storniert");
  await expect(card).toContainText(T.cancelledInfo);
  await expect(page.getByRole("button", { name: T.cancelButton })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-cancelled.png`, fullPage: true });
  expect((await awaitMail(email, { kind: "appointment-cancellation" })).subject).toBe("Ihr Labortermin wurde storniert");

  // The other tab tries again with the spent link: it is told so and sees the booking as it now is.
  await other.getByRole("button", { name: T.cancelButton }).click();
  await other.getByRole("dialog").getByRole("button", { name: T.dialogConfirm }).click();
  await expect(other.getByRole("alert").filter({ hasText: T.linkUsed })).toBeVisible();
  await expect(other.getByTestId("guest-appointment")).toContainText("Storniert");

  // A reload still shows the cancelled booking, without the button.
  await page.reload();
  await expect(card).toContainText(T.cancelledInfo);
  await expect(page.getByRole("button", { name: T.cancelButton })).toHaveCount(0);
});

test("a garbled or unknown link shows the invalid-link state", async ({ page }, info) => {
  for (const token of ["kaputt", "A".repeat(43)]) {
    await page.goto(`/appointment/manage?token=${token}`);
    await expect(page.getByRole("heading", { name: T.invalidTitle })).toBeVisible();
    await expect(page.getByText(T.invalidText)).toBeVisible();
    // No booking to see: the intro that promises one is not shown (issue 31).
    await expect(page.getByText(T.intro)).toHaveCount(0);
  }
  await expect(page.getByRole("link", { name: T.newBooking })).toHaveAttribute("href", "/vacinationspage");
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-invalid.png`, fullPage: true });
});
