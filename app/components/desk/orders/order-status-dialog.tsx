import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useForm } from "#app/lib/forms/use-form.ts";
import { deskOrderStatusSchema, ORDER_LIMITS, type DeskOrder } from "#contracts/orders.ts";
import { ORDER_ACTIONS, type DeskOrderTarget } from "./order-actions.ts";

type Props = {
  order: DeskOrder;
  target: DeskOrderTarget | null;
  onClose: () => void;
  onConfirm: (input: { status: DeskOrderTarget; trackingNumber?: string; reason?: string }) => Promise<void>;
};

/**
 * Asks before a status change: each one mails the customer. Shipping asks for the Post's tracking number,
 * cancelling for a reason (the customer reads it), both checked by the contract's schema in the form layer.
 */
export function OrderStatusDialog({ order, target, onClose, onConfirm }: Props) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()} title={target ? ORDER_ACTIONS[target].question : ""} description={<Description order={order} />}>
      {target ? <StatusForm key={target} order={order} target={target} onClose={onClose} onConfirm={onConfirm} /> : null}
    </Dialog>
  );
}

function Description({ order }: { order: DeskOrder }) {
  return (
    <>
      Bestellung <strong className="tabular font-semibold text-ink">{order.number}</strong> von {order.contact.name} {order.contact.surname}. Die Kundin oder der
      Kunde erhält eine E-Mail.
    </>
  );
}

function StatusForm({ target, onClose, onConfirm }: Required<Pick<Props, "onClose" | "onConfirm">> & { order: DeskOrder; target: DeskOrderTarget }) {
  const form = useForm({
    schema: deskOrderStatusSchema,
    initialValues: { status: target, trackingNumber: "", reason: "" },
    onSubmit: async (data) => {
      await onConfirm({ status: target, ...(target === "SHIPPED" ? { trackingNumber: data.trackingNumber ?? "" } : {}), ...(target === "CANCELLED" ? { reason: data.reason ?? "" } : {}) });
    },
  });
  const danger = target === "CANCELLED";
  return (
    <form {...form.form} className="space-y-4">
      {target === "SHIPPED" ? <Field label="Sendungsnummer der Post" autoComplete="off" maxLength={ORDER_LIMITS.trackingNumber} {...form.field("trackingNumber")} /> : null}
      {target === "CANCELLED" ? (
        <Field label="Grund der Stornierung" maxLength={ORDER_LIMITS.cancelReason} hint="Steht in der E-Mail an die Kundin oder den Kunden." {...form.field("reason")} />
      ) : null}
      <Alert kind="error">{form.formError}</Alert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={form.pending}>
          Abbrechen
        </Button>
        <Button type="submit" variant={danger ? "danger" : "primary"} disabled={form.pending}>
          {form.pending ? "Wird gespeichert…" : ORDER_ACTIONS[target].label}
        </Button>
      </div>
    </form>
  );
}
