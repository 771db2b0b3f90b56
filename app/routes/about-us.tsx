import { HeartHandshake, MapPin, Microscope, ShieldCheck, Users } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ContentSection } from "#app/components/content/content-section.tsx";
import { InfoCard } from "#app/components/content/info-card.tsx";
import { JsonLd } from "#app/components/content/json-ld.tsx";
import { pharmacyJsonLd } from "#app/components/content/structured-data.ts";
import { OpeningHoursList } from "#app/components/content/opening-hours-list.tsx";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { LAB_HOURS_TEXT } from "#contracts/appointment-slots.ts";
import { mapsDirectionsUrl, pharmacy, pharmacyAddress } from "#contracts/pharmacy.ts";

export const meta = () =>
  pageMeta(
    "Über uns",
    `Die ${pharmacy.name} am ${pharmacy.street} in ${pharmacy.city}: seit ${pharmacy.foundedYear} Ihre Apotheke mitten in der Altstadt. Geschichte, Team, Werte und Öffnungszeiten.`,
  );

const milestones = [
  {
    year: String(pharmacy.foundedYear),
    text: `Eröffnung der Apotheke am ${pharmacy.street}. Die ersten Jahrzehnte prägen selbst hergestellte Salben, Tees und Tinkturen aus der hauseigenen Rezeptur.`,
  },
  {
    year: "1960er",
    text: "Industriell gefertigte Arzneimittel lösen viele Eigenherstellungen ab. Die Beratung rückt in den Mittelpunkt, das Labor bleibt für individuelle Rezepturen bestehen.",
  },
  {
    year: "1990er",
    text: "Eine neue Generation übernimmt. Die Offizin wird umgebaut, mit einem ruhigen Beratungsraum für vertrauliche Gespräche.",
  },
  {
    year: "Heute",
    text: "Apotheke, Labordiagnostik, Impfungen und ein Online-Shop unter einem Dach, mit einem Team aus Apothekerinnen, Apothekern und Pharma-Assistentinnen.",
  },
];

export default function AboutUs() {
  return (
    <>
      <JsonLd data={pharmacyJsonLd()} />
      <PageHero
        eyebrow={`Seit ${pharmacy.foundedYear} in ${pharmacy.city}`}
        title={`Über die ${pharmacy.name}`}
        lead={
          <p>
            Mitten in der Basler Altstadt, nur wenige Schritte vom Rhein entfernt, beraten wir seit über hundert Jahren
            Menschen in allen Fragen rund um Gesundheit und Arzneimittel: persönlich, fachkundig und mit Zeit für Sie.
          </p>
        }
      >
        <Link to="/services" className={buttonClass("primary")}>
          Unsere Dienstleistungen
        </Link>
        <Link to="/jobs" className={buttonClass("secondary")}>
          Offene Stellen
        </Link>
      </PageHero>

      <ContentSection id="geschichte" title="Unsere Geschichte">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="prose-shop text-ink">
            <p>
              Als die {pharmacy.name} {pharmacy.foundedYear} ihre Türen öffnete, wurden Hustensirup, Salben und
              Teemischungen noch im eigenen Labor hinter der Offizin hergestellt. Der Name erinnert an den grossen Bogen,
              den der Rhein in Basel beschreibt, und an das, was uns bis heute wichtig ist: Wir sind eine Apotheke der
              Stadt und für die Menschen, die in ihr leben und arbeiten.
            </p>
            <p>
              Über die Jahrzehnte hat sich vieles verändert. Aus der Rezeptur wurde eine moderne Apotheke, zur
              Arzneimittelabgabe kamen Impfungen, Gesundheitschecks und Laboranalysen hinzu, und heute finden Sie
              unser Sortiment auch online. Geblieben ist der Anspruch, jede Frage ernst zu nehmen, ob es um eine
              Erkältung, eine neue Dauertherapie oder die Reiseapotheke für die Sommerferien geht.
            </p>
            <p>
              Die Apotheke wird als unabhängiger Familienbetrieb geführt. Unser Team besteht aus eidgenössisch
              diplomierten Apothekerinnen und Apothekern, Pharma-Assistentinnen und -Assistenten sowie Lernenden, die
              wir mit Freude ausbilden. Viele von uns wohnen in Basel und der Region und kennen unsere Kundschaft oft
              seit Jahren.
            </p>
          </div>
          <ol className="relative space-y-6 border-l-2 border-brand/30 pl-6" aria-label="Meilensteine">
            {milestones.map((m) => (
              <li key={m.year} className="relative">
                <span className="absolute top-1.5 -left-[33px] size-4 rounded-full border-4 border-white bg-brand" aria-hidden="true" />
                <p className="font-semibold text-brand">{m.year}</p>
                <p className="mt-1 leading-relaxed text-muted">{m.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </ContentSection>

      <ContentSection id="werte" title="Wofür wir stehen" tinted>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <InfoCard icon={HeartHandshake} title="Persönlich">
            <p>Wir hören zu, fragen nach und nehmen uns Zeit. Vertrauliche Gespräche führen wir im separaten Beratungsraum.</p>
          </InfoCard>
          <InfoCard icon={ShieldCheck} title="Unabhängig">
            <p>Wir empfehlen, was zu Ihnen passt, nicht was sich am besten verkauft. Oft ist das auch einmal: gar nichts.</p>
          </InfoCard>
          <InfoCard icon={Microscope} title="Fachkundig">
            <p>Regelmässige Fortbildungen halten unser Wissen aktuell, von neuen Therapien bis zur Impfberatung.</p>
          </InfoCard>
          <InfoCard icon={Users} title="Nah">
            <p>Als Quartierapotheke arbeiten wir eng mit Arztpraxen, Spitex und Pflegeheimen der Region zusammen.</p>
          </InfoCard>
        </div>
      </ContentSection>

      <ContentSection id="besuch" title="Besuchen Sie uns">
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="text-lg text-ink">Öffnungszeiten</h3>
            <div className="mt-3">
              <OpeningHoursList />
            </div>
            <p className="mt-3 text-sm leading-relaxed text-muted">
              Persönliche Dienstleistungen: {pharmacy.serviceHoursText} Uhr. Labortermine: {LAB_HOURS_TEXT} Uhr.
            </p>
          </div>
          <div>
            <h3 className="text-lg text-ink">Standort</h3>
            <address className="mt-3 rounded-card border border-line bg-white p-4 leading-relaxed not-italic">
              <span className="font-semibold">{pharmacy.name}</span>
              <br />
              {pharmacy.street}
              <br />
              {pharmacy.postalCode} {pharmacy.city}
              <br />
              Telefon:{" "}
              <a href={pharmacy.phoneHref} className="text-brand underline underline-offset-2">
                {pharmacy.phone}
              </a>
              <br />
              E-Mail:{" "}
              <a href={`mailto:${pharmacy.email}`} className="wrap-anywhere text-brand underline underline-offset-2">
                {pharmacy.email}
              </a>
            </address>
            <p className="mt-3 leading-relaxed text-muted">
              Sie finden uns direkt am Marktplatz in der Altstadt. Die Tramhaltestelle Marktplatz liegt vor der Tür; das
              nächste Parkhaus ist wenige Gehminuten entfernt.
            </p>
            <a href={mapsDirectionsUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "md", "mt-4")}>
              <MapPin className="size-4" aria-hidden="true" />
              Route planen: {pharmacyAddress}
              <span className="sr-only"> (öffnet in neuem Fenster)</span>
            </a>
          </div>
        </div>
      </ContentSection>
    </>
  );
}
