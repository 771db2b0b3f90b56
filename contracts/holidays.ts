import { addDays, sameDay, type CalendarDay } from "./calendar.ts";

/**
 * Basel-Stadt's public holidays, on which the pharmacy's laboratory is closed without a closure row
 * (issue 18, docs/decisions/016-pharmacy-desk.md). Pure and computed for any year: the four Easter-based
 * days follow Easter Sunday, the others are fixed dates. Sundays are not listed (the laboratory never opens
 * on a weekend anyway).
 */

export type PublicHoliday = { day: CalendarDay; name: string };

/**
 * Easter Sunday of the Gregorian calendar, by the anonymous Gregorian algorithm (Meeus/Jones/Butcher): pure
 * integer arithmetic, valid for every year from 1583 on.
 */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** The year's public holidays in Basel-Stadt, in calendar order. */
export function publicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number): CalendarDay => ({ year, month, day });
  return [
    { day: fixed(1, 1), name: "Neujahr" },
    { day: addDays(easter, -2), name: "Karfreitag" },
    { day: addDays(easter, 1), name: "Ostermontag" },
    { day: fixed(5, 1), name: "Tag der Arbeit" },
    { day: addDays(easter, 39), name: "Auffahrt" },
    { day: addDays(easter, 50), name: "Pfingstmontag" },
    { day: fixed(8, 1), name: "Bundesfeier" },
    { day: fixed(12, 25), name: "Weihnachten" },
    { day: fixed(12, 26), name: "Stephanstag" },
  ].sort((x, y) => x.day.month - y.day.month || x.day.day - y.day.day);
}

/** The holiday's name when the day is a public holiday in Basel-Stadt, else null. */
export function holidayOn(day: CalendarDay): string | null {
  return publicHolidays(day.year).find((h) => sameDay(h.day, day))?.name ?? null;
}
