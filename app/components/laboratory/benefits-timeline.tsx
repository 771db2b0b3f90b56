import { Link } from "react-router";
import { ContentSection } from "#app/components/content/content-section.tsx";

const steps = [
  { title: "Konto erstellen", text: "Mit einem Kundenkonto sind Ihre Kontaktdaten beim Buchen schon ausgefüllt und Sie sehen alle Termine an einem Ort." },
  { title: "Test oder Impfung wählen", text: "Einzelne Werte, ein Analysepaket oder eine Impfung: Preise und Vorbereitung stehen bei jedem Angebot." },
  { title: "Termin buchen", text: "Freie Zeiten von Montag bis Freitag in den nächsten 14 Tagen, mit Bestätigung per E-Mail und Kalendereintrag." },
  { title: "Ergebnis besprechen", text: "Nach 24 bis 48 Stunden liegen die meisten Werte vor; wir besprechen sie mit Ihnen und empfehlen, was als Nächstes sinnvoll ist." },
];

/** The benefits timeline of the Übersicht; its first step links to registration. */
export function BenefitsTimeline() {
  return (
    <ContentSection id="ablauf" title="So läuft Ihr Labortermin ab">
      <ol className="grid gap-6 md:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="relative border-l-2 border-brand pl-5 md:border-t-2 md:border-l-0 md:pt-5 md:pl-0">
            <span aria-hidden className="absolute top-0 -left-[0.8rem] flex size-6 items-center justify-center rounded-full bg-brand text-xs font-semibold text-white md:-top-[0.8rem] md:left-0">
              {index + 1}
            </span>
            <h3 className="text-lg text-ink">{step.title}</h3>
            <p className="mt-1 leading-relaxed text-muted">{step.text}</p>
            {index === 0 ? (
              <Link to="/registerpage" className="mt-2 inline-block font-medium text-brand underline underline-offset-2 hover:text-brand-hover">
                Jetzt registrieren
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </ContentSection>
  );
}
