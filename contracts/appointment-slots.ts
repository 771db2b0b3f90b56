import { TZDate } from "@date-fns/tz";
import { holidayOn } from "./holidays.ts";

/**
 * The laboratory's appointment slots (spec laboratory.md §9, docs/decisions/015-appointments.md): 17 a day, 09:00 to 17:00 every
 * 30 minutes, Monday to Friday, from now to 13 days ahead, all in the pharmacy's time zone. Pure: the server
 * checks bookings with it and the calendar offers the same days and times. Dates travel as `dd/mm/yyyy`,
 * times as `HH:mm`, both Zurich wall-clock time; `TZDate` turns them into the instant, so a slot on the day
 * the clocks change is still the 09:00 the customer saw.
 */

export const APPOINTMENT_TIME_ZONE = "Europe/Zurich";
export const SLOT_MINUTES = 30;
/** Days after today that can still be booked (today plus 13: the calendar's 14 days). */
export const MAX_DAYS_AHEAD = 13;

export const SLOT_TIMES: readonly string[] = Array.from({ length: 17 }, (_, i) => {
  const minutes = 9 * 60 + i * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

export const SLOT_MESSAGES = {
  dateFormat: "Date must be a valid date in the format dd/mm/yyyy",
  timeFormat: "Time must be in the format HH:mm",
  offGrid: "Time must be one of the slots from 09:00 to 17:00 every 30 minutes",
  weekend: "Appointments can only be booked Monday to Friday",
  past: "This appointment time is in the past",
  tooFar: `Appointments can be booked at most ${MAX_DAYS_AHEAD} days ahead`,
} as const;

export type CalendarDay = { year: number; month: number; day: number };

const DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `dd/mm/yyyy` of a real calendar day (no 31/02), else null. */
export function parseSlotDate(text: string): CalendarDay | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** `HH:mm` as minutes after midnight, else null. */
export function parseSlotTime(text: string): number | null {
  const match = TIME_PATTERN.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const pad = (n: number) => String(n).padStart(2, "0");
export const formatSlotDate = ({ year, month, day }: CalendarDay) => `${pad(day)}/${pad(month)}/${year}`;

/** Days since 1970-01-01 of a calendar day: day arithmetic free of time zones. */
const dayNumber = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day) / 86_400_000;
const fromDayNumber = (n: number): CalendarDay => {
  const d = new Date(n * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
export const isWeekend = (day: CalendarDay) => [0, 6].includes(new Date(dayNumber(day) * 86_400_000).getUTCDay());

/** The Zurich calendar day of an instant. */
export function zurichDay(instant: Date): CalendarDay {
  const z = new TZDate(instant.getTime(), APPOINTMENT_TIME_ZONE);
  return { year: z.getFullYear(), month: z.getMonth() + 1, day: z.getDate() };
}

/** The instant a slot starts: the Zurich wall-clock time on that day, whatever its UTC offset. */
export function slotStart(day: CalendarDay, minutes: number): Date {
  const z = new TZDate(day.year, day.month - 1, day.day, Math.floor(minutes / 60), minutes % 60, APPOINTMENT_TIME_ZONE);
  return new Date(z.getTime());
}

/** The `dd/mm/yyyy` and `HH:mm` of an instant in Zurich: how an appointment is answered. */
export function toSlotText(instant: Date): { date: string; time: string } {
  const z = new TZDate(instant.getTime(), APPOINTMENT_TIME_ZONE);
  return { date: formatSlotDate(zurichDay(instant)), time: `${pad(z.getHours())}:${pad(z.getMinutes())}` };
}

export type SlotCheck = { ok: true; startsAt: Date } | { ok: false; field: "date" | "time"; message: string };

/** Why a day cannot be booked (malformed, weekend, past, too far), or its calendar day. */
export function checkDay(date: string, now: Date): { ok: true; day: CalendarDay } | { ok: false; message: string } {
  const day = parseSlotDate(date);
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
  const today = dayNumber(zurichDay(now));
  return Array.from({ length: MAX_DAYS_AHEAD + 1 }, (_, i) => {
    const day = fromDayNumber(today + i);
    const weekend = isWeekend(day);
    const holiday = holidayOn(day);
    return { date: formatSlotDate(day), day, bookable: !weekend && holiday === null, weekend, holiday };
  });
}
