import { useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useWithdrawPrescription } from "#app/lib/queries/prescriptions.ts";
import { formatPrescriptionNumber, PRESCRIPTION_TEXTS, type Prescription } from "#contracts/prescriptions.ts";

/** Asks before a withdrawal: the files are deleted at once and cannot be brought back. */
export function WithdrawDialog({ prescription, onClose, onWithdrawn }: { prescription: Prescription | null; onClose: () => void; onWithdrawn: () => void }) {
  const withdraw = useWithdrawPrescription();
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    if (!prescription) return;
    setError(null);
    try {
      await withdraw.mutateAsync(prescription._id);
      onWithdrawn();
    } catch {
      setError(PRESCRIPTION_TEXTS.withdrawFailed);
    }
  }
  return (
    <Dialog
      open={prescription !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      title="Rezept zurückziehen?"
      description={prescription ? `Rezept ${formatPrescriptionNumber(prescription.number)} wird zurückgezogen und seine Dateien werden gelöscht.` : undefined}
    >
      <Alert kind="error">{error}</Alert>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Behalten
        </Button>
        <Button variant="danger" onClick={confirm} disabled={withdraw.isPending}>
          {withdraw.isPending ? "Wird zurückgezogen…" : "Zurückziehen"}
        </Button>
      </div>
    </Dialog>
  );
}
