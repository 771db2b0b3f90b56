import { Headset, ShieldCheck, Stethoscope, Truck } from "lucide-react";
import { MONEY_TEXTS } from "#contracts/money.ts";
import { deliveryWithinText } from "#contracts/shop-terms.ts";

const items = [
  { icon: Truck, title: "Kostenloser Versand", text: `ab ${MONEY_TEXTS.freeShippingFromRound}, Lieferung ${deliveryWithinText}` },
  // What is true of the two ways to pay (invoice, or at the counter on pick-up): no card data passes the shop.
  { icon: ShieldCheck, title: "Sichere Zahlung", text: `auf Rechnung ${MONEY_TEXTS.invoiceWithin} oder bei Abholung` },
  { icon: Stethoscope, title: "Beratung durch Apotheker", text: "persönlich in Basel und online" },
  { icon: Headset, title: "24/7 Support", text: "wir sind für Sie da" },
];

/** Service highlights (spec §1). */
export function ServiceHighlights() {
  return (
    <section aria-label="Unsere Leistungen" className="mx-auto max-w-7xl px-4 py-8">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-card border border-line bg-white p-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
              <Icon aria-hidden size={20} />
            </span>
            <span>
              <span className="block text-sm font-semibold sm:text-base">{title}</span>
              <span className="block text-xs text-muted sm:text-sm">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
