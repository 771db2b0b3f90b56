import { CalendarCheck, ClipboardCheck, Syringe } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ContentSection } from "#app/components/content/content-section.tsx";
import { InfoCard } from "#app/components/content/info-card.tsx";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { pharmacy } from "#contracts/pharmacy.ts";

export const meta = () =>
  pageMeta(
    "Impftermin",
    `Impfungen in der ${pharmacy.name}: Grippe, Zecken, Auffrischimpfungen und Reiseimpfungen. Termin online buchen.`,
  );

export default function VacAppointment() {
  return (
    <>
      <PageHero
        eyebrow="Impfen in der Apotheke"
        title="Impftermin vereinbaren"
        lead={
          <p>
            Impfen lassen, ohne lange zu warten: Wir impfen gesunde Erwachsene direkt in der Apotheke am {pharmacy.street}.
            Termine gibt es {pharmacy.serviceHoursText} Uhr.
          </p>
        }
      >
        <Link to="/vacinationspage?tab=services" className={buttonClass("primary")}>
          Impfung auswählen
        </Link>
        <Link to="/appointment" className={buttonClass("secondary")}>
          Zur Terminbuchung
        </Link>
      </PageHero>
      <ContentSection id="ablauf" title="So einfach geht es">
        <ol className="grid gap-5 md:grid-cols-3">
          <li>
            <InfoCard icon={Syringe} title="1. Impfung auswählen">
              <p>
                Wählen Sie unter{" "}
                <Link to="/vacinationspage?tab=services" className="font-medium text-brand underline underline-offset-2">
                  Labor &amp; Impfungen
                </Link>{" "}
                die gewünschte Impfung oder Untersuchung aus.
              </p>
            </InfoCard>
          </li>
          <li>
            <InfoCard icon={CalendarCheck} title="2. Termin buchen">
              <p>Wählen Sie Datum und Uhrzeit in den nächsten 14 Tagen. Sie erhalten eine Bestätigung per E-Mail.</p>
            </InfoCard>
          </li>
          <li>
            <InfoCard icon={ClipboardCheck} title="3. Vorbeikommen">
              <p>Bringen Sie Ihren Impfausweis und Ihre Versichertenkarte mit. Die Impfung selbst dauert nur wenige Minuten.</p>
            </InfoCard>
          </li>
        </ol>
      </ContentSection>
      <ContentSection id="impfungen" title="Welche Impfungen wir anbieten" tinted>
        <div className="prose-shop text-ink">
          <ul>
            <li>Grippeimpfung (saisonal, empfohlen von Mitte Oktober bis Mitte November)</li>
            <li>Zeckenenzephalitis (FSME), Grund- und Auffrischimpfung</li>
            <li>Auffrischimpfungen gemäss Schweizerischem Impfplan, zum Beispiel gegen Starrkrampf, Diphtherie und Keuchhusten</li>
            <li>Ausgewählte Reiseimpfungen nach Beratung</li>
          </ul>
          <p>
            Ob eine Impfung für Sie geeignet ist, klären wir vorher in einem kurzen Gespräch. Für Kinder, Schwangere und Menschen
            mit bestimmten Vorerkrankungen verweisen wir an die Haus- oder Kinderarztpraxis. Fragen beantworten wir gerne unter{" "}
            <a href={pharmacy.phoneHref}>{pharmacy.phone}</a>.
          </p>
        </div>
      </ContentSection>
    </>
  );
}
