import type { AppointmentStatus } from "./appointments.ts";
import type { CancelReason, DeskRefusal, DeskStatusInput } from "./desk.ts";
import type { Transitions } from "./workflow.ts";

/**
 * Which status changes the desk may make (issue 31 point 4), one rule for the server (which enforces it, 409) and
 * the desk's buttons (which offer only what it allows). Outcomes that say the customer was there or not
 * (completed, no-show) exist only from the appointment's start on. A mistaken outcome can be corrected: completed
 * back to pending or to no-show, a no-show to completed (the customer came late after all). A cancellation the
 * customer asked for (or their account's deletion) is final: they were told and the slot went back to others.
 * A correction is sent as one (`correction: true`), anything else only changes a pending appointment.
 */
export type StatusState = { status: AppointmentStatus; cancelReason: CancelReason | null };

/** A status as the desk's table tells them apart: a cancellation by its reason (a no-show may be corrected, the customer's request not). */
export type AppointmentState = Exclude<AppointmentStatus, "CANCELLED"> | `CANCELLED:${CancelReason}`;

/** The changes the desk may make (the workflow's shape: contracts/workflow.ts; the customer's side is APPOINTMENT_CUSTOMER_MAY). */
export const APPOINTMENT_TRANSITIONS: Transitions<AppointmentState> = {
  PENDING: ["COMPLETED", "CANCELLED:NO_SHOW", "CANCELLED:CUSTOMER_REQUEST"],
  COMPLETED: ["PENDING", "CANCELLED:NO_SHOW"],
  "CANCELLED:NO_SHOW": ["COMPLETED"],
  "CANCELLED:CUSTOMER_REQUEST": [],
};
/** The states that exist only from the appointment's start on: they say the customer was there or not. */
const NEEDS_START: readonly AppointmentState[] = ["COMPLETED", "CANCELLED:NO_SHOW"];

// A cancellation without its reason (the schema refuses it) is no state of the table: refused.
const targetState = (to: DeskStatusInput): AppointmentState | null => (to.status !== "CANCELLED" ? to.status : to.reason ? `CANCELLED:${to.reason}` : null);
// A cancellation without a reason is an old row or the account's deletion: the customer's, final.
export const appointmentState = (from: StatusState): AppointmentState => (from.status === "CANCELLED" ? `CANCELLED:${from.cancelReason ?? "CUSTOMER_REQUEST"}` : from.status);

/**
 * Why the change is refused (the 409's message is DESK_MESSAGES[it], its code DESK_ERROR_CODES[it]), or null when
 * it may be made. `started`: the slot has begun.
 */
export function statusChangeRefusal(from: StatusState, to: DeskStatusInput, started: boolean): Extract<DeskRefusal, "notChangeable" | "notStarted"> | null {
  if ((to.correction === true) !== isCorrection(from)) return "notChangeable";
  const target = targetState(to);
  if (target === null || !(APPOINTMENT_TRANSITIONS[appointmentState(from)] ?? []).includes(target)) return "notChangeable";
  if (NEEDS_START.includes(target) && !started) return "notStarted";
  return null;
}

/** A change of an outcome already recorded (the audit trail calls it a correction). */
export const isCorrection = (from: StatusState) => from.status !== "PENDING";
