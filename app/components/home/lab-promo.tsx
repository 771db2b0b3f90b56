import { CalendarCheck, ClipboardList, FlaskConical, Syringe } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useRotation } from "#app/components/laboratory/use-rotation.ts";

const steps = [
  { icon: ClipboardList, title: "Test oder Impfung wählen", text: "Blutbild, Hormone, Vitamine oder eine Impfung." },
  { icon: CalendarCheck, title: "Termin online buchen", text: "Freie Zeiten Montag bis Freitag, sofort bestätigt." },
  { icon: Syringe, title: "Kurzer Besuch in der Apotheke", text: "Blutentnahme oder Impfung in wenigen Minuten." },
  { icon: FlaskConical, title: "Ergebnis erhalten", text: "Besprechung mit unserem Fachpersonal." },
];

const STEP_MS = 3000;

/**
 * Laboratory and vaccination promo (shop spec §2): four steps rotating every 3 s (still under reduced motion and
 * while pointed at), a 'Laden...' overlay over its picture until the picture has loaded, and a button to the
 * services tab. A step switches its colours at once: with a fading background its text sat on a half-changed one
 * for 200 ms, grey on dark green (contrast 1.4), and Lighthouse's accessibility check caught it.
 */
export function LabPromo() {
  const [paused, setPaused] = useState(false);
  const [active] = useRotation(steps.length, STEP_MS, paused);
  return (
    <section
      aria-labelledby="lab-promo"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      className="flex h-full flex-col rounded-card bg-brand p-6 text-white"
    >
      <p className="text-sm font-semibold tracking-wide text-white uppercase">Labor & Impfungen</p>
      <h2 id="lab-promo" className="mt-1 text-2xl">
        Labortest oder Impfung in 4 Schritten
      </h2>
      <div className="relative mt-4 aspect-[2/1] max-h-32 overflow-hidden rounded-lg">
        {/* Marked loaded by the head script when its load event comes, scripts or not (record 032). */}
        <img
          src="/images/laboratory/lab-promo.svg"
          alt=""
          width={320}
          height={160}
          loading="lazy"
          data-loaded-after={0}
          className="peer h-full w-full bg-brand-soft object-contain"
        />
        <div className="visible absolute inset-0 flex items-center justify-center bg-brand-soft text-brand opacity-100 transition-[opacity,visibility] duration-200 peer-data-loaded:invisible peer-data-loaded:opacity-0">
          <p role="status" className="font-medium">
            Laden...
          </p>
        </div>
      </div>
      <ol className="mt-5 grid flex-1 gap-2">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li
            key={title}
            aria-current={index === active ? "step" : undefined}
            className={`flex items-start gap-3 rounded-lg p-3 ${index === active ? "bg-white text-ink" : "bg-black/15"}`}
          >
            <span className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${index === active ? "bg-brand text-white" : "bg-black/20"}`}>
              <Icon aria-hidden size={18} />
            </span>
            <span>
              <span className="block font-semibold">
                {index + 1}. {title}
              </span>
              <span className={`block text-sm ${index === active ? "text-muted" : "text-white"}`}>{text}</span>
            </span>
          </li>
        ))}
      </ol>
      <Link
        to="/vacinationspage?tab=services"
        className="mt-5 inline-flex min-h-11 w-fit items-center rounded-lg bg-white px-5 font-semibold text-brand hover:bg-brand-soft"
      >
        Termin buchen
      </Link>
    </section>
  );
}
