import { useId, useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { CANCEL_REASONS, type CancelReason, type DeskAppointment } from "#contracts/desk.ts";
import { CANCEL_REASON_LABELS } from "./desk-texts.ts";

type Props = {
  appointment: DeskAppointment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: CancelReason) => Promise<void>;
  onCloseAutoFocus?: (event: Event) => void;
};

/** Asks why before cancelling: a cancellation is final and mails the customer, so it is never one click. */
export function CancelDialog({ appointment, open, onOpenChange, onConfirm, onCloseAutoFocus }: Props) {
  const [reason, setReason] = useState<CancelReason>("NO_SHOW");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const groupId = useId();
  const email = appointment.customer.email;

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await onConfirm(reason);
      onOpenChange(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      onCloseAutoFocus={onCloseAutoFocus}
      title={`Termin um ${appointment.time} absagen?`}
      description={
        <>
          Die Kundin oder der Kunde erhält eine Absage per E-Mail{email ? <> an <strong className="font-semibold break-all text-ink">{email}</strong></> : null}. Der Termin
          wird frei und kann neu gebucht werden.
        </>
      }
    >
      <fieldset className="space-y-2" aria-describedby={`${groupId}-hint`}>
        <legend className="mb-2 text-sm font-medium text-ink">Grund der Absage</legend>
        {CANCEL_REASONS.map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 has-[:checked]:border-brand has-[:checked]:bg-brand-soft">
            <input
              type="radio"
              name={`${groupId}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              className="size-4 accent-[var(--color-brand)]"
            />
            <span>{CANCEL_REASON_LABELS[value]}</span>
          </label>
        ))}
        <p id={`${groupId}-hint`} className="text-sm text-muted">
          Der Grund erscheint im Verlauf des Termins.
        </p>
      </fieldset>
      <div className="mt-4">
        <Alert kind="error">{error}</Alert>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
          Zurück
        </Button>
        <Button variant="danger" onClick={confirm} disabled={pending}>
          {pending ? "Wird abgesagt…" : "Termin absagen"}
        </Button>
      </div>
    </Dialog>
  );
}
