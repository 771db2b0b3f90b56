import { parseDayText } from "#contracts/calendar.ts";
import { parseSlotTime, slotStart } from "#contracts/appointment-slots.ts";
import type { DeskStatusInput } from "#contracts/desk.ts";
import { statusChangeRefusal, type StatusState } from "#contracts/desk-status.ts";
import { CANCEL_REASON_LABELS } from "../desk-texts.ts";

/**
 * The status changes the desk offers for an appointment, from the rule the server enforces (desk-status.ts), so a
 * button never promises what the server refuses. Kept free of React, tested alone.
 */
export type StatusChoice = { value: string; input: DeskStatusInput; label: string; hint?: string; disabled: boolean };

/** Whether the appointment's slot has begun (Zurich wall-clock date and time); an unreadable one counts as not. */
export function hasBegun(appointment: { date: string; time: string }, now: Date): boolean {
  const day = parseDayText(appointment.date);
  const minutes = parseSlotTime(appointment.time);
  return day !== null && minutes !== null && now.getTime() >= slotStart(day, minutes).getTime();
}

const choice = (from: StatusState, started: boolean, value: string, input: DeskStatusInput, label: string, hint?: string): StatusChoice => {
  const refusal = statusChangeRefusal(from, input, started);
  return { value, input, label, hint, disabled: refusal !== null };
};

/** The cancel dialog's reasons: a no-show only from the start on (shown, but not choosable before). */
export function cancelChoices(from: StatusState, started: boolean, time: string): StatusChoice[] {
  return [
    choice(from, started, "NO_SHOW", { status: "CANCELLED", reason: "NO_SHOW" }, CANCEL_REASON_LABELS.NO_SHOW, started ? undefined : `erst ab ${time} Uhr möglich`),
    choice(from, started, "CUSTOMER_REQUEST", { status: "CANCELLED", reason: "CUSTOMER_REQUEST" }, CANCEL_REASON_LABELS.CUSTOMER_REQUEST),
  ];
}

/** Corrections of a recorded outcome; empty when there is none to correct (a final cancellation, or pending). */
export function correctionChoices(from: StatusState): StatusChoice[] {
  const all = [
    choice(from, true, "PENDING", { status: "PENDING", correction: true }, "Zurück auf «Offen»", "Der Termin gilt wieder als offen."),
    choice(from, true, "COMPLETED", { status: "COMPLETED", correction: true }, "Doch erschienen: erledigt", "Nur solange der Termin nicht neu vergeben ist."),
    choice(from, true, "NO_SHOW", { status: "CANCELLED", reason: "NO_SHOW", correction: true }, "Nicht erschienen", "Der Termin wird abgesagt; die Kundin oder der Kunde erhält eine E-Mail."),
  ];
  return all.filter((c) => !c.disabled);
}
