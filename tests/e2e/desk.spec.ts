import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { isWeekend, longDayText, parseDayText } from "#contracts/calendar.ts";
import { test, waitForHydrationOnLoad } from "./test.ts";
import { calendarDays, parseSlotTime, slotStart } from "#contracts/appointment-slots.ts";
import { holidayOn } from "#contracts/holidays.ts";
import { longDay } from "#app/components/desk/day-labels.ts";
import { createShopper, SHOPPER_PASSWORD, useSession } from "./shopper-fixtures.ts";
import { makeStaff } from "./staff.ts";
import { acceptCookies, expectAccessible, expectNoSidewaysScroll, HYDRATION } from "./storefront-fixtures.ts";

/**
 * A staff morning at the desk (issue 18): a customer has booked, a staff member (made staff by the real CLI,
 * `npm run staff -- add`, which reaches the running e2e server through its control socket) logs in, sees the
 * day, marks one appointment completed, cancels another, closes a slot over a booking (the desk lists whom to
 * call) and a free one (the customer's availability no longer offers it). Dates come from the real clock:
 * the first weekday from today with enough free slots (weekends and public holidays answer none).
 */

const SHOTS = ".test-output/screenshots-desk";

type Slot = { time: string; available: boolean };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new staff member through the CLI, who sets a password through the mailed link, as in real life. */
async function labTest(request: APIRequestContext) {
  const tests = (await (await request.get("/api/lab-tests/getAllLabTests")).json()).data as Record<string, { _id: string; name: string; price: number; category: string }[]>;
  return Object.values(tests).flat()[0]!;
}

async function availability(request: APIRequestContext, date: string): Promise<Slot[]> {
  const res = await request.get(`/api/labor/availability?date=${encodeURIComponent(date)}`);
  return res.ok() ? ((await res.json()).data as Slot[]) : [];
}

/** The first day from today with at least `need` free slots; the two projects take free slots from opposite ends. */
async function pickDay(request: APIRequestContext, need: number, fromEnd: boolean) {
  for (const { date, bookable } of calendarDays(new Date())) {
    if (!bookable) continue;
    const free = (await availability(request, date)).filter((s) => s.available).map((s) => s.time);
    if (free.length >= need) return { date, free: fromEnd ? free.reverse() : free };
  }
  throw new Error("no day with free slots in the next 14 days");
}

/** Books the first of `times` still free (the other project may take one meanwhile); answers the time. */
async function book(request: APIRequestContext, token: string, date: string, times: string[], notes: string): Promise<string> {
  const item = await labTest(request);
  for (const time of times) {
    const res = await request.post("/api/labor/createAppointments", {
      headers: bearer(token),
      data: { type: "INDIVIDUAL_TESTS", service: item.name, date, time, notes, price: item.price, selectedTests: [{ _id: item._id, name: item.name, category: item.category, price: item.price }] },
    });
    if (res.status() === 201) return time;
    expect(res.status(), await res.text()).toBe(409);
  }
  throw new Error("every candidate slot was taken");
}

