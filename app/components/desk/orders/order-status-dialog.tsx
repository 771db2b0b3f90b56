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

/** Lines not (all) on the shelf: shipping now sends the parcel without them. */
const missingLines = (order: DeskOrder) => order.lines.filter((l) => l.backordered > 0);

function StatusForm({ order, target, onClose, onConfirm }: Required<Pick<Props, "onClose" | "onConfirm">> & { order: DeskOrder; target: DeskOrderTarget }) {
  const form = useForm({
    schema: deskOrderStatusSchema,
    initialValues: { status: target, trackingNumber: "", reason: "" },
    onSubmit: async (data) => {
      await onConfirm({ status: target, ...(target === "SHIPPED" ? { trackingNumber: data.trackingNumber ?? "" } : {}), ...(target === "CANCELLED" ? { reason: data.reason ?? "" } : {}) });
    },
  });
  const danger = target === "CANCELLED";
  // Issue 38 point 8: shipping with backordered lines is asked for by name, and confirmed with its own words.
  const missing = target === "SHIPPED" ? missingLines(order) : [];
  return (
    <form {...form.form} className="space-y-4">
      {missing.length > 0 ? (
        <div role="alert" className="rounded-lg bg-warning-soft px-3 py-2.5 text-sm text-ink">
          <p className="font-semibold">Noch nicht an Lager:</p>
          <ul className="mt-1 list-disc pl-5">
            {missing.map((l) => (
              <li key={l.pharmacode}>
                <span className="tabular">{l.backordered} ×</span> {l.description} (nachbestellt)
              </li>
            ))}
          </ul>
          <p className="mt-1">Das Paket geht ohne diese Artikel. Nur versenden, wenn die Kundin oder der Kunde damit einverstanden ist.</p>
        </div>
      ) : null}
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
          {form.pending ? "Wird gespeichert…" : missing.length > 0 ? "Trotzdem versenden" : ORDER_ACTIONS[target].label}
        </Button>
      </div>
    </form>
  );
}
