import { useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useCancelAppointment } from "#app/lib/queries/appointments.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { APPOINTMENT_UI_TEXTS, type Appointment } from "#contracts/appointments.ts";
import { slotPhrase } from "./appointment-view.ts";

/**
 * Spec §2: cancelling asks first and says it cannot be undone. The dialog stays open on a failure with the
 * spec §8 text; on success it hands the appointment back once the list has been reloaded (the mutation's
 * invalidation is awaited), so the page shows the banner over the new state.
 */
export function CancelAppointmentDialog({
  appointment,
  onClose,
  onCancelled,
  onCloseAutoFocus,
}: {
  appointment: Appointment | null;
  onClose: () => void;
  onCancelled: (appointment: Appointment) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const cancel = useCancelAppointment();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (cancel.isPending) return;
    setError(null);
    onClose();
  };

  async function confirm() {
    if (!appointment) return;
    setError(null);
    try {
      await cancel.mutateAsync(appointment._id);
    } catch (failure) {
      // A 401 is already on its way to the login page with its own message.
      if (!isSessionEnded(failure)) setError(APPOINTMENT_UI_TEXTS.cancelFailed);
      return;
    }
    onCancelled(appointment);
  }

  return (
    <Dialog
      open={appointment !== null}
      onOpenChange={(next) => !next && close()}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Cancel appointment"
      description={
        appointment ? (
          <>
            Do you really want to cancel your appointment on <strong className="font-semibold text-ink">{slotPhrase(appointment.date, appointment.time)}</strong>?
            This cannot be undone.
          </>
        ) : null
      }
    >
      <Alert kind="error">{error}</Alert>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
          Keep appointment
        </Button>
        <Button variant="danger" onClick={confirm} disabled={cancel.isPending} aria-busy={cancel.isPending}>
          {cancel.isPending ? "Cancelling…" : "Cancel appointment"}
        </Button>
      </div>
    </Dialog>
  );
}
