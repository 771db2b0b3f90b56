import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { longDayText, parseDayText } from "#contracts/calendar.ts";
import { test } from "./test.ts";
import { germanSlotPhrase, slotPhrase } from "#app/components/appointments/mine/appointment-view.ts";
import type { Appointment, SlotAvailability } from "#contracts/appointments.ts";
import { calendarDays } from "#contracts/appointment-slots.ts";
import { createShopper, useSession } from "./shopper-fixtures.ts";
import { acceptCookies } from "./storefront-fixtures.ts";

/**
 * My Appointments (spec laboratory.md §2, §4, §8): the list with its status colours, edit, the conflict on a
 * slot taken meanwhile, cancel, the failure texts and the login guard. The clock is real, so every slot is
 * chosen from the server's availability at the time of the test; both projects run at once on one server,
 * hence bookings take the first free slot that the database grants (a 409 moves on to the next one).
 */

const SHOTS = ".test-output/screenshots-my-appointments";
const YELLOW = { background: "rgb(254, 243, 199)", text: "rgb(180, 83, 9)" };
const RED = { background: "rgb(254, 226, 226)", text: "rgb(185, 28, 28)" };

type Slot = { date: string; time: string };
type Item = { _id: string; name: string; category: string; price: number };

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function labTest(request: APIRequestContext): Promise<Item> {
  const res = await request.get("/api/lab-tests/getAllLabTests");
  expect(res.ok()).toBe(true);
  const first = Object.values((await res.json()).data as Record<string, Item[]>).flat()[0];
  expect(first).toBeTruthy();
  return first!;
}

/** Every free slot of the bookable days from today, soonest first, as the server sees them now. */
async function freeSlots(request: APIRequestContext): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (const day of calendarDays(new Date()).filter((d) => d.bookable)) {
    const res = await request.get("/api/labor/availability", { params: { date: day.date } });
    expect(res.ok(), await res.text()).toBe(true);
    for (const slot of (await res.json()).data as SlotAvailability[]) if (slot.available) slots.push({ date: day.date, time: slot.time });
  }
  expect(slots.length).toBeGreaterThan(3);
  return slots;
}

async function book(request: APIRequestContext, token: string, item: Item, slot: Slot, notes = "") {
  return request.post("/api/labor/createAppointments", {
    headers: bearer(token),
    data: { type: "INDIVIDUAL_TESTS", service: item.name, date: slot.date, time: slot.time, notes, price: item.price, status: "PENDING", selectedTests: [item] },
  });
}

/** Books the first slot the database grants, from the start of the calendar. */
async function bookFirstFree(request: APIRequestContext, token: string, item: Item, notes = ""): Promise<Appointment> {
  for (const slot of await freeSlots(request)) {
    const res = await book(request, token, item, slot, notes);
    if (res.status() === 201) return (await res.json()).data as Appointment;
    expect(res.status(), await res.text()).toBe(409);
  }
  throw new Error("no free slot left");
}

