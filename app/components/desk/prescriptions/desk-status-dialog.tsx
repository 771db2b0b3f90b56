import { useId, useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/forms/use-form.ts";
import { useSetPrescriptionStatus } from "#app/lib/queries/prescriptions.ts";
import { deskPrescriptionSchema, formatPrescriptionNumber, PRESCRIPTION_ERROR_CODES, PRESCRIPTION_LIMITS, PRESCRIPTION_TEXTS, type DeskPrescription, type PrescriptionStatus } from "#contracts/prescriptions.ts";

export const ACTION_LABELS: Partial<Record<PrescriptionStatus, { button: string; title: string; hint: string; done: string }>> = {
  ACCEPTED: { button: "Annehmen", title: "Rezept annehmen", hint: "Die Nachricht geht per E-Mail an die Kundin oder den Kunden, z. B. wann die Medikamente bereit sind.", done: "Rezept angenommen." },
  REJECTED: { button: "Ablehnen", title: "Rezept ablehnen", hint: "Der Grund geht per E-Mail an die Kundin oder den Kunden.", done: "Rezept abgelehnt." },
  READY_FOR_PICKUP: { button: "Abholbereit melden", title: "Abholbereit melden", hint: "Die Kundin oder der Kunde erhält eine E-Mail, dass die Medikamente bereitliegen.", done: "Als abholbereit gemeldet." },
  SHIPPED: { button: "Als versandt markieren", title: "Als versandt markieren", hint: "Die Kundin oder der Kunde erhält eine E-Mail, dass die Medikamente unterwegs sind.", done: "Als versandt markiert." },
  COMPLETED: { button: "Abschliessen", title: "Rezept abschliessen", hint: "Nach 90 Tagen werden die Dateien gelöscht.", done: "Rezept abgeschlossen." },
};

/** A status change with the message to the customer (required for a rejection); the server's refusal stays in the dialog. */
export function DeskStatusDialog({ prescription, status, onClose, onDone }: { prescription: DeskPrescription; status: PrescriptionStatus | null; onClose: () => void; onDone: (text: string) => void }) {
  const setStatus = useSetPrescriptionStatus();
  const labels = status ? ACTION_LABELS[status] : undefined;
  const reject = status === "REJECTED";
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    schema: deskPrescriptionSchema,
    initialValues: { status: status ?? "", message: "" },
    toInput: (v) => ({ status: (status ?? "") as PrescriptionStatus, message: v.message }),
    onSubmit: async (data) => {
      setError(null);
      try {
        await setStatus.mutateAsync({ id: prescription._id, ...data });
        onDone(labels?.done ?? "");
        form.reset();
      } catch (e) {
        setError(e instanceof ApiError && e.code === PRESCRIPTION_ERROR_CODES.notChangeable ? "Diese Änderung ist nicht mehr möglich: jemand im Team war schneller. Die Liste ist aktualisiert." : "Die Änderung konnte nicht gespeichert werden.");
      }
    },
  });
  const messageError = form.errors.message ? (reject ? PRESCRIPTION_TEXTS.rejectReasonRequired : form.errors.message) : undefined;
  return (
    <Dialog
      open={status !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          form.reset();
          onClose();
        }
      }}
      title={`${labels?.title ?? ""} · ${formatPrescriptionNumber(prescription.number)}`}
      description={labels?.hint}
    >
      <form {...form.form} aria-labelledby={`${id}-none`} className="space-y-4">
        <TextAreaField
          label={
            reject ? (
              "Grund für die Kundin / den Kunden"
            ) : (
              <>
                Nachricht an die Kundin / den Kunden <span className="font-normal text-muted">(optional)</span>
              </>
            )
          }
          maxLength={PRESCRIPTION_LIMITS.message}
          required={reject}
          {...form.field("message")}
          error={messageError}
        />
        <Alert kind="error">{error}</Alert>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Abbrechen
          </Button>
          <Button type="submit" variant={reject ? "danger" : "primary"} disabled={form.pending}>
            {form.pending ? "Wird gespeichert…" : (labels?.button ?? "Speichern")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
