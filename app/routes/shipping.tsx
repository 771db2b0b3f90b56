import { Ban, Clock, MapPin, Package, Store, Truck } from "lucide-react";
import { Link } from "react-router";
import { ContentSection } from "#app/components/content/content-section.tsx";
import { InfoCard } from "#app/components/content/info-card.tsx";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { MONEY_TEXTS } from "#contracts/money.ts";
import { backorderedLaterText, deliveryDaysText, deliveryWithinText, freeShippingText, shopTerms, withCarrierText } from "#contracts/shop-terms.ts";

export const meta = () =>
  pageMeta(
    "Versandinformationen",
    `${freeShippingText}, Lieferung ${deliveryWithinText} ${withCarrierText}. Alles zu Versand, Abholung und Produkten mit «Versand nicht möglich».`,
  );

export default function Shipping() {
  return (
    <>
      <PageHero
        eyebrow="Hilfe"
        title="Versandinformationen"
        lead={<p>Wie, wohin und wie schnell wir liefern, und welche Produkte Sie nur in der Apotheke erhalten.</p>}
      />
      <ContentSection id="versand" title="Versand in der Schweiz">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <InfoCard icon={Truck} title={freeShippingText}>
            <p>
              Ab einem Bestellwert von {MONEY_TEXTS.freeShippingFrom} inklusive MwSt. liefern wir versandkostenfrei.
              Darunter sehen Sie die Versandkosten vor dem Abschluss der Bestellung.
            </p>
          </InfoCard>
          <InfoCard icon={Clock} title={deliveryDaysText}>
            <p>
              Wir verpacken Ihre Bestellung sorgfältig; was an Lager ist, ist {deliveryWithinText} bei Ihnen ({backorderedLaterText}). Das genaue Datum sehen
              Sie im Warenkorb und an der Kasse.
            </p>
          </InfoCard>
          <InfoCard icon={Package} title={shopTerms.carrier}>
            <p>
              Wir versenden {withCarrierText}. Die Sendungsnummer erhalten Sie per E-Mail.{" "}
              <Link to="/track-order" className="font-medium text-brand underline underline-offset-2">
                Bestellung verfolgen
              </Link>
            </p>
          </InfoCard>
          <InfoCard icon={MapPin} title="Nur in die Schweiz">
            <p>Wir liefern an Adressen in der Schweiz. Ein Versand ins Ausland ist nicht möglich.</p>
          </InfoCard>
        </div>
      </ContentSection>
      <ContentSection id="einschraenkungen" title="Produkte mit Einschränkungen" tinted>
        <div className="grid gap-5 md:grid-cols-2">
          <InfoCard icon={Ban} title="Versand nicht möglich">
            <p>
              Einige Arzneimittel dürfen nur nach einer Beratung in der Apotheke abgegeben werden. Sie sind im Shop mit «Versand
              nicht möglich» gekennzeichnet. Sie können sie bei uns reservieren und am {pharmacy.street} abholen; Versandkosten
              fallen dafür keine an.
            </p>
          </InfoCard>
          <InfoCard icon={Store} title="Rezeptpflichtig">
            <p>
              Rezeptpflichtige Medikamente legen Sie nicht in den Warenkorb: Sie senden uns Ihr Rezept, und wir senden die Medikamente{" "}
              {withCarrierText} oder legen sie zur Abholung bereit. Mehr unter{" "}
              <Link to="/upload-prescription" className="font-medium text-brand underline underline-offset-2">
                Rezept einreichen
              </Link>
              .
            </p>
          </InfoCard>
        </div>
      </ContentSection>
      <ContentSection id="abholung" title="Abholung in der Apotheke">
        <div className="prose-shop text-ink">
          <p>
            Sie möchten nicht auf die Post warten? Reservieren Sie Ihre Produkte telefonisch unter{" "}
            <a href={pharmacy.phoneHref}>{pharmacy.phone}</a> und holen Sie sie während der Öffnungszeiten ({pharmacy.hoursText})
            in der Apotheke ab. Alles, was wir nach Hause liefern, Medikamente auf Rezept eingeschlossen, senden wir{" "}
            {withCarrierText}.
          </p>
        </div>
      </ContentSection>
    </>
  );
}
