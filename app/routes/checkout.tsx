import { ArrowLeft, CreditCard, Lock, MapPin, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { demoOrder } from "#app/components/content/demo-order.ts";
import { NoticeBox } from "#app/components/content/notice-box.tsx";
import { OrderSummary } from "#app/components/content/order-summary.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { deliveryWithinText, freeShippingText } from "#contracts/shop-terms.ts";

export const meta = () =>
  pageMeta("Kasse (Demo)", "Vorschau der Kasse: Die Online-Bezahlung ist noch nicht verfügbar. Beispielbestellung mit festen Beträgen.");

function Step({ icon: Icon, title, children }: { icon: typeof MapPin; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-card border border-line bg-white p-5">
      <h2 className="flex items-center gap-2 text-lg text-ink">
        <Icon className="size-5 text-brand" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-3 leading-relaxed text-muted">{children}</div>
    </section>
  );
}

/** A static preview of the checkout (spec: "a static mock, not functional"): fixed sample data, no form, no order. */
export default function Checkout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 lg:px-8 lg:py-12">
      <Link to="/cartpage" className="inline-flex min-h-11 items-center gap-2 font-medium text-brand hover:text-brand-hover">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Zurück zum Warenkorb
      </Link>
      <h1 className="mt-2 text-3xl text-ink">Kasse</h1>
      <div className="mt-6">
        <NoticeBox tone="warning" title="Demo: Online-Bezahlung noch nicht verfügbar">
          <p>
            Diese Seite zeigt eine Vorschau der Kasse mit festen Beispielbeträgen. Es wird keine Bestellung ausgelöst und
            nichts belastet. Für eine Bestellung erreichen Sie uns unter{" "}
            <a href={pharmacy.phoneHref} className="font-medium underline underline-offset-2">
              {pharmacy.phone}
            </a>{" "}
            oder{" "}
            <a href={`mailto:${pharmacy.email}`} className="font-medium wrap-anywhere underline underline-offset-2">
              {pharmacy.email}
            </a>
            .
          </p>
        </NoticeBox>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-4">
          <Step icon={MapPin} title="1. Lieferadresse">
            <p>
              {demoOrder.customer.name}
              <br />
              {demoOrder.customer.street}
              <br />
              {demoOrder.customer.city}
            </p>
            <p className="mt-2 text-sm">Beispieladresse. Geliefert wird an Adressen in der Schweiz.</p>
          </Step>
          <Step icon={Truck} title="2. Versand">
            <p>
              {demoOrder.shippingMethod}, Lieferung {deliveryWithinText}. {freeShippingText}.
            </p>
          </Step>
          <Step icon={CreditCard} title="3. Zahlung">
            <p>TWINT, Kredit- und Debitkarten werden nach der Freischaltung der Online-Bezahlung verfügbar sein.</p>
          </Step>
        </div>

        <div className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <OrderSummary />
          <button
            type="button"
            disabled
            aria-describedby="checkout-demo-hinweis"
            className={buttonClass("primary", "lg", "w-full")}
          >
            <Lock className="size-4" aria-hidden="true" />
            Zahlungspflichtig bestellen
          </button>
          <p id="checkout-demo-hinweis" className="text-center text-sm text-muted">
            Nicht verfügbar: Demo ohne Zahlungsfunktion.
          </p>
          <Link to="/orderdetailspage" className={buttonClass("secondary", "md", "w-full")}>
            Beispiel einer Bestellbestätigung ansehen
          </Link>
        </div>
      </div>
    </div>
  );
}
