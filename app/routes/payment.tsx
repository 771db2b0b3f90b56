import { Banknote, CreditCard, Smartphone, Store } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ContentSection } from "#app/components/content/content-section.tsx";
import { InfoCard } from "#app/components/content/info-card.tsx";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { shopTerms } from "#contracts/shop-terms.ts";
import { INVOICE_PAYMENT_DAYS } from "#contracts/money.ts";

export const meta = () =>
  pageMeta(
    "Zahlung",
    `Zahlungsmöglichkeiten der ${pharmacy.name}: bar, Karte oder TWINT bei Abholung in der Apotheke, oder mit Rechnung und QR-Einzahlungsschein.`,
  );

export default function Payment() {
  return (
    <>
      <PageHero
        eyebrow="Hilfe"
        title="Zahlung"
        lead={<p>Wie Sie Ihre Bestellung bei uns bezahlen: bei der Abholung an der Kasse oder mit Rechnung.</p>}
      />
      <ContentSection id="apotheke" title="Bei Abholung in der Apotheke">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <InfoCard icon={Banknote} title="Bargeld">
            <p>Bar in Schweizer Franken an der Kasse.</p>
          </InfoCard>
          <InfoCard icon={CreditCard} title="Debit- und Kreditkarten">
            <p>Die gängigen Debit- und Kreditkarten, auch kontaktlos.</p>
          </InfoCard>
          <InfoCard icon={Smartphone} title="TWINT">
            <p>Bezahlen Sie bequem mit der TWINT-App Ihrer Bank.</p>
          </InfoCard>
          <InfoCard icon={Store} title="Über die Krankenkasse">
            <p>Ärztlich verordnete Medikamente rechnen wir in der Regel direkt mit Ihrer Krankenkasse ab. Bitte bringen Sie Ihre Versichertenkarte mit.</p>
          </InfoCard>
        </div>
      </ContentSection>
      <ContentSection id="rechnung" title="Mit Rechnung" tinted>
        <div className="prose-shop text-ink">
          <p>
            Bei Lieferung per Post (und auf Wunsch auch bei Abholung) bezahlen Sie mit Rechnung: zahlbar innert {INVOICE_PAYMENT_DAYS} Tagen mit dem
            QR-Einzahlungsschein, im E-Banking oder am Postschalter. Die Rechnung finden Sie nach der Bestellung unter «Meine Bestellungen» als PDF.
          </p>
          <p>
            Eine Online-Zahlung mit Karte bieten wir nicht an. Alle Preise verstehen sich in Schweizer Franken inklusive Mehrwertsteuer
            ({shopTerms.vatRatePercent}%, für Arzneimittel und Lebensmittel {shopTerms.reducedVatRatePercent}%).
          </p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/faqs#zahlung" className={buttonClass("secondary")}>
            Fragen zur Bezahlung
          </Link>
          <Link to="/orders" className={buttonClass("secondary")}>
            Meine Bestellungen
          </Link>
        </div>
      </ContentSection>
    </>
  );
}
