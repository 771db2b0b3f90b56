import { useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { useCancelOrder } from "#app/lib/queries/orders.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import type { Order } from "#contracts/orders.ts";
import { ORDER_UI_TEXTS } from "./order-texts.ts";

/** Cancelling asks first: it cannot be undone. The dialog stays open on a refusal with the server's words. */
export function CancelOrderDialog({ order, open, onOpenChange, onCancelled }: { order: Order; open: boolean; onOpenChange: (open: boolean) => void; onCancelled: () => void }) {
  const cancel = useCancelOrder();
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      await cancel.mutateAsync(order._id);
    } catch (failure) {
      if (isSessionEnded(failure)) return;
      setError(failure instanceof ApiError && failure.status === 409 ? failure.message : ORDER_UI_TEXTS.cancelFailed);
      return;
    }
    onOpenChange(false);
    onCancelled();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (cancel.isPending) return;
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title="Bestellung stornieren?"
      description={
        <>
          Möchten Sie die Bestellung <strong className="tabular font-semibold text-ink">{order.number}</strong> wirklich stornieren? Das kann nicht rückgängig
          gemacht werden.
        </>
      }
    >
      <Alert kind="error">{error}</Alert>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
          Behalten
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={cancel.isPending}>
          {cancel.isPending ? "Wird storniert…" : "Bestellung stornieren"}
        </Button>
      </div>
    </Dialog>
  );
}
