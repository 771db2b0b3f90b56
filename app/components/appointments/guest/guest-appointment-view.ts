import { parseSlotDate } from "#contracts/appointment-slots.ts";

const WEEKDAYS = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"] as const;
const MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"] as const;

/** The calendar leaf and the long date in German, by hand (server and browser render the same characters). */
export function germanDayParts(date: string): { weekday: string; day: number; month: string; year: number } | null {
  const day = parseSlotDate(date);
  if (!day) return null;
  const weekday = WEEKDAYS[new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay()]!;
  return { weekday, day: day.day, month: MONTHS[day.month - 1]!, year: day.year };
}

/** 'Montag, 30. November 2026' (the date as sent when it cannot be read). */
export function germanLongDate(date: string): string {
  const parts = germanDayParts(date);
  return parts ? `${parts.weekday}, ${parts.day}. ${parts.month} ${parts.year}` : date;
}
