import type { BadgeTone } from "#app/components/ui/badge.tsx";
import { APPOINTMENT_CUSTOMER_MAY, type Appointment } from "#contracts/appointments.ts";
import { parseSlotTime, SLOT_MINUTES, slotStart } from "#contracts/appointment-slots.ts";
import { customerMay } from "#contracts/workflow.ts";
import { clockText, longDayText, MONTHS_EN, parseDayText, WEEKDAYS_EN, weekdayOf, type CalendarDay } from "#contracts/calendar.ts";

/**
 * How the appointments page reads an appointment (spec laboratory.md §2, §4), kept free of React so it can be
 * tested: the status colour, whether it may still be changed, its day in words, and upcoming or past.
 */

/** Spec §4: PENDING yellow, COMPLETED green, any other value red (cancelled, or one the page does not know). */
export function statusTone(status: string): BadgeTone {
  if (status === "PENDING") return "warning";
  if (status === "COMPLETED") return "brand";
  return "danger";
}

/** Spec §2: only PENDING appointments offer Edit and Cancel. */
export const isChangeable = (appointment: Pick<Appointment, "status">) =>
  customerMay(APPOINTMENT_CUSTOMER_MAY, appointment.status, "edit") && customerMay(APPOINTMENT_CUSTOMER_MAY, appointment.status, "cancel");

/** Spec §4's service labels for the booking type; a booking from the services page mixes both. */
export function typeLabel(type: string): string | null {
  if (type === "INDIVIDUAL_TESTS") return "Individual Lab Tests";
  if (type === "ANALYSIS_PACKS") return "Analysis Packs";
  if (type === "MIXED_SERVICES") return "Lab tests and analysis packs";
  return null;
}

/** The calendar leaf of a card: weekday, day, month, year in English (by hand, so server and browser agree). */
export function dayParts(date: string): { weekday: string; day: number; month: string; year: number } | null {
  const day = parseDayText(date);
  if (!day) return null;
  return { weekday: WEEKDAYS_EN[weekdayOf(day)], day: day.day, month: MONTHS_EN[day.month - 1]!, year: day.year };
}

/** 'Monday, 30 November 2026 at 09:30' — the whole slot in one phrase, for dialogs and screen readers. */
export function slotPhrase(date: string, time: string): string {
  const parts = dayParts(date);
  return parts ? `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year} at ${time}` : `${date} at ${time}`;
}

/**
 * 'Dienstag, 1. Dezember 2026, 09:00 Uhr': the slot as the edit dialog's German slot picker writes its dates, so
 * the booked slot reads like the ones offered beside it (issue 41).
 */
export function germanSlotPhrase(date: string, time: string): string {
  const day = parseDayText(date);
  return day ? `${longDayText(day)}, ${time} Uhr` : `${date}, ${time} Uhr`;
}

/** 'HH:mm' when a slot starting at `time` ends (wall-clock: slots never cross midnight), else null. */
export function endTime(time: string): string | null {
  const minutes = parseSlotTime(time);
  if (minutes === null) return null;
  const end = minutes + SLOT_MINUTES;
  return clockText(end % (24 * 60));
}

/** When the slot ends (Zurich time); null for a date or time the page cannot read. */
export function slotEnd(appointment: Pick<Appointment, "date" | "time">): Date | null {
  const day: CalendarDay | null = parseDayText(appointment.date);
  const minutes = parseSlotTime(appointment.time);
  if (!day || minutes === null) return null;
  return new Date(slotStart(day, minutes).getTime() + SLOT_MINUTES * 60_000);
}

/**
 * Upcoming (the slot has not ended yet and it was not cancelled) and past, each in the server's order (soonest
 * first); past ones are shown latest first, as a history reads. A cancelled appointment is no longer coming, so
 * it is history at once (issue 41). An unreadable date counts as upcoming so it is never hidden.
 */
export function splitByTime<A extends Pick<Appointment, "date" | "time"> & { status?: Appointment["status"] }>(
  appointments: readonly A[],
  now: Date,
): { upcoming: A[]; past: A[] } {
  const upcoming: A[] = [];
  const past: A[] = [];
  for (const appointment of appointments) {
    const end = slotEnd(appointment);
    (appointment.status === "CANCELLED" || (end && end.getTime() <= now.getTime()) ? past : upcoming).push(appointment);
  }
  return { upcoming, past: past.reverse() };
}

/** Pending appointments that have not begun: what deleting the account cancels (server account-deletion.ts). */
export function upcomingPending(appointments: readonly Pick<Appointment, "date" | "time" | "status">[], now: Date): number {
  return appointments.filter((a) => {
    const end = slotEnd(a);
    return a.status === "PENDING" && end !== null && end.getTime() - SLOT_MINUTES * 60_000 > now.getTime();
  }).length;
}

/** The delete dialog's word on upcoming appointments (issue 31); null when there are none. */
export function deletionCancelsText(count: number): string | null {
  if (count === 0) return null;
  if (count === 1) return "Ihr bevorstehender Labortermin wird dabei storniert. Sie erhalten dazu eine Stornierungsbestätigung per E-Mail.";
  return `Ihre ${count} bevorstehenden Labortermine werden dabei storniert. Sie erhalten zu jedem eine Stornierungsbestätigung per E-Mail.`;
}
