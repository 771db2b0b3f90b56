import { calendarDays, formatSlotDate, parseSlotDate, zurichDay, type CalendarDay } from "#contracts/appointment-slots.ts";

/**
 * The desk's names for days, all in Zurich time. Fixed German lists rather than Intl, so a label is the same
 * whatever ICU data the browser ships, and the functions are pure (tested without a browser).
 */

const WEEKDAYS_SHORT = ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"] as const;
const WEEKDAYS = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"] as const;
const MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"] as const;

const weekdayOf = ({ year, month, day }: CalendarDay) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** Today's `dd/mm/yyyy` in Zurich. */
export const todayText = (now: Date) => formatSlotDate(zurichDay(now));

/** "Dienstag, 24. November 2026" for `dd/mm/yyyy`; the text itself when it is not a date. */
export function longDay(date: string): string {
  const day = parseSlotDate(date);
  return day ? `${WEEKDAYS[weekdayOf(day)]}, ${day.day}. ${MONTHS[day.month - 1]} ${day.year}` : date;
}

/** "Di 24.11." for lists and the strip. */
export function shortDay(date: string): string {
  const day = parseSlotDate(date);
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
  const today = zurichDay(now);
  const end = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return formatSlotDate({ year: end.getUTCFullYear(), month: end.getUTCMonth() + 1, day: end.getUTCDate() });
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
