import { longDayText, MONTHS_SHORT, WEEKDAYS_SHORT, weekdayOf } from "#contracts/calendar.ts";
import { calendarDays, daySlots } from "#contracts/appointment-slots.ts";

/**
 * The slot picker's view of the calendar (spec laboratory.md §2, §5, §9): the 14 days from today, each with
 * its German names (contracts/calendar.ts) and whether it can be picked. Pure, so it is tested without a browser.
 */

export type PickerDay = {
  /** `dd/mm/yyyy`, what the picker reports and the API takes. */
  date: string;
  weekdayShort: string;
  dayOfMonth: number;
  monthShort: string;
  /** Spoken name, e.g. "Montag, 30. November 2026". */
  label: string;
  /** False on weekends, closed days and on a today whose last slot has already begun. */
  bookable: boolean;
  /**
   * Why a weekday is closed, as the customer may read it: a public holiday's name, or "Geschlossen" for a day the
   * pharmacy closed (its own reason stays at the desk). Null on open days and weekends.
   */
  closed: string | null;
};

export const CLOSED_DAY = "Geschlossen";


/** `closedDays`: the days the desk closed as a whole (GET /api/labor/closed-days), `dd/mm/yyyy`. */
export function pickerDays(now: Date, closedDays: ReadonlySet<string> = new Set()): PickerDay[] {
  return calendarDays(now).map(({ date, day, bookable, weekend, holiday }, index) => ({
    date,
    weekdayShort: WEEKDAYS_SHORT[weekdayOf(day)],
    dayOfMonth: day.day,
    monthShort: MONTHS_SHORT[day.month - 1],
    label: longDayText(day),
    // Late in the afternoon today has nothing left to offer; a day with only begun slots would be a dead end.
    bookable: bookable && !closedDays.has(date) && !(index === 0 && daySlots(day, now).every((slot) => slot.past)),
    closed: weekend ? null : (holiday ?? (closedDays.has(date) ? CLOSED_DAY : null)),
  }));
}
