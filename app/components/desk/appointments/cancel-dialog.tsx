import type { DeskAppointment, DeskStatusInput } from "#contracts/desk.ts";
import { cancelChoices } from "./status-choices.ts";
import { StatusDialog } from "./status-dialog.tsx";

type Props = {
  appointment: DeskAppointment;
  started: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (input: DeskStatusInput) => Promise<void>;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Asks why before cancelling: a cancellation is final and mails the customer, so it is never one click. No reason
 * is preselected (a preselected "no-show" was once recorded for appointments days ahead), and a no-show can only
 * be told from the appointment's start on.
 */
export function CancelDialog({ appointment, started, open, onOpenChange, onConfirm, onCloseAutoFocus }: Props) {
  const email = appointment.customer.email;
  return (
    <StatusDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={`Termin um ${appointment.time} absagen?`}
      description={
        <>
          Die Kundin oder der Kunde erhält eine Absage per E-Mail{email ? <> an <strong className="font-semibold break-all text-ink">{email}</strong></> : null}. Der Termin
          wird frei und kann neu gebucht werden. Der Grund erscheint im Verlauf des Termins.
        </>
      }
      legend="Grund der Absage"
      choices={cancelChoices({ status: appointment.status, cancelReason: appointment.cancelReason }, started, appointment.time)}
      confirmLabel="Termin absagen"
      pendingLabel="Wird abgesagt…"
      danger
      onConfirm={onConfirm}
    />
  );
}
