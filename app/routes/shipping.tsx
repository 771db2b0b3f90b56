import { Ban, Clock, MapPin, Package, Store, Truck } from "lucide-react";
import { Link } from "react-router";
import { ContentSection } from "#app/components/content/content-section.tsx";
import { InfoCard } from "#app/components/content/info-card.tsx";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { MONEY_TEXTS } from "#contracts/money.ts";
import { deliveryDaysText, deliveryWithinText, freeShippingText, shopTerms } from "#contracts/shop-terms.ts";

export const meta = () =>
  pageMeta(
    "Versandinformationen",
    `${freeShippingText}, Lieferung ${deliveryWithinText} mit der ${shopTerms.carrier}. Alles zu Versand, Abholung und Produkten mit «Versand nicht möglich».`,
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
            <p>Wir verpacken Ihre Bestellung sorgfältig; in der Regel ist sie {deliveryWithinText} bei Ihnen.</p>
          </InfoCard>
          <InfoCard icon={Package} title={shopTerms.carrier}>
            <p>
              Wir versenden mit der Post. Die Sendungsnummer erhalten Sie per E-Mail.{" "}
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
              Rezeptpflichtige Medikamente verkaufen wir nicht online. Wie Sie sie mit Ihrem Rezept erhalten, lesen Sie unter{" "}
              <Link to="/upload-prescription" className="font-medium text-brand underline underline-offset-2">
                Rezept einreichen
              </Link>
              .
            </p>
          </InfoCard>
        </div>
      </ContentSection>
      <ContentSection id="abholung" title="Abholung und Hauslieferung">
        <div className="prose-shop text-ink">
          <p>
            Sie möchten nicht auf die Post warten? Reservieren Sie Ihre Produkte telefonisch unter{" "}
            <a href={pharmacy.phoneHref}>{pharmacy.phone}</a> und holen Sie sie während der Öffnungszeiten ({pharmacy.hoursText})
            in der Apotheke ab. Im Raum {pharmacy.city} liefern wir Medikamente auch persönlich nach Hause, etwa wenn Sie krank
            sind oder nicht mobil.
          </p>
        </div>
      </ContentSection>
    </>
  );
}
