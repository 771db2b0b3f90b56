import { Lock, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { ORDER_LIMITS, ORDER_TEXTS, type Fulfilment, type OrderAddress, type OrderContact, type Payment, type Quote } from "#contracts/orders.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { formatChf, MONEY_TEXTS } from "#contracts/money.ts";
import { OrderLines } from "../order-lines.tsx";
import { OrderTotals } from "../order-totals.tsx";
import { ORDER_UI_TEXTS } from "../order-texts.ts";
import type { CheckoutStep } from "./checkout-stepper.tsx";

type Props = {
  quote: Quote;
  fulfilment: Fulfilment;
  payment: Payment;
  contact: OrderContact;
  address: OrderAddress | null;
  notes: string;
  onNotesChange: (notes: string) => void;
  /** The total the shopper saw before the server answered with a new one (409), to show the change. */
  previousTotal: number | null;
  error: string | null;
  pending: boolean;
  blocked: boolean;
  onEdit: (step: CheckoutStep) => void;
  onPlace: () => void;
};

function Part({ title, step, onEdit, children }: { title: string; step: CheckoutStep; onEdit: (step: CheckoutStep) => void; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-line p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{title}</h3>
        <Button variant="link" onClick={() => onEdit(step)} aria-label={`${title} ändern`}>
          <Pencil aria-hidden className="mr-1 inline size-4" />
          Ändern
        </Button>
      </div>
      <div className="mt-2 text-sm leading-relaxed text-muted">{children}</div>
    </section>
  );
}

/** Step 4: every line with its stock, VAT per rate, shipping and total, the choices made, then the binding order. */
export function ReviewStep({ quote, fulfilment, payment, contact, address, notes, onNotesChange, previousTotal, error, pending, blocked, onEdit, onPlace }: Props) {
  const blockedLines = new Map(quote.blocking.map((b) => [b.pharmacode, b.message]));
  return (
    <div className="space-y-5">
      <h2 className="text-lg font-semibold text-ink">Bestellung prüfen</h2>
      {previousTotal !== null ? (
        <div role="alert" className="rounded-lg border border-warning bg-warning-soft px-4 py-3 text-sm text-ink">
          <p className="font-semibold">Der Gesamtbetrag hat sich geändert.</p>
          <p className="mt-1">
            Neuer Betrag: <strong className="tabular">{formatChf(quote.total)}</strong> (bisher <span className="tabular line-through">{formatChf(previousTotal)}</span>). Bitte prüfen Sie
            die Bestellung und bestätigen Sie den neuen Betrag.
          </p>
        </div>
      ) : null}
      <div className="grid gap-3 md:grid-cols-3">
        <Part title="Lieferart" step={1} onEdit={onEdit}>
          <p className="text-ink">{ORDER_TEXTS.fulfilment[fulfilment]}</p>
          {fulfilment === "PICKUP" ? (
            <p>
              {pharmacy.street}, {pharmacy.postalCode} {pharmacy.city}
            </p>
          ) : null}
          <p className="mt-1">{quote.estimate.text}</p>
        </Part>
        <Part title="Kontakt" step={2} onEdit={onEdit}>
          <p className="text-ink">
            {contact.name} {contact.surname}
          </p>
          <p className="break-all">{contact.email}</p>
          <p>{contact.phone}</p>
          {address ? (
            <p className="mt-1">
              {address.street}
              <br />
              {address.zip} {address.city}
            </p>
          ) : null}
        </Part>
        <Part title="Zahlung" step={3} onEdit={onEdit}>
          <p className="text-ink">{ORDER_TEXTS.payment[payment]}</p>
        </Part>
      </div>

      <section aria-labelledby="review-lines" className="rounded-lg border border-line px-4">
        <h3 id="review-lines" className="pt-4 font-semibold text-ink">
          Artikel
        </h3>
        <OrderLines lines={quote.lines} fulfilment={fulfilment} blocked={blockedLines} />
      </section>

      <section aria-label="Beträge" className="rounded-lg border border-line p-4">
        <OrderTotals totals={quote} pickup={fulfilment === "PICKUP"} />
      </section>

      <TextAreaField
        label={
          <>
            Anmerkungen <span className="font-normal text-muted">(optional)</span>
          </>
        }
        maxLength={ORDER_LIMITS.notes}
        value={notes}
        onChange={(e) => onNotesChange(e.target.value)}
        hint={fulfilment === "PICKUP" ? "Zum Beispiel, wann Sie vorbeikommen." : "Zum Beispiel, wo die Post das Paket hinlegen darf, wenn Sie nicht zu Hause sind."}
      />

      <Alert kind="error">{error}</Alert>
      <div className="space-y-2">
        <Button size="lg" className="w-full" onClick={onPlace} disabled={pending || blocked} aria-describedby="order-binding">
          <Lock aria-hidden className="size-4" />
          {pending ? ORDER_UI_TEXTS.placing : ORDER_UI_TEXTS.placeOrder}
        </Button>
        <p id="order-binding" className="text-center text-sm text-muted">
          {payment === "INVOICE"
            ? `Mit Ihrer Bestellung verpflichten Sie sich, ${formatChf(quote.total)} ${MONEY_TEXTS.invoiceWithin} zu bezahlen.`
            : `Sie bezahlen ${formatChf(quote.total)} bei der Abholung.`}
        </p>
      </div>
    </div>
  );
}
