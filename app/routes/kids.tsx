import { Bandage, Droplets, Pill, Smile, Sun, Thermometer } from "lucide-react";
import { AdviceNote } from "#app/components/content/advice-note.tsx";
import { ContentSection } from "#app/components/content/content-section.tsx";
import { type LinkTile, LinkTiles } from "#app/components/content/link-tiles.tsx";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { pharmacy } from "#contracts/pharmacy.ts";

export const meta = () =>
  pageMeta(
    "Kindergesundheit",
    `Gesundheitsprodukte für Kinder bei der ${pharmacy.name}: Fieber und Schmerzen, Erkältung, Wundversorgung, Zahnpflege, Sonnenschutz und Vitamine.`,
  );

const search = (term: string) => `/products?search=${encodeURIComponent(term)}`;

const tiles: LinkTile[] = [
  { label: "Fieber und Schmerzen", description: "Fieberthermometer und kindgerechte Darreichungsformen wie Sirup und Zäpfchen.", href: search("Kinder Fieber"), icon: Thermometer },
  { label: "Schnupfen und Husten", description: "Meerwasser-Nasensprays, Nasensauger und sanfte Hustenmittel für Kinder.", href: search("Kinder Husten"), icon: Droplets },
  { label: "Wundversorgung", description: "Kinderpflaster, Wunddesinfektion und Kühlkompressen für kleine Unfälle.", href: search("Pflaster"), icon: Bandage },
  { label: "Zahnpflege", description: "Kinderzahnbürsten und Zahnpasta mit altersgerechtem Fluoridgehalt.", href: search("Kinder Zahnpasta"), icon: Smile },
  { label: "Sonnenschutz", description: "Sonnencreme für empfindliche Kinderhaut mit hohem Lichtschutzfaktor.", href: search("Sonnenschutz Kinder"), icon: Sun },
  { label: "Vitamine", description: "Vitamin D und Nahrungsergänzungen für Kinder, nach Beratung.", href: search("Vitamine Kinder"), icon: Pill },
];

export default function Kids() {
  return (
    <>
      <PageHero
        eyebrow="Familie"
        title="Kindergesundheit"
        lead={
          <p>
            Kinder sind keine kleinen Erwachsenen: Sie brauchen eigene Darreichungsformen und Dosierungen. Hier finden Sie
            unser Sortiment für die ganze Familie, von der Hausapotheke bis zur Zahnpflege.
          </p>
        }
      />
      <ContentSection id="sortiment" title="Produkte für Kinder">
        <LinkTiles tiles={tiles} />
      </ContentSection>
      <ContentSection id="tipps" title="Gut zu wissen" tinted>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="prose-shop text-ink">
            <ul>
              <li>Dosieren Sie Arzneimittel für Kinder immer nach Körpergewicht und Alter gemäss Packungsbeilage oder ärztlicher Anweisung.</li>
              <li>Verwenden Sie die beiliegende Dosierspritze oder den Messlöffel, keine Haushaltslöffel.</li>
              <li>Bewahren Sie Medikamente für Kinder unerreichbar und verschlossen auf.</li>
              <li>Bei Säuglingen unter drei Monaten mit Fieber gehen Sie bitte sofort zur Kinderärztin oder zum Kinderarzt.</li>
            </ul>
          </div>
          <AdviceNote title="Unsicher, was Ihrem Kind hilft?">
            Wir beraten Sie gerne persönlich: Welche Mittel für welches Alter geeignet sind und wann ein Besuch in der
            Kinderarztpraxis nötig ist. Bei Vergiftungsverdacht erreichen Sie Tox Info Suisse rund um die Uhr unter 145.
          </AdviceNote>
        </div>
      </ContentSection>
    </>
  );
}
