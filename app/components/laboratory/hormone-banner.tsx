import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";

/** The hormone banner of the Übersicht: the two hormone profiles and when to test. */
export function HormoneBanner() {
  return (
    <section aria-labelledby="hormone-titel" className="mx-auto max-w-7xl px-4 pt-10 lg:px-8">
      <div className="grid gap-6 rounded-card bg-[#0e4455] p-6 text-white md:grid-cols-[1fr_auto] md:items-center lg:p-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-white/80 uppercase">Hormonprofile</p>
          <h2 id="hormone-titel" className="mt-1 text-2xl">
            Müde, gereizt, Zyklus aus dem Takt? Hormone geben Antworten.
          </h2>
          <p className="mt-3 max-w-2xl leading-relaxed text-white/90">
            Unser Hormonprofil Frau misst Östradiol, FSH, LH, Prolaktin, Testosteron, DHEA-S, AMH und TSH am 3. bis 5. Zyklustag; das Hormonprofil Mann
            Testosteron, seine Gegenspieler, die Schilddrüse und den PSA-Wert. Wir sagen Ihnen vorher, an welchem Tag und zu welcher Uhrzeit Sie kommen.
          </p>
        </div>
        <Link to="/vacinationspage?tab=services" className={buttonClass("secondary", "lg", "border-white")}>
          Hormontests ansehen
        </Link>
      </div>
    </section>
  );
}
