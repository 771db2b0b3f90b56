import { addDays, clockText, dayNumber, formatDayText, isWeekend, parseDayText, zurichDay, zurichInstant, zurichTimeText, type CalendarDay } from "./calendar.ts";
import { holidayOn } from "./holidays.ts";

/**
 * The laboratory's appointment slots (spec laboratory.md §9, docs/decisions/015-appointments.md): 17 a day, 09:00 to 17:00 every
 * 30 minutes, Monday to Friday, from now to 13 days ahead, all in the pharmacy's time zone. Pure: the server
 * checks bookings with it and the calendar offers the same days and times. Dates travel as `dd/mm/yyyy`,
 * times as `HH:mm`, both Zurich wall-clock time (contracts/calendar.ts turns them into the instant, so a slot on
 * the day the clocks change is still the 09:00 the customer saw).
 */

export const SLOT_MINUTES = 30;
/** Days after today that can still be booked (today plus 13: the calendar's 14 days). */
export const MAX_DAYS_AHEAD = 13;

export const SLOT_TIMES: readonly string[] = Array.from({ length: 17 }, (_, i) => clockText(9 * 60 + i * SLOT_MINUTES));

/** When laboratory appointments can be booked, as every page says it: from the slots themselves, so it stays right. */
export const LAB_HOURS_TEXT = `Montag bis Freitag ${SLOT_TIMES[0]} bis ${SLOT_TIMES[SLOT_TIMES.length - 1]}`;

export const SLOT_MESSAGES = {
  dateFormat: "Date must be a valid date in the format dd/mm/yyyy",
  timeFormat: "Time must be in the format HH:mm",
  offGrid: "Time must be one of the slots from 09:00 to 17:00 every 30 minutes",
  weekend: "Appointments can only be booked Monday to Friday",
  past: "This appointment time is in the past",
  tooFar: `Appointments can be booked at most ${MAX_DAYS_AHEAD} days ahead`,
} as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:mm` as minutes after midnight, else null. */
export function parseSlotTime(text: string): number | null {
  const match = TIME_PATTERN.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The instant a slot starts: the Zurich wall-clock time on that day, whatever its UTC offset. */
export const slotStart = zurichInstant;

/** The `dd/mm/yyyy` and `HH:mm` of an instant in Zurich: how an appointment is answered. */
export function toSlotText(instant: Date): { date: string; time: string } {
  return { date: formatDayText(zurichDay(instant)), time: zurichTimeText(instant) };
}

export type SlotCheck = { ok: true; startsAt: Date } | { ok: false; field: "date" | "time"; message: string };

/** Why a day cannot be booked (malformed, weekend, past, too far), or its calendar day. */
export function checkDay(date: string, now: Date): { ok: true; day: CalendarDay } | { ok: false; message: string } {
  const day = parseDayText(date);
  if (!day) return { ok: false, message: SLOT_MESSAGES.dateFormat };
  const ahead = dayNumber(day) - dayNumber(zurichDay(now));
  if (ahead < 0) return { ok: false, message: SLOT_MESSAGES.past };
  if (ahead > MAX_DAYS_AHEAD) return { ok: false, message: SLOT_MESSAGES.tooFar };
  if (isWeekend(day)) return { ok: false, message: SLOT_MESSAGES.weekend };
  return { ok: true, day };
}

/** Whether `date` at `time` is a bookable slot at `now`; the first rule it breaks otherwise. */
export function checkSlot(date: string, time: string, now: Date): SlotCheck {
  const day = checkDay(date, now);
  if (!day.ok) return { ok: false, field: "date", message: day.message };
  const minutes = parseSlotTime(time);
  if (minutes === null) return { ok: false, field: "time", message: SLOT_MESSAGES.timeFormat };
  if (!SLOT_TIMES.includes(time)) return { ok: false, field: "time", message: SLOT_MESSAGES.offGrid };
  const startsAt = slotStart(day.day, minutes);
  if (startsAt.getTime() <= now.getTime()) return { ok: false, field: "time", message: SLOT_MESSAGES.past };
  return { ok: true, startsAt };
}

/** The slots of a bookable day with the instant each starts and whether it has already begun at `now`. */
export function daySlots(day: CalendarDay, now: Date): { time: string; startsAt: Date; past: boolean }[] {
  return SLOT_TIMES.map((time) => {
    const startsAt = slotStart(day, parseSlotTime(time)!);
    return { time, startsAt, past: startsAt.getTime() <= now.getTime() };
  });
}

/**
 * The calendar's 14 days from today, each with whether it can be booked at all: not on weekends, nor on Basel-Stadt's
 * public holidays (contracts/holidays.ts; closures the desk makes are the server's to tell, per slot).
 */
export function calendarDays(now: Date): { date: string; day: CalendarDay; bookable: boolean; weekend: boolean; holiday: string | null }[] {
  const today = zurichDay(now);
  return Array.from({ length: MAX_DAYS_AHEAD + 1 }, (_, i) => {
    const day = addDays(today, i);
    const weekend = isWeekend(day);
    const holiday = holidayOn(day);
    return { date: formatDayText(day), day, bookable: !weekend && holiday === null, weekend, holiday };
  });
}
