import { LAB_HOURS_TEXT } from "#contracts/appointment-slots.ts";
import { pharmacy } from "#contracts/pharmacy.ts";

/** About the lab (spec §2: the original holds filler text here; this is the real description). */
export function LabInfo() {
  return (
    <section id="lab-info" tabIndex={-1} aria-labelledby="lab-info-titel" className="scroll-mt-24 focus:outline-none">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-2 lg:px-8 lg:py-12">
        <div>
          <h2 id="lab-info-titel" className="text-2xl text-ink">
            Über unser Labor
          </h2>
          <div className="mt-4 space-y-3 leading-relaxed text-ink/80">
            <p>
              In der {pharmacy.name} am {pharmacy.street} nehmen wir Blut ab, impfen und führen Schnelltests durch, in einem eigenen, ruhigen
              Behandlungsraum. Die Blutentnahme übernehmen ausgebildete Pharma-Assistentinnen und Apotheker; eine Impfung dauert mit Aufklärung etwa 15
              Minuten.
            </p>
            <p>
              Die Proben gehen noch am selben Tag an ein akkreditiertes Partnerlabor in der Region Basel. Die meisten Ergebnisse liegen nach 24 bis 48
              Stunden vor, Spezialwerte wie AMH oder der Omega-3-Index nach drei bis fünf Arbeitstagen. Sie erhalten den Befund schriftlich, und wir
              besprechen ihn mit Ihnen persönlich oder am Telefon.
            </p>
            <p>
              Auffällige Werte klären wir mit Ihnen und, wenn nötig, mit Ihrer Hausärztin oder Ihrem Hausarzt. Ein Labortest in der Apotheke ersetzt keine
              ärztliche Abklärung bei akuten Beschwerden.
            </p>
          </div>
        </div>
        <dl className="grid content-start gap-3 sm:grid-cols-2">
          {[
            ["Termine", `${LAB_HOURS_TEXT} Uhr`],
            ["Ergebnisse", "meist nach 24 bis 48 Stunden"],
            ["Preise", "in EUR, inklusive Entnahme und Auswertung"],
            ["Fragen", pharmacy.phone],
          ].map(([term, value]) => (
            <div key={term} className="rounded-card border border-line bg-white p-4">
              <dt className="text-sm text-muted">{term}</dt>
              <dd className="mt-1 font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