async function loginAsStaff(page: Page, email: string) {
  await page.goto("/loginpage");
  await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  // Staff land on the desk (issue 38 point 9).
  await expect(page).toHaveURL(/\/desk$/);
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

test("a staff morning: the day's list, completed, cancelled, closures and the customer's availability", { tag: "@layout" }, async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(120_000);
  const worker = info.workerIndex + (info.project.name === "mobile" ? 40 : 20);
  const customer = await createShopper(request, worker);
  const staffEmail = `desk.${info.project.name}.${Date.now().toString(36)}@example.ch`;
  await makeStaff(request, staffEmail);

  const { date, free } = await pickDay(request, 7, info.project.name === "mobile");
  const first = await book(request, customer.token, date, free, "Bitte Hintereingang");
  const second = await book(request, customer.token, date, free.filter((t) => t !== first), "");
  const third = await book(request, customer.token, date, free.filter((t) => t !== first && t !== second), "");
  const spare = free.filter((t) => ![first, second, third].includes(t));
  // A guest gives no name: the desk names them by e-mail, with phone and birthday to recognise them.
  const guestEmail = `desk.guest.${info.project.name}.${Date.now().toString(36)}@example.ch`;
  const guestBooking = await request.post("/api/labor/createAppointmentGuest", {
    data: { date, time: spare[2], notes: "", selectedTests: [{ _id: (await labTest(request))._id }], email: guestEmail, phone: "+41 61 123 45 67", address: "Marktplatz 2, 4051 Basel", birthday: "04/07/1985" },
  });
  expect(guestBooking.status(), await guestBooking.text()).toBe(201);

  await loginAsStaff(page, staffEmail);
  const deskLink = page.getByRole("link", { name: "Apotheken-Desk" }).locator("visible=true");
  await expect(deskLink).toBeVisible(HYDRATION);
  await deskLink.click();
  await expect(page).toHaveURL(/\/desk$/);
  await expect(page.getByRole("heading", { level: 1, name: "Apotheken-Desk" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  // The strip: today first; the booked day says how many.
  const dayButton = page.getByRole("button", { name: new RegExp(`^${longDay(date)}`) });
  await dayButton.focus();
  await page.keyboard.press("Enter");
  await expect(dayButton).toHaveAttribute("aria-pressed", "true");
  await expect(dayButton).toHaveAccessibleName(/\d+ Termine?$/);
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(longDay(date)) })).toBeVisible();

  const card = (time: string) => page.getByRole("article", { name: `${time} Uhr: Lea Keller` }).filter({ hasText: customer.email });
  await expect(card(first)).toBeVisible();
  await expect(card(first).getByText("Offen", { exact: true })).toBeVisible();
  await expect(card(first).getByText("Bitte Hintereingang")).toBeVisible();
  await expect(card(first).getByRole("link", { name: customer.email })).toHaveAttribute("href", `mailto:${customer.email}`);
  await expect(card(first).getByText(/^Vorbereitung: /).first()).toBeVisible();
  const guestCard = page.getByRole("article", { name: `${spare[2]} Uhr: ${guestEmail} Gast` });
  await expect(guestCard.getByRole("link", { name: "+41 61 123 45 67" })).toHaveAttribute("href", "tel:+41611234567");
  await expect(guestCard.getByText("Geb. 04.07.1985")).toBeVisible();
  await expectAccessible(page);
  // Nothing wider than the screen (a long guest e-mail in a heading once was, and the phone's page panned sideways).
  await expectNoSidewaysScroll(page);
  if (info.project.name === "mobile") {
    // The narrowest phones in use: at 360 px the tabs' hidden counts once pushed the page 15 px wide.
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 390, height: 844 });
  }
  if (info.project.name === "desktop") {
    // The narrowest desktop layout (the 1030 px split): header with the desk link, strip and sidebar side by side.
    await page.setViewportSize({ width: 1030, height: 800 });
    await page.screenshot({ path: `${SHOTS}/desktop-1030.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-day.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-day-top.png` });
  await card(first).screenshot({ path: `${SHOTS}/${info.project.name}-card.png` });

  // Completed and no-show only from the start on (issue 31): before it the button waits and says from when.
  await expect(card(first).getByRole("button", { name: "Als erledigt markieren" })).toBeDisabled();
  await expect(card(first).getByText(`Erledigt oder nicht erschienen: ab ${first} Uhr.`)).toBeVisible();

  // Cancelled on the customer's request, after the dialog says the customer is mailed. No reason is preselected,
  // and a no-show cannot be chosen before the appointment begins.
  await card(second).getByRole("button", { name: "Absagen" }).click();
  const dialog = page.getByRole("dialog", { name: `Termin um ${second} absagen?` });
  await expect(dialog).toContainText(`Die Kundin oder der Kunde erhält eine Absage per E-Mail an ${customer.email}.`);
  await expect(dialog.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(dialog.getByRole("radio", { name: /^Nicht erschienen/ })).toBeDisabled();
  await expect(dialog.getByText(`erst ab ${second} Uhr möglich`)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Termin absagen" })).toBeDisabled();
  await dialog.getByLabel("Auf Wunsch der Kundin / des Kunden").check();
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-cancel-dialog.png` });
  await dialog.getByRole("button", { name: "Termin absagen" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(second)).toBeFocused();
  await expect(card(second).getByText("Abgesagt", { exact: true })).toBeVisible();
  await expect(card(second).getByText("Grund der Absage: Auf Wunsch der Kundin / des Kunden")).toBeVisible();
  await card(second).getByText("Verlauf (1)").click();
  await expect(card(second).getByRole("listitem").filter({ hasText: "Status Offen → Abgesagt (Auf Wunsch der Kundin / des Kunden)" })).toContainText("Mara Brunner");
  // A cancellation the customer asked for is final: nothing to correct.
  await expect(card(second).getByRole("button", { name: "Status korrigieren" })).toHaveCount(0);

  // A closure over the third booking lists the customer to call.
  const closures = page.getByRole("form", { name: "Schliessung eintragen" });
  await closures.getByLabel("Zeit").selectOption(third);
  await closures.getByLabel("Grund").fill("Gerätewartung");
  await closures.getByRole("button", { name: `${third} Uhr schliessen` }).click();
  const call = page.getByRole("alert").filter({ hasText: "Termin ist betroffen" });
  await expect(call).toContainText("1 Termin ist betroffen – bitte die Kundin oder den Kunden anrufen:");
  await expect(call).toContainText(customer.email);
  await call.screenshot({ path: `${SHOTS}/${info.project.name}-call-these.png` });
  await expect(card(third).getByText(/Dieser Termin liegt in einer Schliessung/)).toBeVisible();
  // The same slot twice: the server's 409 in the desk's words.
  await closures.getByLabel("Zeit").selectOption(third);
  await closures.getByLabel("Grund").fill("Gerätewartung");
  await closures.getByRole("button", { name: `${third} Uhr schliessen` }).click();
  await expect(closures.getByRole("alert")).toHaveText("Dieser Tag oder diese Zeit ist bereits geschlossen.");

  // A free slot closed: listed with its reason, and no longer offered to customers.
  await closures.getByLabel("Zeit").selectOption(spare[0]!);
  await closures.getByLabel("Grund").fill("Personal abwesend");
  await closures.getByRole("button", { name: `${spare[0]} Uhr schliessen` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Keine bestehenden Termine betroffen." })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(`^Schliessung .*${spare[0]} Uhr aufheben$`) })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-closures.png`, fullPage: true });
  await page.getByRole("complementary", { name: "Schliessungen und Kalender" }).screenshot({ path: `${SHOTS}/${info.project.name}-aside.png` });
  await card(third).screenshot({ path: `${SHOTS}/${info.project.name}-card-in-closure.png` });

  const slots = await availability(request, date);
  expect(slots.find((s) => s.time === spare[0])?.available).toBe(false);
  expect(slots.find((s) => s.time === spare[1])?.available).toBe(true);
  // The customer's own calendar in the booking wizard no longer offers the closed slot.
  const customerContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const item = await labTest(request);
  await customerContext.addInitScript(
    ([token, id]) => {
      window.localStorage.setItem("token", token!);
      window.localStorage.setItem("selectedLabTests", JSON.stringify([{ _id: id }]));
    },
    [customer.token, item._id],
  );
  await customerContext.addCookies([{ name: "cookieConsent", value: "accepted", url: baseURL! }]);
  const customerPage = await customerContext.newPage();
  waitForHydrationOnLoad(customerPage);
  await customerPage.goto("/appointment");
  await customerPage.getByRole("button", { name: "Weiter zum Kalender" }).click(HYDRATION);
  await customerPage.getByRole("group", { name: "Datum" }).locator(`input[value="${date}"]`).check();
  const times = customerPage.getByRole("group", { name: /^Uhrzeit/ });
  await expect(times.getByRole("radio")).toHaveCount(17);
  await expect(times.locator(`input[value="${spare[0]}"]`)).toBeDisabled();
  await expect(times.locator(`input[value="${spare[1]}"]`)).toBeEnabled();
  await customerContext.close();

  // Booking it anyway is refused.
  const refused = await request.post("/api/labor/createAppointments", {
    headers: bearer(customer.token),
    data: { date, time: spare[0], notes: "", selectedTests: [{ _id: (await labTest(request))._id }] },
  });
  expect(refused.status()).toBe(409);

  // Reopened: the closure goes and the slot is offered again.
  await page.getByRole("button", { name: new RegExp(`^Schliessung .*${spare[0]} Uhr aufheben$`) }).click();
  await expect(page.getByRole("button", { name: new RegExp(`^Schliessung .*${spare[0]} Uhr aufheben$`) })).toHaveCount(0);
  expect((await availability(request, date)).find((s) => s.time === spare[0])?.available).toBe(true);

  // A whole day weeks ahead (past the booking horizon, so no other test's booking is near it), then reopened.
  const later = [40, 41, 42, 43, 44].map((n) => new Date(Date.now() + n * 86_400_000)).map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() })).find((d) => !isWeekend(d) && holidayOn(d) === null)!;
  const laterIso = `${later.year}-${String(later.month).padStart(2, "0")}-${String(later.day).padStart(2, "0")}`;
  await closures.getByLabel("Datum").fill(laterIso);
  await closures.getByLabel("Zeit").selectOption("");
  await closures.getByLabel("Grund").fill("Betriebsferien");
  await closures.getByRole("button", { name: "Ganzen Tag schliessen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "(ganzer Tag). Keine bestehenden Termine betroffen." })).toBeVisible();
  const laterRow = page.getByRole("listitem").filter({ hasText: "Betriebsferien" }).filter({ hasText: "ganzer Tag" });
  await expect(laterRow).toHaveCount(1);
  await laterRow.getByRole("button", { name: /aufheben$/ }).click();
  await expect(laterRow).toHaveCount(0);

  // The calendar feed: a private URL that a calendar app reads; a new one retires the old.
  const feedCard = page.getByRole("region", { name: "Kalender-Abo" });
  await feedCard.getByRole("button", { name: "Kalender-Link erstellen" }).click();
  const confirmFeed = page.getByRole("dialog", { name: "Neuen Kalender-Link erstellen?" });
  await expect(confirmFeed).toContainText("Kalender, die den alten Link abonniert haben, erhalten danach keine Termine mehr.");
  await confirmFeed.getByRole("button", { name: "Link erstellen" }).click();
  const feedInput = feedCard.getByLabel("Ihr Kalender-Link");
  await expect(feedInput).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/api\/desk\/feed\/\S+/);
  const oldFeed = await feedInput.inputValue();
  const calendar = await request.get(oldFeed);
  expect(calendar.status()).toBe(200);
  expect(await calendar.text()).toContain("BEGIN:VCALENDAR");
  await feedCard.getByRole("button", { name: "Kopieren" }).click();
  await expect(feedCard.getByRole("status")).toContainText(/Link kopiert|Der Link ist markiert/);
  await feedCard.getByRole("button", { name: "Neuen Link erstellen" }).click();
  await confirmFeed.getByRole("button", { name: "Link erstellen" }).click();
  await expect(feedInput).not.toHaveValue(oldFeed);
  expect((await request.get(oldFeed)).ok()).toBe(false);

  // The print button prints (the dialog itself is the browser's); the print view shows only the day's table.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "yes");
  });
  await page.getByRole("button", { name: "Tag drucken" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByRole("form", { name: "Schliessung eintragen" })).toBeHidden();
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: first })).toContainText("Offen");
  await expect(page.getByRole("row").filter({ hasText: second })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-print.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });
});

