import { Banknote, CreditCard, Smartphone, Store } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ContentSection } from "#app/components/content/content-section.tsx";
import { InfoCard } from "#app/components/content/info-card.tsx";
import { NoticeBox } from "#app/components/content/notice-box.tsx";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { shopTerms } from "#contracts/shop-terms.ts";

export const meta = () =>
  pageMeta(
    "Zahlung",
    `Zahlungsmöglichkeiten der ${pharmacy.name}: bar, Karte oder TWINT in der Apotheke. Die Online-Bezahlung ist noch nicht verfügbar (Demo).`,
  );

export default function Payment() {
  return (
    <>
      <PageHero
        eyebrow="Hilfe"
        title="Zahlung"
        lead={<p>Wie Sie bei uns bezahlen können und was für die Online-Bezahlung geplant ist.</p>}
      />
      <div className="mx-auto max-w-7xl px-4 pt-8 lg:px-8">
        <div className="max-w-3xl">
          <NoticeBox tone="warning" title="Demo: Online-Bezahlung noch nicht verfügbar">
            <p>
              Im Online-Shop können Sie Produkte suchen, vergleichen und in den Warenkorb legen. Bezahlen können Sie online
              noch nicht; die Kasse ist eine Vorschau. Gerne reservieren wir Ihnen die Produkte zur Abholung.
            </p>
          </NoticeBox>
        </div>
      </div>
      <ContentSection id="apotheke" title="In der Apotheke">
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
      <ContentSection id="online" title="Online-Bezahlung" tinted>
        <div className="prose-shop text-ink">
          <p>
            Nach der Freischaltung werden Sie im Shop mit TWINT sowie mit Debit- und Kreditkarte bezahlen können. Die Zahlung
            läuft dann verschlüsselt über einen zertifizierten Schweizer Zahlungsdienstleister; Ihre Kartendaten sehen und
            speichern wir nicht.
          </p>
          <p>
            Alle Preise verstehen sich in Schweizer Franken inklusive Mehrwertsteuer ({shopTerms.vatRatePercent}%, für
            Arzneimittel 2.6%).
          </p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/faqs#zahlung" className={buttonClass("secondary")}>
            Fragen zur Bezahlung
          </Link>
          <Link to="/checkout" className={buttonClass("secondary")}>
            Vorschau der Kasse
          </Link>
        </div>
      </ContentSection>
    </>
  );
}
