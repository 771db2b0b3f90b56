import { ApiError } from "#app/lib/api-client.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { APPOINTMENT_UI_TEXTS } from "#contracts/appointments.ts";

/**
 * Spec §8 for the edit dialog: a taken slot (409) gets the German conflict text the wizard uses too, any other
 * failure 'Failed to update appointment. Please try again.'; null for a 401, which is already on its way to the
 * login page with its own message.
 */
export function editFailureText(error: unknown): string | null {
  if (isSessionEnded(error)) return null;
  if (error instanceof ApiError && error.status === 409) return APPOINTMENT_UI_TEXTS.conflict;
  return APPOINTMENT_UI_TEXTS.updateFailed;
}
