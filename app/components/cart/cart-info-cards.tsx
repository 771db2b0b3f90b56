import { CreditCard, RotateCcw, Truck } from "lucide-react";
import { Link } from "react-router";
import { InfoCard } from "#app/components/content/info-card.tsx";
import { deliveryWithinText, freeShippingText, returnPolicyText, withCarrierText } from "#contracts/shop-terms.ts";

const more = "font-medium text-brand hover:underline";

/** The cart's three info cards (spec §2): shipping, payment, returns, in the shop's own terms. */
export function CartInfoCards() {
  return (
    <section aria-label="Einkaufen bei uns" className="grid gap-4 md:grid-cols-3">
      <InfoCard icon={Truck} title={freeShippingText}>
        <p>
          Lieferung {withCarrierText} {deliveryWithinText}.
        </p>
        <Link to="/shipping" className={more}>
          Versandinformationen
        </Link>
      </InfoCard>
      <InfoCard icon={CreditCard} title="Sichere Zahlung">
        <p>Bar, mit Karte oder TWINT bei der Abholung in der Apotheke, oder mit Rechnung und QR-Einzahlungsschein.</p>
        <Link to="/payment" className={more}>
          Zahlungsmöglichkeiten
        </Link>
      </InfoCard>
      <InfoCard icon={RotateCcw} title={returnPolicyText}>
        <p>Für ungeöffnete Produkte ohne Arzneimittelcharakter.</p>
        <Link to="/return-policy" className={more}>
          Rückgaberichtlinie
        </Link>
      </InfoCard>
    </section>
  );
}
