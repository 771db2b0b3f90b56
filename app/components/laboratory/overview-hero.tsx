import { Droplet, HeartPulse, Stethoscope, Syringe } from "lucide-react";
import { useEffect, useState, type MouseEvent } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useRotation } from "./use-rotation.ts";

const showcase = [
  { icon: Droplet, title: "Bluttests", text: "Vom kleinen Blutbild bis zu Vitamin D und Ferritin: Blutentnahme in wenigen Minuten, ohne Überweisung." },
  { icon: Syringe, title: "Impfungen", text: "Grippe, Zecken, Hepatitis, Gürtelrose und Auffrischimpfungen nach dem Schweizerischen Impfplan." },
  { icon: Stethoscope, title: "Gesundheits-Checks", text: "Basis-Check-up, Müdigkeits-, Sport- oder Herz-Kreislauf-Check: mehrere Werte zum Paketpreis." },
  { icon: HeartPulse, title: "Hormontests", text: "Hormonprofile für Frauen und Männer, Schilddrüse und Stresshormon, mit Beratung zum richtigen Zyklustag." },
];

const SHOWCASE_MS = 4000;
const OVERLAY_MS = 500;

/** Scrolls to the about-the-lab section when it is on the page; the link's own target otherwise. */
function toLabInfo(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById("lab-info");
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  target.focus({ preventScroll: true });
}

/**
 * The Übersicht hero (spec §2): a showcase of four offers changing every 4 s (still under reduced motion and
 * while pointed at or focused), a loading overlay over it for the first 0.5 s, Termin Buchen and Mehr Erfahren.
 */
export function OverviewHero() {
  const [paused, setPaused] = useState(false);
  const [active, setActive] = useRotation(showcase.length, SHOWCASE_MS, paused);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const current = showcase[active] ?? showcase[0]!;
  const Icon = current.icon;

  return (
    <section aria-labelledby="labor-titel" className="border-b border-line bg-gradient-to-br from-brand-soft via-white to-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:px-8 lg:py-14">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Labor & Impfungen am Marktplatz</p>
          <h1 id="labor-titel" className="mt-2 text-3xl leading-tight text-ink lg:text-4xl">
            Labordiagnostik und Impfungen in Basel
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink/80">
            Blutwerte bestimmen, Impfschutz auffrischen, Hormone prüfen: ohne Überweisung, mit Termin in den nächsten 14 Tagen und mit Beratung durch
            unser pharmazeutisches Team. Die meisten Ergebnisse liegen nach 24 bis 48 Stunden vor.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/vacinationspage?tab=services" className={buttonClass("primary", "lg")}>
              Termin Buchen
            </Link>
            <a href="#lab-info" onClick={toLabInfo} className={buttonClass("secondary", "lg")}>
              Mehr Erfahren
            </a>
          </div>
        </div>

        <div
          className="relative"
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          <div className="rounded-card border border-line bg-white p-6 shadow-[var(--shadow-float)]">
            <div className="flex items-center gap-4">
              <span aria-hidden className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand text-white">
                <Icon size={28} />
              </span>
              <h2 className="text-2xl text-ink">{current.title}</h2>
            </div>
            <p className="mt-4 min-h-[4.5rem] leading-relaxed text-ink/80">{current.text}</p>
          </div>
          <div className="mt-4 flex justify-center gap-2" role="group" aria-label="Angebote">
            {showcase.map((item, index) => (
              <button
                key={item.title}
                type="button"
                data-replay
                aria-label={item.title}
                aria-pressed={index === active}
                onClick={() => setActive(index)}
                className="flex size-11 items-center justify-center"
              >
                <span aria-hidden className={`block h-2.5 rounded-full transition-all duration-200 ${index === active ? "w-8 bg-brand" : "w-2.5 bg-line"}`} />
              </button>
            ))}
          </div>
          {loading ? (
            <div role="status" className="absolute inset-0 flex items-center justify-center gap-3 rounded-card bg-white/90 text-ink">
              <Spinner />
              Laden...
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
