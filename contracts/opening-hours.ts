import { addDays, clockText, isoWeekdayOf, WEEKDAYS, weekdayOf, zurichDay, zurichMinutes, type CalendarDay } from "./calendar.ts";
import { holidayOn } from "./holidays.ts";

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

/** The day's hours, or null when the pharmacy is closed all day: Sundays and Basel's public holidays (issue 30). */
export const hoursOn = (day: CalendarDay) => (holidayOn(day) ? null : openingSchedule[isoWeekdayOf(day)]);

/**
 * Open/closed badge of the top banner, always in Zurich local time whatever the visitor's clock says.
 * The texts are the spec's (shop.md §4): Saturday evening and Sunday point to Monday. A public holiday of
 * Basel-Stadt (contracts/holidays.ts) is closed all day and names itself; the next opening skips holidays too
 * ("Geschlossen (Weihnachten) - Öffnet Montag um 08:00").
 */
export function openStatus(at: Date): OpenStatus {
  const today = zurichDay(at);
  const minutes = zurichMinutes(at);
  const hours = hoursOn(today);

  if (hours && minutes >= hours.opens && minutes < hours.closes) return { open: true, label: OPEN_LABEL };
  if (hours && minutes < hours.opens) return { open: false, label: `Öffnet um ${clockText(hours.opens)}` };
  let next = addDays(today, 1);
  let days = 1;
  // Two weeks always hold a working day; the bound only keeps a schedule edited to "never" from looping.
  while (!hoursOn(next) && days < 14) {
    next = addDays(next, 1);
    days++;
  }
  const opens = hoursOn(next)?.opens ?? openingSchedule[1]!.opens;
  const when = days === 1 && isoWeekdayOf(today) < 6 ? "morgen" : WEEKDAYS[weekdayOf(next)];
  const holiday = holidayOn(today);
  return { open: false, label: `Geschlossen${holiday ? ` (${holiday})` : ""} - Öffnet ${when} um ${clockText(opens)}` };
}
