import type { AppointmentStatus } from "./appointments.ts";
import { DESK_MESSAGES, type CancelReason, type DeskStatusInput } from "./desk.ts";

/**
 * Which status changes the desk may make (issue 31 point 4), one rule for the server (which enforces it, 409) and
 * the desk's buttons (which offer only what it allows). Outcomes that say the customer was there or not
 * (completed, no-show) exist only from the appointment's start on. A mistaken outcome can be corrected: completed
 * back to pending or to no-show, a no-show to completed (the customer came late after all). A cancellation the
 * customer asked for (or their account's deletion) is final: they were told and the slot went back to others.
 * A correction is sent as one (`correction: true`), anything else only changes a pending appointment.
 */
export type StatusState = { status: AppointmentStatus; cancelReason: CancelReason | null };

const key = (to: DeskStatusInput) => (to.status === "CANCELLED" ? `CANCELLED:${to.reason}` : to.status);

const ALLOWED: Record<string, readonly string[]> = {
  PENDING: ["COMPLETED", "CANCELLED:NO_SHOW", "CANCELLED:CUSTOMER_REQUEST"],
  COMPLETED: ["PENDING", "CANCELLED:NO_SHOW"],
  "CANCELLED:NO_SHOW": ["COMPLETED"],
};
const NEEDS_START = new Set(["COMPLETED", "CANCELLED:NO_SHOW"]);

const stateKey = (from: StatusState) => (from.status === "CANCELLED" ? `CANCELLED:${from.cancelReason ?? "CUSTOMER"}` : from.status);

/** Why the change is refused (the 409's message), or null when it may be made. `started`: the slot has begun. */
export function statusChangeRefusal(from: StatusState, to: DeskStatusInput, started: boolean): string | null {
  if ((to.correction === true) !== isCorrection(from)) return DESK_MESSAGES.notChangeable;
  if (!(ALLOWED[stateKey(from)] ?? []).includes(key(to))) return DESK_MESSAGES.notChangeable;
  if (NEEDS_START.has(key(to)) && !started) return DESK_MESSAGES.notStarted;
  return null;
}

/** A change of an outcome already recorded (the audit trail calls it a correction). */
export const isCorrection = (from: StatusState) => from.status !== "PENDING";
