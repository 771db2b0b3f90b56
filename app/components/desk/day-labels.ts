import { addDays, formatDayText, longDayText, parseDayText, WEEKDAYS_SHORT, weekdayOf, zurichDay } from "#contracts/calendar.ts";
import { calendarDays } from "#contracts/appointment-slots.ts";

/**
 * The desk's names for days, all in Zurich time, from contracts/calendar.ts's fixed lists (a label is the same
 * whatever ICU data the browser ships); pure, so tested without a browser.
 */

/** Today's `dd/mm/yyyy` in Zurich. */
export const todayText = (now: Date) => formatDayText(zurichDay(now));

/** "Dienstag, 24. November 2026" for `dd/mm/yyyy`; the text itself when it is not a date. */
export function longDay(date: string): string {
  const day = parseDayText(date);
  return day ? longDayText(day) : date;
}

/** "Di 24.11." for lists and the strip. */
export function shortDay(date: string): string {
  const day = parseDayText(date);
  return day ? `${WEEKDAYS_SHORT[weekdayOf(day)]} ${day.day}.${day.month}.` : date;
}

export type StripDay = { date: string; weekdayShort: string; dayOfMonth: number; month: number; weekend: boolean; holiday: string | null; label: string };

/** Today and the next 13 days, the days the strip offers (the booking horizon). */
export function stripDays(now: Date): StripDay[] {
  return calendarDays(now).map(({ date, day, weekend, holiday }) => ({
    date,
    weekdayShort: WEEKDAYS_SHORT[weekdayOf(day)],
    dayOfMonth: day.day,
    month: day.month,
    weekend,
    // Known without the server: the strip marks a holiday closed before /desk/days answers.
    holiday,
    label: longDay(date),
  }));
}

/** The last day of the window that starts today and spans `days` days, as `dd/mm/yyyy`. */
export function daysAhead(now: Date, days: number): string {
  return formatDayText(addDays(zurichDay(now), days));
}

/** A server timestamp (ISO) as "24.11.2026, 09:15" in Zurich time. */
export function stampText(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const parts = new Intl.DateTimeFormat("de-CH", {
    timeZone: "Europe/Zurich",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
  return parts;
}
