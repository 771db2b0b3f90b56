/**
 * The one calendar (docs/decisions/028-one-place-per-rule.md): calendar days and their arithmetic, the names of
 * days and months, and the pharmacy's time zone. Everything that speaks of dates (opening hours, holidays,
 * appointment slots, order estimates, the desk, mails and the invoice) builds on this module, which imports none
 * of them, and none of Intl or a time-zone library: the open/closed badge brings it into the frame every page
 * loads, where @date-fns/tz would add 2.3 kB gzipped and a first Intl time-zone lookup tens of milliseconds of main
 * thread. The Zurich rule is written out once below and checked against Intl and @date-fns/tz in its tests.
 * Names come from fixed lists rather than Intl, so server and browser print the same characters.
 */

export const PHARMACY_TIME_ZONE = "Europe/Zurich";

/** A day of the Gregorian calendar, without a time or a zone. */
export type CalendarDay = { year: number; month: number; day: number };

/** Indexed by `weekdayOf` (0 = Sunday), as Date's getUTCDay counts. */
export const WEEKDAYS = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"] as const;
export const WEEKDAYS_SHORT = ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"] as const;
export const MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"] as const;
export const MONTHS_SHORT = ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."] as const;
/** The customer's appointment pages are English (spec laboratory.md). */
export const WEEKDAYS_EN = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export const MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const pad = (n: number) => String(n).padStart(2, "0");

// ---- day arithmetic, free of time zones ----

/** Days since 1970-01-01. */
export const dayNumber = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day) / DAY_MS;
export const fromDayNumber = (n: number): CalendarDay => {
  const d = new Date(n * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
/** `n` calendar days later (earlier when negative); months and years roll over. */
export const addDays = (day: CalendarDay, n: number): CalendarDay => fromDayNumber(dayNumber(day) + n);
export const sameDay = (a: CalendarDay, b: CalendarDay) => a.year === b.year && a.month === b.month && a.day === b.day;
/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: CalendarDay) => new Date(dayNumber(day) * DAY_MS).getUTCDay();
/** 1 = Monday … 7 = Sunday. */
export const isoWeekdayOf = (day: CalendarDay) => weekdayOf(day) || 7;
export const isWeekend = (day: CalendarDay) => weekdayOf(day) === 0 || weekdayOf(day) === 6;

// ---- texts ----

const DAY_TEXT = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** `dd/mm/yyyy` (how the API sends days) of a real calendar day (no 31/02), else null. */
export function parseDayText(text: string): CalendarDay | null {
  const match = DAY_TEXT.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12) return null;
  const parsed = { year, month, day };
  return sameDay(fromDayNumber(dayNumber(parsed)), parsed) ? parsed : null;
}
export const formatDayText = ({ year, month, day }: CalendarDay) => `${pad(day)}/${pad(month)}/${year}`;
/** `yyyy-mm-dd`, the database's date. */
export const isoDayText = ({ year, month, day }: CalendarDay) => `${year}-${pad(month)}-${pad(day)}`;
export const fromIsoDayText = (iso: string): CalendarDay => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) });
/** "24.11.2026", as Swiss letters write a date. */
export const swissDateText = ({ year, month, day }: CalendarDay) => `${pad(day)}.${pad(month)}.${year}`;
/** "Montag, 30. November 2026". */
export const longDayText = (day: CalendarDay) => `${WEEKDAYS[weekdayOf(day)]}, ${day.day}. ${MONTHS[day.month - 1]} ${day.year}`;
/** "HH:mm" of minutes after midnight. */
export const clockText = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

// ---- the pharmacy's time zone ----

/**
 * Zurich's wall clock for an instant, as a Date whose UTC fields read the local time: CET (UTC+1), and CEST
 * (UTC+2) from the last Sunday of March to the last Sunday of October, both at 01:00 UTC (the EU rule, which
 * Switzerland has followed since 1981). A test compares it with Intl's Europe/Zurich over years of instants.
 */
export function zurichWallClock(at: Date): Date {
  const year = at.getUTCFullYear();
  const lastSundayAt1Utc = (month: number) => {
    const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
    return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
  };
  const time = at.getTime();
  const summer = time >= lastSundayAt1Utc(2) && time < lastSundayAt1Utc(9);
  return new Date(time + (summer ? 2 : 1) * HOUR_MS);
}

/** The Zurich calendar day of an instant. */
export function zurichDay(at: Date): CalendarDay {
  const l = zurichWallClock(at);
  return { year: l.getUTCFullYear(), month: l.getUTCMonth() + 1, day: l.getUTCDate() };
}

/** Minutes after midnight on Zurich's clock. */
export function zurichMinutes(at: Date): number {
  const l = zurichWallClock(at);
  return l.getUTCHours() * 60 + l.getUTCMinutes();
}

/**
 * The instant at which Zurich's clock shows `minutes` after midnight of `day`, whatever the UTC offset that day:
 * of UTC+1 and UTC+2, the one whose wall clock reads it (the later one, in winter time, when the autumn hour
 * repeats); a time in the spring gap, which no clock shows, is read an hour later. Both as @date-fns/tz's TZDate
 * does (tested against it).
 */
export function zurichInstant(day: CalendarDay, minutes: number): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day) + minutes * 60_000;
  for (const offsetHours of [1, 2]) {
    const at = new Date(wall - offsetHours * HOUR_MS);
    if (zurichWallClock(at).getTime() === wall) return at;
  }
  return new Date(wall - HOUR_MS);
}

/** The instants a Zurich calendar day runs between, `to` excluded (23 or 25 hours on the days the clocks change). */
export const zurichDayBounds = (day: CalendarDay) => ({ from: zurichInstant(day, 0), to: zurichInstant(addDays(day, 1), 0) });

/** "24.11.2026" and "09:15" of an instant in Zurich. */
export const zurichDateText = (at: Date) => swissDateText(zurichDay(at));
export const zurichTimeText = (at: Date) => clockText(zurichMinutes(at));