async function ownAppointments(request: APIRequestContext, token: string): Promise<Appointment[]> {
  const res = await request.get("/api/labor/fetchAppointments", { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as Appointment[];
}

/**
 * A free slot for moving into, from the middle of the calendar: the bookings here and in the wizard's spec
 * take the front, the desk's and the guest-cancel specs the end. One further on for the mobile project, so
 * the two projects of this spec never reach for the same slot.
 */
async function targetSlot(request: APIRequestContext, project: string, avoid: Slot[]): Promise<Slot> {
  const free = (await freeSlots(request)).filter((s) => !avoid.some((a) => a.date === s.date && a.time === s.time));
  return free[Math.floor(free.length / 2) + (project === "mobile" ? 1 : 0)]!;
}

const CONFLICT = "Dieser Termin ist bereits vergeben. Bitte wählen Sie einen anderen Zeitpunkt (mindestens 30 Minuten Abstand).";

const card = (scope: Page | Locator, appointment: Slot) => scope.getByRole("article", { name: slotPhrase(appointment.date, appointment.time), exact: true });

async function expectBadge(badge: Locator, text: string, colours: { background?: string; text: string }) {
  await expect(badge).toHaveText(`Status: ${text}`);
  await expect(badge).toHaveCSS("color", colours.text);
  if (colours.background) await expect(badge).toHaveCSS("background-color", colours.background);
}

// The badge, not its screen-reader prefix alone.
const statusBadge = (article: Locator) => article.getByText(/^Status: [A-Z_]+$/);

/**
 * Picks a free target slot in the dialog's picker. Other specs book on the same server, so the slot chosen
 * from the API may be taken by the time the picker has loaded its day: then the next choice is tried.
 */
async function pickFreeSlot(dialog: Locator, request: APIRequestContext, project: string, avoid: Slot[]): Promise<Slot> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const slot = await targetSlot(request, project, avoid);
    await dialog.getByRole("radio", { name: longDayText(parseDayText(slot.date)!), exact: true }).check();
    const free = dialog.getByRole("radio", { name: slot.time, exact: true });
    await expect(free.or(dialog.getByRole("radio", { name: `${slot.time}, vergeben`, exact: true }))).toBeVisible();
    if ((await free.count()) > 0) {
      await free.check();
      return slot;
    }
  }
  throw new Error("three target slots taken under the test's hands");
}

