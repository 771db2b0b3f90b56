import { FileText, Store } from "lucide-react";
import { INVOICE_PAYMENT_DAYS } from "#contracts/money.ts";
import type { Fulfilment, Payment } from "#contracts/orders.ts";
import { ChoiceTile } from "./choice-tile.tsx";

/** Step 3: at the counter (pickup only) or by invoice with a QR-bill. No online card payment is pretended. */
export function PaymentStep({ fulfilment, payment, onChange }: { fulfilment: Fulfilment; payment: Payment; onChange: (payment: Payment) => void }) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-ink">Wie möchten Sie bezahlen?</legend>
      <div className="mt-4 space-y-3">
        {fulfilment === "PICKUP" ? (
          <ChoiceTile name="payment" value="AT_PICKUP" checked={payment === "AT_PICKUP"} onSelect={() => onChange("AT_PICKUP")} icon={Store} title="Bezahlung bei Abholung">
            Bar, mit Karte oder TWINT an der Kasse, wenn Sie Ihre Bestellung abholen.
          </ChoiceTile>
        ) : null}
        <ChoiceTile name="payment" value="INVOICE" checked={payment === "INVOICE"} onSelect={() => onChange("INVOICE")} icon={FileText} title="Rechnung">
          Zahlbar innert {INVOICE_PAYMENT_DAYS} Tagen mit QR-Einzahlungsschein. Die Rechnung können Sie nach der Bestellung unter «Meine Bestellungen»
          herunterladen.
        </ChoiceTile>
      </div>
      {fulfilment === "DELIVERY" ? <p className="mt-3 text-sm text-muted">Bei Lieferung per Post bezahlen Sie mit Rechnung.</p> : null}
    </fieldset>
  );
}
