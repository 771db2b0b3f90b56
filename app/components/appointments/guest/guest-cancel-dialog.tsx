import { useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogClose } from "#app/components/ui/dialog.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import type { Appointment } from "#contracts/appointments.ts";
import { GUEST_APPOINTMENT_TEXTS as T } from "#contracts/guest-appointments.ts";
import type { CancelOutcome } from "./use-guest-appointment.ts";
import { germanLongDate } from "./guest-appointment-view.ts";

/**
 * Asks before cancelling and says it cannot be undone. "Termin behalten" has the first focus (Radix focuses
 * the first button), so Enter right after opening keeps the booking. A failure stays in the dialog.
 */
export function GuestCancelDialog({
  appointment,
  open,
  onOpenChange,
  onConfirm,
}: {
  appointment: Appointment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<CancelOutcome>;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (pending) return;
    setError(null);
    onOpenChange(next);
  };

  async function confirm() {
    setPending(true);
    setError(null);
    const outcome = await onConfirm();
    setPending(false);
    if (outcome.ok) onOpenChange(false);
    else setError(outcome.message);
  }

  return (
    <Dialog open={open} onOpenChange={change} title={T.dialogTitle} description={T.dialogText}>
      <p className="rounded-lg bg-soft px-3 py-2 font-medium text-ink">
        {germanLongDate(appointment.date)}, {appointment.time} Uhr
      </p>
      <div className="mt-4">
        <Alert kind="error">{error}</Alert>
      </div>
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            {T.dialogKeep}
          </Button>
        </DialogClose>
        <Button variant="danger" onClick={() => void confirm()} disabled={pending} aria-busy={pending}>
          {pending ? (
            <>
              <Spinner size="sm" className="border-white/40 border-t-white" />
              {T.cancelling}
            </>
          ) : (
            T.dialogConfirm
          )}
        </Button>
      </div>
    </Dialog>
  );
}
