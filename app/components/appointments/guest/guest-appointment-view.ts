import { longDayText, MONTHS, parseDayText, WEEKDAYS, weekdayOf } from "#contracts/calendar.ts";

/** The calendar leaf and the long date in German, by hand (server and browser render the same characters). */
export function germanDayParts(date: string): { weekday: string; day: number; month: string; year: number } | null {
  const day = parseDayText(date);
  if (!day) return null;
  return { weekday: WEEKDAYS[weekdayOf(day)], day: day.day, month: MONTHS[day.month - 1]!, year: day.year };
}

/** 'Montag, 30. November 2026' (the date as sent when it cannot be read). */
export function germanLongDate(date: string): string {
  const day = parseDayText(date);
  return day ? longDayText(day) : date;
}
