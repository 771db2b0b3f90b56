import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { calendarDays } from "#contracts/appointment-slots.ts";
import { BOOKING_LIMIT_MESSAGES, OPEN_APPOINTMENTS_CAP } from "#contracts/appointments.ts";
import { isLaterThan, latestStartOf, limitText } from "#contracts/preparation-time.ts";
import { createShopper, useSession } from "./shopper-fixtures.ts";
import { acceptCookies, expectAccessible, HYDRATION, hydrated } from "./storefront-fixtures.ts";

// Spec laboratory.md §2 "Appointment wizard", §5, §8; texts word for word.
const TITLE_DETAILS = "Labortest Termin buchen";
const TITLE_CALENDAR = "Termin auswählen";
const TITLE_BOOKED = "Termin erfolgreich gebucht!";
const CHOOSE_SLOT = "Bitte wählen Sie ein Datum und eine Uhrzeit aus.";
const CONFLICT = "Dieser Termin ist bereits vergeben. Bitte wählen Sie einen anderen Zeitpunkt (mindestens 30 Minuten Abstand).";
const REQUIRED = "Please fill in all required fields";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const dayGroup = (page: Page) => page.getByRole("group", { name: "Datum" });
const timeGroup = (page: Page) => page.getByRole("group", { name: /^Uhrzeit/ });
const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });

/** Selects tests and packs on the laboratory page the way a shopper does, then books them. */
async function selectAndBook(page: Page, tests: string[], packs: string[] = []) {
  await page.goto("/vacinationspage?tab=services");
  await hydrated(page);
  for (const name of tests) await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
  if (packs.length) await page.getByRole("tab", { name: "Analysis Packs" }).click();
  for (const name of packs) await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
  await page.getByRole("region", { name: "Selected Services" }).getByRole("button", { name: "Book Selected Services" }).click();
  await expect(page).toHaveURL(/\/appointment$/);
  await expect(heading(page)).toHaveText(TITLE_DETAILS);
}

/**
 * Picks a free slot: the availability depends on the real clock and on what other tests booked, so the day and
 * the time are chosen among the enabled ones, at random so that parallel tests rarely want the same slot.
 */
async function pickFreeSlot(page: Page): Promise<{ date: string; time: string; dayLabel: string }> {
  // The calendar is its own URL now: wait for it before counting its days.
  await expect(heading(page)).toHaveText(TITLE_CALENDAR);
  const days = dayGroup(page).getByRole("radio", { disabled: false });
  const dayCount = await days.count();
  expect(dayCount).toBeGreaterThan(0);
  const start = Math.floor(Math.random() * dayCount);
  for (let i = 0; i < dayCount; i++) {
    const day = days.nth((start + i) % dayCount);
    await day.check();
    await expect(timeGroup(page).getByRole("radio")).toHaveCount(17);
    const times = timeGroup(page).getByRole("radio", { disabled: false });
    const timeCount = await times.count();
    if (timeCount === 0) continue;
    const time = times.nth(Math.floor(Math.random() * timeCount));
    await time.check();
    await expect(time).toBeChecked();
    return { date: (await day.getAttribute("value"))!, time: (await time.getAttribute("value"))!, dayLabel: (await day.getAttribute("aria-label"))! };
  }
  throw new Error("no free slot in the next 14 days");
}

async function firstTestId(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/lab-tests/getAllLabTests");
  const grouped = (await res.json()).data as Record<string, { _id: string }[]>;
  return Object.values(grouped).flat()[0]._id;
}