async function expectNoAxeViolations(page: Page, scope: string) {
  const results = await new AxeBuilder({ page }).include(scope).analyze();
  expect(results.violations.map((v) => `${v.id} ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("guests are sent to /loginpage", async ({ page }) => {
  await page.goto("/appointments");
  await expect(page).toHaveURL(`/loginpage?redirect=${encodeURIComponent("/appointments")}`);
});

test("list with the yellow PENDING badge; cancel asks first, then the banner for 3 s and a red CANCELLED without actions", { tag: "@layout" }, async ({ page, request }, info) => {
  // Two dialogs, a failed and a good cancel, the banner's 3 s and an axe run.
  test.setTimeout(60_000);
  const shopper = await createShopper(request, info.workerIndex);
  const item = await labTest(request);
  const appointment = await bookFirstFree(request, shopper.token, item, "Bitte nüchtern");
  await useSession(page, shopper.token);
  await page.goto("/appointments");

  await expect(page.getByRole("heading", { level: 1, name: "My Appointments" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "My account" }).getByText(shopper.email)).toBeVisible();
  await expect(page.getByRole("complementary", { name: "My account" }).getByRole("link", { name: "Appointments" })).toHaveAttribute("aria-current", "page");
  const upcoming = page.getByRole("region", { name: "Upcoming appointments" });
  const article = card(upcoming, appointment);
  await expect(article).toBeVisible();
  await expectBadge(statusBadge(article), "PENDING", YELLOW);
  await expect(article.getByText(item.name)).toBeVisible();
  await expect(article.getByText("Bitte nüchtern")).toBeVisible();
  await expect(article.getByRole("button", { name: /^Edit/ })).toBeVisible();
  // The appointment is on the first screen, also on a phone (the profile panel once filled it, issue 31).
  expect(await upcoming.evaluate((e) => e.getBoundingClientRect().top)).toBeLessThan(page.viewportSize()!.height / 2);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-list.png`, fullPage: true });

  // By keyboard: keeping it changes nothing and gives the focus back to the button.
  const cancelButton = article.getByRole("button", { name: `Cancel appointment on ${slotPhrase(appointment.date, appointment.time)}`, exact: true });
  await cancelButton.focus();
  await page.keyboard.press("Enter");
  let dialog = page.getByRole("dialog", { name: "Cancel appointment" });
  await expect(dialog).toContainText("This cannot be undone.");
  await expect(dialog).toContainText(slotPhrase(appointment.date, appointment.time));
  await dialog.getByRole("button", { name: "Keep appointment" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(cancelButton).toBeFocused();
  expect((await ownAppointments(request, shopper.token))[0]!.status).toBe("PENDING");

  // A failed cancel says so and keeps the dialog.
  await page.route("**/api/labor/cancelAppointments/*", (route) => route.fulfill({ status: 500, json: { success: false, data: null, error: "boom" } }));
  await article.getByRole("button", { name: /^Cancel/ }).click();
  dialog = page.getByRole("dialog", { name: "Cancel appointment" });
  await dialog.getByRole("button", { name: "Cancel appointment" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Failed to cancel appointment. Please try again.");
  await page.unroute("**/api/labor/cancelAppointments/*");
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-cancel-dialog.png` });

  await dialog.getByRole("button", { name: "Cancel appointment" }).click();
  await expect(dialog).toBeHidden();
  const banner = page.getByRole("status").filter({ hasText: "Appointment cancelled successfully" });
  await expect(banner).toHaveText("Appointment cancelled successfully");
  // A cancelled appointment is no longer upcoming (issue 41): its card moves to the history, red, without actions,
  // and keeps the focus.
  const cancelled = card(page.getByRole("region", { name: "Past and cancelled appointments" }), appointment);
  await expect(card(upcoming, appointment)).toHaveCount(0);
  await expectBadge(statusBadge(cancelled), "CANCELLED", RED);
  await expect(cancelled.getByRole("button")).toHaveCount(0);
  await expect(cancelled).toBeFocused();
  expect((await ownAppointments(request, shopper.token))[0]!.status).toBe("CANCELLED");
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-cancelled.png`, fullPage: true });
  // Spec §9: 3 seconds (plus the fade), then gone.
  await expect(page.getByText("Appointment cancelled successfully")).toBeHidden({ timeout: 4_500 });
  // After the fade: a banner caught half faded fails the contrast rule on a slow run.
  await expectNoAxeViolations(page, "main");
});

test("edit moves the appointment to the chosen slot with new notes; the banner, then the list shows the new time", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const item = await labTest(request);
  const appointment = await bookFirstFree(request, shopper.token, item);
  await useSession(page, shopper.token);
  await page.goto("/appointments");

  const article = card(page, appointment);
  await article.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit appointment" });
  await expect(dialog).toContainText(`Currently booked: ${germanSlotPhrase(appointment.date, appointment.time)}.`);
  // The own slot is the selected one, although the server lists it as taken.
  await expect(dialog.getByRole("radio", { name: appointment.time, exact: true })).toBeChecked();

  // A failure other than a conflict has its own text.
  await page.route("**/api/labor/editAppointments/*", (route) => route.fulfill({ status: 500, json: { success: false, data: null, error: "boom" } }));
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText("Failed to update appointment. Please try again.")).toBeVisible();
  await page.unroute("**/api/labor/editAppointments/*");

  let target = await pickFreeSlot(dialog, request, info.project.name, [appointment]);
  // A new choice makes the failure stale.
  await expect(dialog.getByText("Failed to update appointment. Please try again.")).toBeHidden();
  await dialog.getByLabel("Notes (optional)").fill("Nach 10 Uhr bitte");
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-edit-dialog.png` });
  await expectNoAxeViolations(page, "[role=dialog]");
  const banner = page.getByRole("status").filter({ hasText: "Appointment updated successfully" });
  // Other specs book on the same server: should one take the chosen slot first, the conflict says so and
  // the next free slot is tried (the conflict itself is the next test's subject).
  for (let attempt = 1; ; attempt++) {
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(banner.or(dialog.getByText(CONFLICT))).toBeVisible();
    if (await banner.isVisible()) break;
    expect(attempt, "three slots taken under the test's hands").toBeLessThan(3);
    target = await pickFreeSlot(dialog, request, info.project.name, [appointment]);
  }
  await expect(dialog).toBeHidden();
  await expect(banner).toHaveText("Appointment updated successfully");
  const moved = card(page, target);
  await expect(moved).toBeVisible();
  await expect(moved).toBeFocused();
  await expect(moved.getByText("Nach 10 Uhr bitte")).toBeVisible();
  await expectBadge(statusBadge(moved), "PENDING", YELLOW);
  await expect(card(page, appointment)).toHaveCount(0);
  const [stored] = await ownAppointments(request, shopper.token);
  expect(stored).toMatchObject({ _id: appointment._id, date: target.date, time: target.time, notes: "Nach 10 Uhr bitte", status: "PENDING" });
  await expect(page.getByText("Appointment updated successfully")).toBeHidden({ timeout: 4_500 });
});

test("edit into a slot someone took meanwhile shows the conflict text and the slot as taken", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  const other = await createShopper(request, info.workerIndex);
  const item = await labTest(request);
  const appointment = await bookFirstFree(request, shopper.token, item);
  await useSession(page, shopper.token);
  await page.goto("/appointments");

  await card(page, appointment).getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit appointment" });
  const target = await pickFreeSlot(dialog, request, info.project.name, [appointment]);
  // While the dialog is open, another customer books that slot (a 409 means another spec was quicker: taken too).
  expect([201, 409]).toContain((await book(request, other.token, item, target)).status());
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByRole("alert").first()).toHaveText(CONFLICT);
  await expect(dialog).toBeVisible();
  // The reloaded availability shows the slot as taken and the choice is cleared.
  await expect(dialog.getByRole("radio", { name: `${target.time}, vergeben`, exact: true })).toBeDisabled();
  // One error, not two: the conflict, without a "choose a date and a time" beside it (issue 31).
  await expect(dialog.getByText("Bitte wählen Sie ein Datum und eine Uhrzeit aus.")).toHaveCount(0);
  await expect(dialog.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-edit-conflict.png` });
  await dialog.getByRole("button", { name: "Discard changes" }).click();
  await expect(dialog).toBeHidden();
  expect((await ownAppointments(request, shopper.token))[0]).toMatchObject({ date: appointment.date, time: appointment.time });
});

