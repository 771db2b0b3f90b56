import type { CalendarDay } from "./appointment-slots.ts";
import { holidayOn } from "./holidays.ts";

export const PHARMACY_TIME_ZONE = "Europe/Zurich";

/** Minutes after midnight, per ISO weekday (1 = Monday … 7 = Sunday); null = closed all day. */
export const openingSchedule: Record<number, { opens: number; closes: number } | null> = {
  1: { opens: 8 * 60, closes: 19 * 60 + 30 },
  2: { opens: 8 * 60, closes: 19 * 60 + 30 },
  3: { opens: 8 * 60, closes: 19 * 60 + 30 },
  4: { opens: 8 * 60, closes: 19 * 60 + 30 },
  5: { opens: 8 * 60, closes: 19 * 60 + 30 },
  6: { opens: 8 * 60, closes: 17 * 60 },
  7: null,
};

export const OPEN_LABEL = "Jetzt geöffnet";

export type OpenStatus = { open: boolean; label: string };

const WEEKDAYS = ["", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"];
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const isoWeekday = (day: CalendarDay) => {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};
const nextDay = ({ year, month, day }: CalendarDay): CalendarDay => {
  const d = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
/** The day's hours, or null when the pharmacy is closed all day: Sundays and Basel's public holidays (issue 30). */
export const hoursOn = (day: CalendarDay) => (holidayOn(day) ? null : openingSchedule[isoWeekday(day)]);

/**
 * Open/closed badge of the top banner, always in Zurich local time whatever the visitor's clock says.
 * The texts are the spec's (shop.md §4): Saturday evening and Sunday point to Monday. A public holiday of
 * Basel-Stadt (contracts/holidays.ts) is closed all day and names itself; the next opening skips holidays too
 * ("Geschlossen (Weihnachten) - Öffnet Montag um 08:00").
 */
export function openStatus(at: Date): OpenStatus {
  const local = zurichWallClock(at);
  const today: CalendarDay = { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  const hours = hoursOn(today);

  if (hours && minutes >= hours.opens && minutes < hours.closes) return { open: true, label: OPEN_LABEL };
  if (hours && minutes < hours.opens) return { open: false, label: `Öffnet um ${clock(hours.opens)}` };
  let next = nextDay(today);
  let days = 1;
  // Two weeks always hold a working day; the bound only keeps a schedule edited to "never" from looping.
  while (!hoursOn(next) && days < 14) {
    next = nextDay(next);
    days++;
  }
  const opens = hoursOn(next)?.opens ?? openingSchedule[1]!.opens;
  const when = days === 1 && isoWeekday(today) < 6 ? "morgen" : WEEKDAYS[isoWeekday(next)];
  const holiday = holidayOn(today);
  return { open: false, label: `Geschlossen${holiday ? ` (${holiday})` : ""} - Öffnet ${when} um ${clock(opens)}` };
}

const HOUR_MS = 3_600_000;

/**
 * Zurich's wall clock for an instant, as a Date whose UTC fields read the local time: CET (UTC+1), and CEST
 * (UTC+2) from the last Sunday of March to the last Sunday of October, both at 01:00 UTC (the EU rule, which
 * Switzerland has followed since 1981). Worked out by hand because the badge runs on every page, and a browser's
 * first time-zone lookup through Intl loads ICU data for tens of milliseconds of main thread (about a quarter of
 * a phone's blocking time at start). A test compares it with Intl's Europe/Zurich over years of instants.
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
