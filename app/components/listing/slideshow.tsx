import { useEffect, useState } from "react";
import { Link } from "react-router";
import { MONEY_TEXTS } from "#contracts/money.ts";
import { deliveryWithinText } from "#contracts/shop-terms.ts";

const slides = [
  { title: `Kostenloser Versand ab ${MONEY_TEXTS.freeShippingFromRound}`, text: `Lieferung ${deliveryWithinText}, inkl. MwSt.`, href: "/shipping", tone: "from-brand to-[#0f5f43]" },
  { title: "Labor & Impfungen in Basel", text: "Termin online buchen, ohne Wartezeit.", href: "/vacinationspage?tab=services", tone: "from-[#155e75] to-[#0e4455]" },
  { title: "Persönliche Beratung", text: "Unsere Apothekerinnen und Apotheker helfen gern.", href: "/services", tone: "from-[#3f4b5b] to-[#2b3440]" },
];

const INTERVAL_MS = 3000;

/**
 * Three slides every 3 s on the bare /products path (spec §2); still under prefers-reduced-motion. The colour of
 * the slide that leaves fades out on top of the new one, which is there at full opacity at once; the old text goes
 * at once too, so no text ever passes through a half-transparent, low-contrast state (accessibility checks
 * caught it mid-fade).
 */
export function Slideshow() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused]);
  return (
    <section
      aria-roledescription="Karussell"
      aria-label="Aktuelles"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="relative mb-8 h-40 overflow-hidden rounded-card sm:h-48"
    >
      {slides.map((slide, i) => (
        <div
          key={slide.title}
          aria-hidden={i !== index}
          className={`absolute inset-0 flex flex-col justify-center bg-gradient-to-r px-6 text-white sm:px-10 ${slide.tone} ${
            i === index ? "z-0 opacity-100" : "pointer-events-none z-10 opacity-0 transition-opacity duration-500 [&>*]:invisible"
          }`}
        >
          <p className="text-xl font-semibold sm:text-2xl">{slide.title}</p>
          <p className="mt-1 text-white/90">{slide.text}</p>
          <Link to={slide.href} tabIndex={i === index ? 0 : -1} className="mt-3 w-fit rounded-lg bg-white px-4 py-2 text-sm font-medium text-ink hover:bg-soft">
            Mehr erfahren
          </Link>
        </div>
      ))}
      <div className="absolute right-4 bottom-3 z-20 flex gap-1">
        {slides.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            data-replay
            aria-label={`Folie ${i + 1}: ${slide.title}`}
            aria-current={i === index ? "true" : undefined}
            onClick={() => setIndex(i)}
            className="flex h-6 w-6 items-center justify-center"
          >
            <span className={`block h-2 rounded-full bg-white transition-all ${i === index ? "w-6" : "w-2 opacity-60"}`} />
          </button>
        ))}
      </div>
    </section>
  );
}