test("load failure text, Try Again; the sidebar's reset link failure in this page's words", async ({ page, request }, info) => {
  const shopper = await createShopper(request, info.workerIndex);
  await useSession(page, shopper.token);
  await page.route("**/api/labor/fetchAppointments", (route) => route.fulfill({ status: 500, json: { success: false, data: null, error: "boom" } }));
  await page.goto("/appointments");
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load data" })).toHaveText("Failed to load data. Please try again later.");
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-load-failed.png`, fullPage: true });
  await page.unroute("**/api/labor/fetchAppointments");
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name: "You have no upcoming appointments." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book an appointment" })).toHaveAttribute("href", "/vacinationspage?tab=services");
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-empty.png`, fullPage: true });

  await page.route("**/api/authentication/reset", (route) => route.fulfill({ status: 500, json: { success: false, data: null, error: "boom" } }));
  await page.getByRole("button", { name: "Reset Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset password" });
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Failed to send password reset link. Please try again later.");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // A wrong password: the account stays, the text is this page's.
  await page.getByRole("button", { name: "Delete Account" }).click();
  const deletion = page.getByRole("dialog", { name: "Delete account" });
  await deletion.getByLabel("Password", { exact: true }).fill("Falsch123!");
  await deletion.getByRole("button", { name: "Delete my account" }).click();
  await expect(deletion.getByRole("alert")).toHaveText("Failed to delete account. Please try again later.");
  await expect(page).toHaveURL(/\/appointments$/);
});

test("first paint: a logged-in customer never sees ANMELDEN, even before the scripts run", { tag: "@layout" }, async ({ page, request, browser, baseURL }, info) => {
  test.skip(info.project.name === "mobile", "the login button is the desktop header's");
  const shopper = await createShopper(request, info.workerIndex + 90);
  await useSession(page, shopper.token);
  // The page as the server sends it, its scripts held back: what a slow connection shows first.
  await page.route(/\.js(\?|$)/, () => {});
  await page.goto("/appointments", { waitUntil: "commit" });
  const login = page.getByRole("banner").locator('a[href="/loginpage"]').first();
  await expect(login).toBeAttached();
  await expect(login).toBeHidden();
  // A visitor without a login sees it at once, scripts or not.
  const guest = await browser.newPage({ baseURL, viewport: page.viewportSize() ?? undefined });
  await guest.route(/\.js(\?|$)/, () => {});
  await guest.goto("/appointments", { waitUntil: "commit" });
  await expect(guest.getByRole("link", { name: "ANMELDEN" }).first()).toBeVisible();
  await guest.close();
});