test("a guest books: the selection with its total, the spec's messages at the fields, a slot, the confirmation", { tag: "@layout" }, async ({ page }) => {
  test.slow();
  await selectAndBook(page, ["Ferritin"], ["Basis-Check-up"]);
  const selection = page.getByRole("region", { name: "Ausgewählte Leistungen" });
  await expect(selection.getByRole("listitem")).toHaveCount(2);
  await expect(selection).toContainText("Ferritin (Eisenspeicher)");
  await expect(selection).toContainText("Basis-Check-up");
  // 22.00 + 89.00
  await expect(selection).toContainText("EUR 111.00");
  // Long German test names are hyphenated on a phone rather than broken anywhere (issue 31).
  expect(await selection.getByText("Ferritin (Eisenspeicher)").evaluate((e) => [getComputedStyle(e).hyphens, e.closest("[lang]")?.getAttribute("lang")])).toEqual(["auto", "de"]);
  await expect(page.getByRole("link", { name: "Zurück zur Auswahl" })).toHaveAttribute("href", "/vacinationspage?tab=services");

  // Nothing filled in: every contact field says so, and the focus lands on the first.
  await page.getByRole("button", { name: "Weiter zum Kalender" }).click();
  await expect(heading(page)).toHaveText(TITLE_DETAILS);
  await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(4);
  await expect(field(page, "E-Mail")).toBeFocused();
  await expect(field(page, "E-Mail")).toHaveAttribute("aria-invalid", "true");
  // Scrolled into view below the sticky header, with its label (issue 31).
  const headerBottom = await page.locator("header").first().evaluate((h) => h.getBoundingClientRect().bottom);
  const labelTop = await page.getByText("E-Mail", { exact: true }).first().evaluate((l) => l.getBoundingClientRect().top);
  expect(labelTop).toBeGreaterThanOrEqual(headerBottom);

  // From now on each change is checked at once (decision 009).
  await field(page, "E-Mail").fill("lea.keller@");
  await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
  await field(page, "Telefon").fill("061 12");
  await expect(page.getByText("Please enter a valid phone number", { exact: true })).toBeVisible();
  await field(page, "E-Mail").fill("  Lea.Keller@Example.ch ");
  await field(page, "Telefon").fill("+41 61 123 45 67");
  await field(page, "Adresse").fill(" Rheingasse 1, 4058 Basel ");
  await page.getByLabel("Geburtsdatum").fill("1990-04-07");
  await expect(page.getByText(/Please (fill|enter)/)).toHaveCount(0);
  await page.getByLabel("Notizen (optional)").fill("Nüchtern, wie empfohlen.");
  await page.getByRole("button", { name: "Weiter zum Kalender" }).click();

  await expect(heading(page)).toHaveText(TITLE_CALENDAR);
  await expect(heading(page)).toBeFocused();
  await page.getByRole("button", { name: "Termin buchen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: CHOOSE_SLOT })).toHaveText(CHOOSE_SLOT);

  // Weekends are not offered; picking another day clears the time.
  for (const weekend of await dayGroup(page).getByRole("radio", { name: /^(Samstag|Sonntag),/ }).all()) await expect(weekend).toBeDisabled();
  await pickFreeSlot(page);
  await dayGroup(page).getByRole("radio", { disabled: false, checked: false }).first().check();
  await expect(timeGroup(page).getByRole("radio", { checked: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Termin buchen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: CHOOSE_SLOT })).toBeVisible();
  const slot = await pickFreeSlot(page);
  await expectAccessible(page);
  await expect(page.getByText(CHOOSE_SLOT)).toHaveCount(0);

  const sent = page.waitForRequest("**/api/labor/createAppointmentGuest");
  await page.getByRole("button", { name: "Termin buchen" }).click();
  const body = (await sent).postDataJSON();
  // Dates as dd/mm/yyyy, contact trimmed (spec §3, §5); the total is informative, the server prices.
  expect(body).toMatchObject({
    date: slot.date,
    time: slot.time,
    email: "lea.keller@example.ch",
    phone: "+41 61 123 45 67",
    address: "Rheingasse 1, 4058 Basel",
    birthday: "07/04/1990",
    notes: "Nüchtern, wie empfohlen.",
    type: "ANALYSIS_PACKS",
    service: "Ferritin (Eisenspeicher), Basis-Check-up",
  });
  expect(body.selectedTests).toHaveLength(2);

  await expect(heading(page)).toHaveText(TITLE_BOOKED);
  const main = page.getByRole("main");
  await expect(main).toContainText(slot.dayLabel);
  await expect(main).toContainText(`${slot.time} Uhr`);
  await expect(main).toContainText("lea.keller@example.ch");
  await expect(main).toContainText("EUR 111.00");
  await expect(main).toContainText("Nüchtern, wie empfohlen.");
  await expect(main.getByRole("link", { name: "+41 61 000 00 00" })).toHaveAttribute("href", "tel:+41610000000");
  await expect(main.getByRole("link", { name: "Zurück zu den Labortests" })).toHaveAttribute("href", "/vacinationspage?tab=services");
  await expect(main.getByRole("link", { name: "Zu meinen Terminen" })).toHaveCount(0);
  // The booked selection is cleared: the laboratory page starts empty next time.
  expect(await page.evaluate(() => window.localStorage.getItem("selectedLabTests"))).toBe("[]");

  // The slot is taken now for everybody.
  const slots = (await (await page.request.get(`/api/labor/availability?date=${encodeURIComponent(slot.date)}`)).json()).data as { time: string; available: boolean }[];
  expect(slots.find((s) => s.time === slot.time)?.available).toBe(false);
});

test("a logged-in customer books with the profile: no contact fields, back to step 1 keeps the notes", async ({ page, request }, testInfo) => {
  test.slow();
  const { email, token } = await createShopper(request, testInfo.workerIndex);
  await useSession(page, token);
  await selectAndBook(page, ["TSH"]);

  const profile = page.getByRole("region", { name: "Ihre Angaben" });
  await expect(profile).toContainText("Lea Keller");
  await expect(profile).toContainText(email);
  await expect(profile).toContainText("Rheingasse 1, 4058 Basel");
  // The birthday as the profile page writes it (issue 31), not the API's 1988-03-02.
  await expect(profile).toContainText("02.03.1988");
  for (const label of ["E-Mail", "Telefon", "Adresse", "Geburtsdatum"]) await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);

  await page.getByLabel("Notizen (optional)").fill("Bitte morgens");
  await page.getByRole("button", { name: "Weiter zum Kalender" }).click();
  await expect(heading(page)).toHaveText(TITLE_CALENDAR);
  await page.getByRole("button", { name: "Zurück", exact: true }).click();
  await expect(heading(page)).toHaveText(TITLE_DETAILS);
  // Issue 31: step 1 comes back as it was left (the spec's "clears the form data" lost what was typed).
  await expect(page.getByLabel("Notizen (optional)")).toHaveValue("Bitte morgens");
  await page.getByRole("button", { name: "Weiter zum Kalender" }).click();

  // By keyboard: the arrow keys move between the bookable days only, Tab leads on to the times.
  const bookable = dayGroup(page).getByRole("radio", { disabled: false });
  await bookable.first().focus();
  await page.keyboard.press("Space");
  await expect(bookable.first()).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await expect(bookable.nth(1)).toBeChecked();
  await expect(bookable.nth(1)).toBeFocused();
  await expect(timeGroup(page).getByRole("radio")).toHaveCount(17);
  await page.keyboard.press("Tab");
  await expect(timeGroup(page).getByRole("radio", { disabled: false }).first()).toBeFocused();

  const slot = await pickFreeSlot(page);
  const sent = page.waitForRequest("**/api/labor/createAppointments");
  await page.getByRole("button", { name: "Termin buchen" }).click();
  const request_ = await sent;
  expect(request_.headers().authorization).toBe(`Bearer ${token}`);
  expect(request_.postDataJSON()).toMatchObject({ date: slot.date, time: slot.time, notes: "Bitte morgens", status: "PENDING", type: "INDIVIDUAL_TESTS" });

  await expect(heading(page)).toHaveText(TITLE_BOOKED);
  await expect(page.getByRole("main")).toContainText(email);
  await expect(page.getByRole("main")).toContainText("EUR 18.00");
  await expect(page.getByRole("link", { name: "Zu meinen Terminen" })).toHaveAttribute("href", "/appointments");
  const mine = (await (await request.get("/api/labor/fetchAppointments", { headers: { authorization: `Bearer ${token}` } })).json()).data as {
    date: string;
    time: string;
    notes: string;
    status: string;
    price: number;
  }[];
  expect(mine).toEqual([expect.objectContaining({ date: slot.date, time: slot.time, notes: "Bitte morgens", status: "PENDING", price: 18 })]);
});

test("a slot taken meanwhile: the conflict text, and the slot shows as taken", async ({ page, request }, testInfo) => {
  test.slow();
  const { token } = await createShopper(request, testInfo.workerIndex);
  await useSession(page, token);
  await selectAndBook(page, ["TSH"]);
  await page.getByRole("button", { name: "Weiter zum Kalender" }).click();
  const slot = await pickFreeSlot(page);

  // Someone else books the same slot after this page loaded the day's availability.
  const other = await request.post("/api/labor/createAppointmentGuest", {
    headers: { "x-forwarded-for": `10.78.${testInfo.workerIndex & 255}.${testInfo.retry + 1}` },
    data: {
      date: slot.date,
      time: slot.time,
      notes: "",
      selectedTests: [{ _id: await firstTestId(request) }],
      email: `quick.${Date.now().toString(36)}@example.ch`,
      phone: "+41 61 555 55 55",
      address: "Steinenberg 2, 4051 Basel",
      birthday: "01/02/1980",
    },
  });
  expect(other.status(), await other.text()).toBe(201);

  await page.getByRole("button", { name: "Termin buchen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: CONFLICT })).toHaveText(CONFLICT);
  await expect(heading(page)).toHaveText(TITLE_CALENDAR);
  // The day's slots were loaded again: the lost one is taken, disabled and no longer chosen.
  const lost = timeGroup(page).getByRole("radio", { name: `${slot.time}, vergeben` });
  await expect(lost).toBeDisabled();
  await expect(lost).not.toBeChecked();
  await expect(timeGroup(page).getByRole("radio", { checked: true })).toHaveCount(0);
  // The message stays until the shopper picks another time.
  await expect(page.getByText(CONFLICT)).toBeVisible();
  await timeGroup(page).getByRole("radio", { disabled: false }).first().check();
  await expect(page.getByText(CONFLICT)).toHaveCount(0);
});

test("a customer at the cap of open appointments: the wizard shows the server's German refusal", async ({ page, request }, testInfo) => {
  test.slow();
  const { token } = await createShopper(request, testInfo.workerIndex);
  const auth = { authorization: `Bearer ${token}` };
  const testId = await firstTestId(request);
  // Three open appointments through the API, on free slots from the back of the calendar (the other tests pick at random).
  let held = 0;
  for (const { date } of [...calendarDays(new Date())].reverse()) {
    const slots = (await (await request.get(`/api/labor/availability?date=${encodeURIComponent(date)}`)).json()).data as { time: string; available: boolean }[] | undefined;
    for (const { time } of (slots ?? []).filter((s) => s.available).reverse()) {
      if (held === OPEN_APPOINTMENTS_CAP) break;
      const res = await request.post("/api/labor/createAppointments", { headers: auth, data: { date, time, notes: "", selectedTests: [{ _id: testId }] } });
      if (res.status() === 201) held++;
    }
    if (held === OPEN_APPOINTMENTS_CAP) break;
  }
  expect(held).toBe(OPEN_APPOINTMENTS_CAP);

  await useSession(page, token);
  await selectAndBook(page, ["TSH"]);
  await page.getByRole("button", { name: "Weiter zum Kalender" }).click();
  await pickFreeSlot(page);
  await page.getByRole("button", { name: "Termin buchen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: BOOKING_LIMIT_MESSAGES.openCap })).toHaveText(BOOKING_LIMIT_MESSAGES.openCap);
  await expect(heading(page)).toHaveText(TITLE_CALENDAR);
});

test("without a selection: the yellow warning with its way to /services, and no way on", { tag: "@layout" }, async ({ page }) => {
  await page.goto("/appointment");
  await expect(heading(page)).toHaveText(TITLE_DETAILS);
  await expect(page).toHaveTitle("Labortest Termin buchen | Rheinbogen Apotheke Basel");
  await expect(page.getByText("Keine Tests ausgewählt", { exact: true })).toBeVisible();
  // Issue 31: to where tests are chosen, not to the general services page.
  await expect(page.getByRole("link", { name: "Zu den Dienstleistungen" })).toHaveAttribute("href", "/vacinationspage?tab=services");
  await expect(page.getByRole("button", { name: "Weiter zum Kalender" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Zurück zur Auswahl" })).toHaveAttribute("href", "/vacinationspage?tab=services");
  await expectAccessible(page);
});

test("a booking that fails without an error text says the spec's fallback (empty 500, HTML 502, dropped connection)", async ({ page }) => {
  test.slow();
  const FALLBACK = "Fehler beim Planen des Termins. Bitte versuchen Sie es erneut.";
  await selectAndBook(page, ["TSH"]);
  await field(page, "E-Mail").fill("lea.keller@example.ch");
  await field(page, "Telefon").fill("+41 61 123 45 67");
  await field(page, "Adresse").fill("Rheingasse 1, 4058 Basel");
  await page.getByLabel("Geburtsdatum").fill("1990-04-07");
  await page.getByRole("button", { name: "Weiter zum Kalender" }).click();
  await pickFreeSlot(page);
  const answers: [string, (route: import("@playwright/test").Route) => Promise<void>][] = [
    ["an empty 500", (route) => route.fulfill({ status: 500, body: "" })],
    ["a proxy's HTML 502", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<html><body><h1>502 Bad Gateway</h1></body></html>" })],
    ["a dropped connection", (route) => route.abort("connectionreset")],
  ];
  for (const [what, answer] of answers) {
    // Another time clears the previous attempt's message, so each answer is judged by its own.
    await timeGroup(page).getByRole("radio", { disabled: false, checked: false }).first().check();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    await page.route("**/api/labor/createAppointmentGuest", answer);
    await page.getByRole("button", { name: "Termin buchen" }).click();
    await expect(page.getByRole("alert").filter({ hasText: FALLBACK }), what).toHaveText(FALLBACK);
    await expect(heading(page)).toHaveText(TITLE_CALENDAR);
    await page.unroute("**/api/labor/createAppointmentGuest");
  }
});

test("each step has its URL: the browser's Back returns to the details with the data, a reload stays on its step", async ({ page }, testInfo) => {
  test.slow();
  // An address of its own per project: a guest address holds at most OPEN_APPOINTMENTS_CAP open appointments, and
  // the other tests' bookings under lea.keller@example.ch count towards it.
  const email = `lea.keller.${testInfo.project.name}@example.ch`;
  await selectAndBook(page, ["TSH"]);
  await field(page, "E-Mail").fill(email);
  await field(page, "Telefon").fill("+41 61 123 45 67");
  await field(page, "Adresse").fill("Rheingasse 1, 4058 Basel");
  await page.getByLabel("Geburtsdatum").fill("1990-04-07");
  await page.getByLabel("Notizen (optional)").fill("Bitte morgens");
  await page.getByRole("button", { name: "Weiter zum Kalender" }).click();
  await expect(heading(page)).toHaveText(TITLE_CALENDAR);
  await expect(page).toHaveURL(/\/appointment\?step=2$/);

  // The browser's Back: step 1, everything as typed.
  await page.goBack();
  await expect(page).toHaveURL(/\/appointment$/);
  await expect(heading(page)).toHaveText(TITLE_DETAILS);
  await expect(field(page, "E-Mail")).toHaveValue(email);
  await expect(field(page, "Telefon")).toHaveValue("+41 61 123 45 67");
  await expect(page.getByLabel("Geburtsdatum")).toHaveValue("1990-04-07");
  await expect(page.getByLabel("Notizen (optional)")).toHaveValue("Bitte morgens");
  // Forward and a reload both stay on the calendar.
  await page.goForward();
  await expect(heading(page)).toHaveText(TITLE_CALENDAR);
  await page.reload();
  await expect(heading(page)).toHaveText(TITLE_CALENDAR);
  await expect(page.getByText("Ihre Auswahl:")).toBeVisible();
  // The page's own Back button is the browser's Back.
  await page.getByRole("button", { name: "Zurück", exact: true }).click(HYDRATION);
  await expect(heading(page)).toHaveText(TITLE_DETAILS);
  await expect(field(page, "Adresse")).toHaveValue("Rheingasse 1, 4058 Basel");

  await page.getByRole("button", { name: "Weiter zum Kalender" }).click();
  const slot = await pickFreeSlot(page);
  await page.getByRole("button", { name: "Termin buchen" }).click();
  await expect(heading(page)).toHaveText(TITLE_BOOKED);
  await expect(page).toHaveURL(/\/appointment\?step=3$/);
  await page.reload();
  await expect(heading(page)).toHaveText(TITLE_BOOKED);
  await expect(page.getByRole("main")).toContainText(`${slot.time} Uhr`);
  // Back from the confirmation leads to an empty step 1, not to booking the same slot again.
  await page.goBack();
  await expect(heading(page)).toHaveText(TITLE_DETAILS);
  await expect(field(page, "E-Mail")).toHaveValue("");
});

test("the selection's preparation at the time picker, later slots marked where a hint asks for the morning", async ({ page, request }, testInfo) => {
  test.slow();
  // Data-driven: a test whose hint names a time of day, read from the laboratory's own data.
  const grouped = (await (await request.get("/api/lab-tests/getAllLabTests")).json()).data as Record<string, { _id: string; name: string; preparation: string }[]>;
  const timed = Object.values(grouped)
    .flat()
    .find((t) => latestStartOf(t.preparation) !== null)!;
  const limit = latestStartOf(timed.preparation)!;
  const { token } = await createShopper(request, testInfo.workerIndex + 30);
  await useSession(page, token);
  await selectAndBook(page, [timed.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")]);
  await page.getByRole("button", { name: "Weiter zum Kalender" }).click();
  await expect(heading(page)).toHaveText(TITLE_CALENDAR);
  const hints = page.getByRole("region", { name: "Vorbereitung" });
  await expect(hints).toContainText(`${timed.name}: ${timed.preparation}`);
  await expect(hints).toContainText(`Für Ihre Auswahl empfehlen wir einen Termin ${limitText(limit)}.`);

  const days = dayGroup(page).getByRole("radio", { disabled: false });
  let marked = 0;
  for (let i = 0; i < (await days.count()) && marked === 0; i++) {
    await days.nth(i).check();
    await expect(timeGroup(page).getByRole("radio")).toHaveCount(17);
    for (const radio of await timeGroup(page).getByRole("radio", { disabled: false }).all()) {
      const time = (await radio.getAttribute("value"))!;
      const label = await radio.getAttribute("aria-label");
      expect(label).toBe(isLaterThan(time, limit) ? `${time}, später als empfohlen` : time);
      if (isLaterThan(time, limit)) marked += 1;
    }
  }
  expect(marked).toBeGreaterThan(0);
  await page.screenshot({ path: `.test-output/screenshots-wizard/${testInfo.project.name}-preparation.png`, fullPage: true });
});
