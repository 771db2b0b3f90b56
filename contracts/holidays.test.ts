import { describe, expect, it } from "vitest";
import { formatDayText } from "./calendar.ts";
import { calendarDays } from "./appointment-slots.ts";
import { easterSunday, holidayOn, publicHolidays } from "./holidays.ts";

describe("easterSunday", () => {
  // Published Easter dates (Gregorian), including the extremes 22 March (1818, 2285) and 25 April (1943, 2038).
  it.each([
    [1818, "22/03/1818"],
    [1943, "25/04/1943"],
    [2000, "23/04/2000"],
    [2019, "21/04/2019"],
    [2024, "31/03/2024"],
    [2025, "20/04/2025"],
    [2026, "05/04/2026"],
    [2027, "28/03/2027"],
    [2028, "16/04/2028"],
    [2029, "01/04/2029"],
    [2030, "21/04/2030"],
    [2038, "25/04/2038"],
    [2285, "22/03/2285"],
  ])("%i: %s", (year, expected) => {
    expect(formatDayText(easterSunday(year))).toBe(expected);
  });
});

describe("publicHolidays (Basel-Stadt)", () => {
  it("lists the nine holidays of 2026 in calendar order", () => {
    expect(publicHolidays(2026).map((h) => `${formatDayText(h.day)} ${h.name}`)).toEqual([
      "01/01/2026 Neujahr",
      "03/04/2026 Karfreitag",
      "06/04/2026 Ostermontag",
      "01/05/2026 Tag der Arbeit",
      "14/05/2026 Auffahrt",
      "25/05/2026 Pfingstmontag",
      "01/08/2026 Bundesfeier",
      "25/12/2026 Weihnachten",
      "26/12/2026 Stephanstag",
    ]);
  });

  it.each([
    [2024, "29/03/2024", "01/04/2024", "09/05/2024", "20/05/2024"],
    [2025, "18/04/2025", "21/04/2025", "29/05/2025", "09/06/2025"],
    [2027, "26/03/2027", "29/03/2027", "06/05/2027", "17/05/2027"],
    [2028, "14/04/2028", "17/04/2028", "25/05/2028", "05/06/2028"],
    [2029, "30/03/2029", "02/04/2029", "10/05/2029", "21/05/2029"],
    [2030, "19/04/2030", "22/04/2030", "30/05/2030", "10/06/2030"],
  ])("%i: Karfreitag %s, Ostermontag %s, Auffahrt %s, Pfingstmontag %s", (year, goodFriday, easterMonday, ascension, whitMonday) => {
    const byName = new Map(publicHolidays(year).map((h) => [h.name, formatDayText(h.day)]));
    expect([byName.get("Karfreitag"), byName.get("Ostermontag"), byName.get("Auffahrt"), byName.get("Pfingstmontag")]).toEqual([goodFriday, easterMonday, ascension, whitMonday]);
  });

  it("Easter Monday, Ascension and Whit Monday fall on a Monday, a Thursday and a Monday; Good Friday on a Friday", () => {
    for (let year = 2000; year <= 2100; year++) {
      const weekday = new Map(publicHolidays(year).map((h) => [h.name, new Date(Date.UTC(h.day.year, h.day.month - 1, h.day.day)).getUTCDay()]));
      expect([weekday.get("Karfreitag"), weekday.get("Ostermontag"), weekday.get("Auffahrt"), weekday.get("Pfingstmontag")]).toEqual([5, 1, 4, 1]);
    }
  });

  it("holidayOn names a holiday and answers null for an ordinary day", () => {
    expect(holidayOn({ year: 2027, month: 12, day: 26 })).toBe("Stephanstag");
    expect(holidayOn({ year: 2026, month: 5, day: 14 })).toBe("Auffahrt");
    expect(holidayOn({ year: 2026, month: 5, day: 13 })).toBeNull();
  });
});

describe("calendarDays and public holidays", () => {
  it("offers a public holiday on a weekday as not bookable, naming it", () => {
    // Thursday 17/12/2026 at noon: the 14 days run to Wednesday 30/12, Christmas Friday 25/12, Stephanstag Saturday.
    const days = calendarDays(new Date("2026-12-17T11:00:00Z"));
    expect(days.filter((d) => !d.bookable).map((d) => `${d.date} ${d.weekend ? "weekend" : ""}${d.holiday ?? ""}`)).toEqual([
      "19/12/2026 weekend",
      "20/12/2026 weekend",
      "25/12/2026 Weihnachten",
      "26/12/2026 weekendStephanstag",
      "27/12/2026 weekend",
    ]);
  });
});
