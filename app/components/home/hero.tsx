import { useState } from "react";
import { SearchBox } from "#app/components/search/search-box.tsx";
import { useTypingWords } from "./use-typing-words.ts";

const WORDS = ["Medikamente", "Vitamine", "Gesundheit", "Behandlung"] as const;
export const QUICK_TERMS = ["Schmerzmittel", "Vitamine", "Hautpflege", "Allergie", "Herz & Kreislauf", "Schlaf", "Diabetes"] as const;
const OVERLAY_DELAY_MS = 300;

/** Home hero (spec §2): typing headline, live search with quick-term chips, and the image loading overlay. */
export function Hero() {
  const [focused, setFocused] = useState(false);
  const word = useTypingWords(WORDS, focused);

  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-soft to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 lg:grid-cols-[1.2fr_1fr] lg:py-16">
        <div>
          <h1 id="hero-title" className="text-3xl leading-tight sm:text-4xl lg:text-5xl">
            Ihre Apotheke in Basel für
            <span className="block h-[1.25em] text-brand" aria-hidden>
              {word}
              <span className="ml-0.5 inline-block w-[3px] animate-pulse bg-brand align-[-0.1em]" style={{ height: "0.9em" }} />
            </span>
            <span className="sr-only">{WORDS.join(", ")}</span>
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted">
            Medikamente, Vitamine und Pflegeprodukte online bestellen, persönlich beraten lassen und Labortermine buchen.
          </p>
          <div className="mt-6 max-w-xl">
            <SearchBox id="hero-search" variant="hero" quickTerms={QUICK_TERMS} onFocusChange={setFocused} />
          </div>
        </div>
        <div className="relative hidden aspect-[4/3] overflow-hidden rounded-card sm:block">
          {/* The head script marks the picture loaded 300 ms after its load event, scripts or not (record 032). */}
          <img
            src="/images/home/hero.svg"
            alt="Illustration: Medikamente und Pflegeprodukte der Rheinbogen Apotheke"
            width={480}
            height={360}
            data-loaded-after={OVERLAY_DELAY_MS}
            fetchPriority="high"
            className="peer h-full w-full object-cover"
          />
          <div className="visible absolute inset-0 flex items-center justify-center bg-brand-soft opacity-100 transition-[opacity,visibility] duration-200 peer-data-loaded:invisible peer-data-loaded:opacity-0">
            <p role="status" className="flex items-center gap-2 font-medium text-brand">
              <span className="h-4 w-4 animate-spin rounded-full border-2 border-brand border-t-transparent" />
              Apotheke wird geladen...
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