test("the desk asks before marking an appointment completed, and the server holds the start rule", { tag: "@layout" }, async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const customer = await createShopper(request, info.workerIndex + (info.project.name === "mobile" ? 80 : 70));
  const staffEmail = `desk.confirm.${info.project.name}.${Date.now().toString(36)}@example.ch`;
  await makeStaff(request, staffEmail);
  const login = await request.post("/api/authentication/user/login", { data: { email: staffEmail, password: SHOPPER_PASSWORD, remember: true } });
  await useSession(page, (await login.json()).data.token as string);
  const { date, free } = await pickDay(request, 2, info.project.name === "desktop");
  const time = await book(request, customer.token, date, free, "");

  // The browser's clock a few minutes past the start: the desk offers the outcome. The server's clock has not
  // got there, so confirming meets its 409, said in the desk's words, and nothing changes.
  await page.clock.setFixedTime(slotStart(parseDayText(date)!, parseSlotTime(time)!).getTime() + 5 * 60_000);
  await page.goto("/desk");
  const dayButton = page.getByRole("button", { name: new RegExp(`^${longDay(date)}`) });
  await dayButton.click(HYDRATION);
  const card = page.getByRole("article", { name: `${time} Uhr: Lea Keller` }).filter({ hasText: customer.email });
  const complete = card.getByRole("button", { name: "Als erledigt markieren" });
  await expect(complete).toBeEnabled();
  await complete.click();
  const confirm = page.getByRole("dialog", { name: `Termin um ${time} als erledigt markieren?` });
  await expect(confirm).toContainText("Die Kundin oder der Kunde war da und die Leistungen sind erbracht.");
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-complete-dialog.png` });
  await confirm.getByRole("button", { name: "Zurück" }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText("Offen", { exact: true })).toBeVisible();
  await complete.click();
  await confirm.getByRole("button", { name: "Als erledigt markieren" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("Erledigt oder nicht erschienen lässt sich erst ab Terminbeginn eintragen.");
  await confirm.getByRole("button", { name: "Zurück" }).click();
  await expect(card.getByText("Offen", { exact: true })).toBeVisible();
  await expect(card.getByText("Verlauf (0)")).toBeVisible();
});

test("a day and a slot closed at the desk are closed in the customer's calendar, not taken", { tag: "@layout" }, async ({ page, request, baseURL }, info) => {
  test.setTimeout(90_000);
  const staffEmail = `desk.closed.${info.project.name}.${Date.now().toString(36)}@example.ch`;
  await makeStaff(request, staffEmail);
  const staffToken = (await (await request.post("/api/authentication/user/login", { data: { email: staffEmail, password: SHOPPER_PASSWORD } })).json()).data.token as string;
  // The last weekdays of the strip, far from the days the other tests book first; each project its own.
  const weekdays = calendarDays(new Date()).filter((d) => d.bookable).map((d) => d.date);
  const [closedDay, slotDay] = info.project.name === "mobile" ? [weekdays.at(-1)!, weekdays.at(-3)!] : [weekdays.at(-2)!, weekdays.at(-4)!];
  const free = (await availability(request, slotDay)).filter((s) => s.available).map((s) => s.time);
  const slot = free.at(-1)!;
  const dayClosure = await request.post("/api/desk/closures", { headers: bearer(staffToken), data: { date: closedDay, reason: "Personal abwesend" } });
  expect(dayClosure.status(), await dayClosure.text()).toBe(201);
  const slotClosure = await request.post("/api/desk/closures", { headers: bearer(staffToken), data: { date: slotDay, time: slot, reason: "Gerätewartung" } });
  expect(slotClosure.status(), await slotClosure.text()).toBe(201);
  try {
    const item = await labTest(request);
    await page.addInitScript((id) => window.localStorage.setItem("selectedLabTests", JSON.stringify([{ _id: id }])), item._id);
    await page.goto(`${baseURL}/appointment`);
    await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill("lea.keller@example.ch", HYDRATION);
    await page.getByRole("textbox", { name: "Telefon", exact: true }).fill("+41 61 123 45 67");
    await page.getByRole("textbox", { name: "Adresse", exact: true }).fill("Rheingasse 1, 4058 Basel");
    await page.getByLabel("Geburtsdatum").fill("1990-04-07");
    await page.getByRole("button", { name: "Weiter zum Kalender" }).click();
    const dates = page.getByRole("group", { name: "Datum" });
    const closed = dates.locator(`input[value="${closedDay}"]`);
    await expect(closed).toBeDisabled();
    await expect(closed).toHaveAttribute("aria-label", `${longDayText(parseDayText(closedDay)!)}, geschlossen`);
    await expect(dates).toContainText(/: Geschlossen/);
    await expect(dates).not.toContainText("Personal abwesend");
    await dates.locator(`input[value="${slotDay}"]`).check();
    const times = page.getByRole("group", { name: /^Uhrzeit/ });
    await expect(times.getByRole("radio")).toHaveCount(17);
    await expect(times.getByRole("radio", { name: `${slot}, geschlossen`, exact: true })).toBeDisabled();
    await expect(times.getByRole("radio", { name: `${slot}, vergeben`, exact: true })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/${info.project.name}-customer-closed.png`, fullPage: true });
  } finally {
    for (const res of [dayClosure, slotClosure]) {
      const id = (await res.json()).data.closure._id as string;
      await request.delete(`/api/desk/closures/${id}`, { headers: bearer(staffToken) });
    }
  }
});

test("a customer sees that the desk is not for them, a guest is sent to log in", { tag: "@layout" }, async ({ page, request }, info) => {
  const customer = await createShopper(request, info.workerIndex + (info.project.name === "mobile" ? 60 : 50));
  const res = await request.get("/api/desk/days", { headers: bearer(customer.token) });
  expect(res.status()).toBe(403);

  await useSession(page, customer.token);
  await page.goto("/desk");
  await expect(page.getByRole("heading", { name: "Kein Zugriff auf den Desk" })).toBeVisible(HYDRATION);
  await expect(page.getByText("Der Desk ist dem Apothekenteam vorbehalten.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Apotheken-Desk" })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-no-access.png`, fullPage: true });
});

test("without a login the desk sends to the login page", async ({ page }) => {
  await page.goto("/desk");
  await expect(page).toHaveURL(`/loginpage?redirect=${encodeURIComponent("/desk")}`, HYDRATION);
});
