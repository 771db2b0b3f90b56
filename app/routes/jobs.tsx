import { Bike, CalendarHeart, GraduationCap, HeartPulse, Mail, Palmtree, Users } from "lucide-react";
import { ContentSection } from "#app/components/content/content-section.tsx";
import { InfoCard } from "#app/components/content/info-card.tsx";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { pharmacy } from "#contracts/pharmacy.ts";

export const meta = () =>
  pageMeta(
    "Offene Stellen",
    `Karriere bei der ${pharmacy.name} in ${pharmacy.city}: Wir suchen eine Apothekerin oder einen Apotheker (ca. 60%) und eine Pharma-Assistentin oder einen Pharma-Assistenten (60-100%).`,
  );

type Position = { id: string; title: string; workload: string; start: string; intro: string; tasks: string[]; requirements: string[] };

const positions: Position[] = [
  {
    id: "apotheker",
    title: "Apotheker/in",
    workload: "ca. 60%",
    start: "nach Vereinbarung",
    intro:
      "Sie verstärken unser Apothekerteam und übernehmen Verantwortung in Beratung, Validierung und unseren Gesundheitsdienstleistungen.",
    tasks: [
      "Fachliche Validierung und Abgabe ärztlicher Verordnungen",
      "Beratung unserer Kundschaft zu Arzneimitteln, Selbstmedikation und Prävention",
      "Impfungen, Medikamenten-Checks und Gesundheitschecks",
      "Begleitung der Labordiagnostik und Besprechung von Resultaten",
      "Betreuung von Lernenden und Pharma-Assistentinnen im Alltag",
      "Abwechselnde Übernahme der fachtechnischen Verantwortung vor Ort",
    ],
    requirements: [
      "Eidgenössisches Diplom als Apotheker/in oder eine vom MEBEKO anerkannte Ausbildung",
      "Fähigkeitsausweis Impfen und Blutentnahme oder die Bereitschaft, ihn zu erwerben",
      "Freude am Kontakt mit Menschen und eine klare, verständliche Sprache",
      "Sehr gute Deutschkenntnisse; Französisch oder Englisch von Vorteil",
      "Sorgfalt, Teamgeist und Flexibilität, auch an einzelnen Samstagen",
    ],
  },
  {
    id: "pharma-assistent",
    title: "Pharma-Assistent/in",
    workload: "60-100%",
    start: "nach Vereinbarung",
    intro:
      "Sie sind erste Ansprechperson für unsere Kundschaft und sorgen dafür, dass in Offizin, Lager und Online-Shop alles rund läuft.",
    tasks: [
      "Beratung und Verkauf von rezeptfreien Arzneimitteln, Pflege- und Gesundheitsprodukten",
      "Entgegennahme und Vorbereitung von Rezepten, Abrechnung mit den Krankenkassen",
      "Bestellwesen, Warenbewirtschaftung und Kontrolle der Verfalldaten",
      "Vorbereitung von Paketen und Online-Bestellungen",
      "Terminorganisation für Labor und Impfungen",
    ],
    requirements: [
      "Abgeschlossene Lehre als Pharma-Assistent/in EFZ",
      "Freundliches, gepflegtes Auftreten und Freude an der Beratung",
      "Erfahrung mit einer Apothekensoftware von Vorteil",
      "Zuverlässigkeit und eine selbständige, exakte Arbeitsweise",
      "Bereitschaft zur Samstagsarbeit im Turnus",
    ],
  },
];

