import { CheckCircle2, Printer } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { demoOrder } from "#app/components/content/demo-order.ts";
import { NoticeBox } from "#app/components/content/notice-box.tsx";
import { OrderSummary } from "#app/components/content/order-summary.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { deliveryWithinText } from "#contracts/shop-terms.ts";

export const meta = () =>
  pageMeta("Bestellbestätigung (Beispiel)", "Beispiel einer Bestellbestätigung mit Musterdaten. Die Online-Bestellung ist noch nicht verfügbar.");

/** A placeholder order confirmation with hard-coded sample data (spec: static placeholder), clearly marked. */
export default function OrderDetails() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 lg:py-12">
      <NoticeBox tone="warning" title="Beispiel mit Musterdaten">
        <p>
          So wird Ihre Bestellbestätigung aussehen, sobald Online-Bestellungen möglich sind. Die angezeigte Bestellung ist
          frei erfunden; es wurde nichts bestellt.
        </p>
      </NoticeBox>

      <div className="mt-8 flex flex-col items-start gap-3 sm:flex-row sm:items-center">
        <CheckCircle2 className="size-10 shrink-0 text-success" aria-hidden="true" />
        <div>
          <h1 className="text-3xl text-ink">Vielen Dank für Ihre Bestellung</h1>
          <p className="mt-1 text-muted">
            Bestellnummer <span className="tabular font-semibold text-ink">{demoOrder.number}</span> vom {demoOrder.date}
          </p>
        </div>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <OrderSummary title="Bestellte Artikel" />
        <div className="space-y-4">
          <section aria-labelledby="lieferung-titel" className="rounded-card border border-line bg-white p-5">
            <h2 id="lieferung-titel" className="text-lg text-ink">
              Lieferung
            </h2>
            <address className="mt-3 leading-relaxed text-muted not-italic">
              {demoOrder.customer.name}
              <br />
              {demoOrder.customer.street}
              <br />
              {demoOrder.customer.city}
            </address>
            <p className="mt-3 text-sm text-muted">
              {demoOrder.shippingMethod}, voraussichtlich {deliveryWithinText}.
            </p>
          </section>
          <section aria-labelledby="zahlung-titel" className="rounded-card border border-line bg-white p-5">
            <h2 id="zahlung-titel" className="text-lg text-ink">
              Zahlung
            </h2>
            <p className="mt-3 text-muted">{demoOrder.paymentMethod}</p>
          </section>
          <section aria-labelledby="status-titel" className="rounded-card border border-line bg-white p-5">
            <h2 id="status-titel" className="text-lg text-ink">
              Status
            </h2>
            <p className="mt-3 inline-flex rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand">In Bearbeitung</p>
          </section>
        </div>
      </div>

      <p className="mt-8 max-w-3xl leading-relaxed text-muted">
        Fragen zu einer Bestellung beantworten wir gerne unter{" "}
        <a href={pharmacy.phoneHref} className="font-medium text-brand underline underline-offset-2">
          {pharmacy.phone}
        </a>{" "}
        oder per E-Mail an{" "}
        <a href={`mailto:${pharmacy.email}`} className="font-medium wrap-anywhere text-brand underline underline-offset-2">
          {pharmacy.email}
        </a>
        .
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/products" className={buttonClass("primary")}>
          Weiter einkaufen
        </Link>
        <Link to="/track-order" className={buttonClass("secondary")}>
          Bestellung verfolgen
        </Link>
        <button type="button" onClick={() => window.print()} className={buttonClass("secondary")}>
          <Printer className="size-4" aria-hidden="true" />
          Drucken
        </button>
      </div>
    </div>
  );
}
