import { Activity, Bug, HeartPulse, Sun } from "lucide-react";
import { InfoCard } from "#app/components/content/info-card.tsx";
import { ContentSection } from "#app/components/content/content-section.tsx";

const cards = [
  { icon: Sun, title: "Vitamin D im Winter", text: "Von Oktober bis März reicht die Sonne in Basel nicht für genug Vitamin D. Ein Wert im Herbst zeigt, ob und wie viel Sie ergänzen sollten." },
  { icon: Bug, title: "Zeckenschutz vor dem Frühling", text: "Die FSME-Impfung braucht für vollen Schutz drei Dosen. Wer im Winter beginnt, ist in der Zeckensaison geschützt." },
  { icon: HeartPulse, title: "Herz und Gefässe ab 40", text: "Cholesterin, Lipoprotein(a) und Langzeitblutzucker zeigen ein erhöhtes Risiko Jahre vor den ersten Beschwerden." },
  { icon: Activity, title: "Impfausweis prüfen", text: "Tetanus, Diphtherie und Keuchhusten alle 10 Jahre auffrischen: Bringen Sie Ihren Impfausweis mit, wir sehen nach, was fällig ist." },
];

/** Prevention cards of the Übersicht: four checks worth doing at the right time of year or life. */
export function PreventionCards() {
  return (
    <ContentSection id="vorsorge" title="Vorsorge zur richtigen Zeit" tinted>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ icon, title, text }) => (
          <li key={title}>
            <InfoCard icon={icon} title={title}>
              <p>{text}</p>
            </InfoCard>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