export default function Jobs() {
  return (
    <>
      <PageHero
        eyebrow="Karriere"
        title="Offene Stellen"
        lead={
          <p>
            Sie möchten in einem engagierten Team arbeiten, das Beratung ernst nimmt? Die {pharmacy.name} am{" "}
            {pharmacy.street} sucht Verstärkung. Wir freuen uns auf Ihre Bewerbung.
          </p>
        }
      />

      <ContentSection id="stellen" title="Aktuelle Stellenangebote">
        <div className="grid gap-6 lg:grid-cols-2">
          {positions.map((position) => (
            <article key={position.id} id={position.id} aria-labelledby={`${position.id}-titel`} className="scroll-mt-24 rounded-card border border-line bg-white p-6">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 id={`${position.id}-titel`} className="text-xl text-ink">
                  {position.title} ({position.workload})
                </h3>
                <Badge size="md" tone="brand">Pensum {position.workload}</Badge>
              </div>
              <p className="mt-1 text-sm text-muted">
                {pharmacy.city} · Stellenantritt {position.start}
              </p>
              <p className="mt-4 leading-relaxed text-ink">{position.intro}</p>
              <h4 className="mt-5 font-semibold text-ink">Ihre Aufgaben</h4>
              <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed text-muted marker:text-brand">
                {position.tasks.map((task) => (
                  <li key={task}>{task}</li>
                ))}
              </ul>
              <h4 className="mt-5 font-semibold text-ink">Ihr Profil</h4>
              <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed text-muted marker:text-brand">
                {position.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
              <a
                href={`mailto:${pharmacy.jobsEmail}?subject=${encodeURIComponent(`Bewerbung ${position.title} ${position.workload}`)}`}
                className={buttonClass("primary", "md", "mt-6")}
              >
                <Mail className="size-4" aria-hidden="true" />
                Jetzt bewerben
              </a>
            </article>
          ))}
        </div>
      </ContentSection>

      <ContentSection id="angebot" title="Was wir Ihnen bieten" tinted>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <InfoCard icon={Palmtree} title="Sechs Wochen Ferien">
            <p>Bei uns haben alle Mitarbeitenden sechs Wochen Ferien pro Jahr, unabhängig vom Alter.</p>
          </InfoCard>
          <InfoCard icon={GraduationCap} title="Weiterbildung">
            <p>Wir übernehmen Kurse und Fortbildungen, die zu Ihren Aufgaben passen, und geben Ihnen die Zeit dafür.</p>
          </InfoCard>
          <InfoCard icon={CalendarHeart} title="Planbare Arbeitszeiten">
            <p>Kein Sonntagsdienst, Samstage im Turnus und Einsatzpläne, die wir frühzeitig gemeinsam festlegen.</p>
          </InfoCard>
          <InfoCard icon={Users} title="Ein starkes Team">
            <p>Kurze Wege, offene Türen und ein Team, das sich gegenseitig unterstützt.</p>
          </InfoCard>
          <InfoCard icon={HeartPulse} title="Gesundheit">
            <p>Personalrabatt auf unser Sortiment und eine Pensionskasse mit überobligatorischen Leistungen.</p>
          </InfoCard>
          <InfoCard icon={Bike} title="Zentraler Arbeitsort">
            <p>Mitten in der Altstadt, mit Tram und Velo bestens erreichbar; wir beteiligen uns am U-Abo.</p>
          </InfoCard>
        </div>
      </ContentSection>

      <ContentSection id="bewerbung" title="So bewerben Sie sich">
        <div className="max-w-3xl space-y-4 leading-relaxed text-ink">
          <p>
            Senden Sie uns Ihre vollständigen Unterlagen (Motivationsschreiben, Lebenslauf, Diplome und Arbeitszeugnisse)
            als PDF per E-Mail an{" "}
            <a href={`mailto:${pharmacy.jobsEmail}`} className="font-medium wrap-anywhere text-brand underline underline-offset-2">
              {pharmacy.jobsEmail}
            </a>
            . Wir melden uns innert einer Woche bei Ihnen.
          </p>
          <p>
            Fragen zur Stelle beantworten wir Ihnen gerne telefonisch unter{" "}
            <a href={pharmacy.phoneHref} className="font-medium text-brand underline underline-offset-2">
              {pharmacy.phone}
            </a>
            . Bitte beachten Sie: Für diese Stellen berücksichtigen wir nur Direktbewerbungen.
          </p>
        </div>
      </ContentSection>
    </>
  );
}
