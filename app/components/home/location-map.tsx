import { MapPin, Navigation, Phone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { mapsDirectionsUrl, mapsEmbedUrl, pharmacy, pharmacyAddress } from "#contracts/pharmacy.ts";
import { buttonClass } from "#app/components/ui/button.tsx";

/**
 * The Basel location (spec §1): an OpenStreetMap embed loaded only when it scrolls near and the browser is
 * online; the address card with a directions link always works, so an offline visitor loses nothing essential.
 */
export function LocationMap() {
  const holder = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    if (!navigator.onLine) {
      setOffline(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShow(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <section aria-labelledby="location" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="location" className="text-2xl">
        So finden Sie uns
      </h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_2fr]">
        <address className="rounded-card border border-line bg-white p-5 not-italic">
          <p className="font-semibold">{pharmacy.name}</p>
          <p className="mt-2 flex items-start gap-2 text-muted">
            <MapPin aria-hidden size={18} className="mt-0.5 shrink-0 text-brand" />
            {pharmacyAddress}
          </p>
          <p className="mt-2 flex items-center gap-2">
            <Phone aria-hidden size={18} className="shrink-0 text-brand" />
            <a href={pharmacy.phoneHref} className="hover:text-brand">
              {pharmacy.phone}
            </a>
          </p>
          <ul className="mt-3 text-sm text-muted">
            {pharmacy.hoursLines.map((line) => (
              <li key={line.days} className="flex justify-between gap-4">
                <span>{line.days}</span>
                <span className="tabular">{line.hours}</span>
              </li>
            ))}
          </ul>
          <a
            href={mapsDirectionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("primary", "md", "mt-4")}
          >
            <Navigation aria-hidden size={18} /> Route planen
          </a>
        </address>
        <div ref={holder} className="relative aspect-[4/3] overflow-hidden rounded-card border border-line bg-soft lg:aspect-auto lg:min-h-80">
          {show && !offline ? (
            <iframe
              title={`Karte: ${pharmacy.name}, ${pharmacyAddress}`}
              src={mapsEmbedUrl}
              loading="lazy"
              referrerPolicy="no-referrer"
              className="absolute inset-0 h-full w-full border-0"
            />
          ) : (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-ink">
              <MapPin aria-hidden size={32} className="text-brand" />
              <p>{offline ? "Die Karte ist offline nicht verfügbar." : "Karte wird geladen..."}</p>
              <p className="text-sm">{pharmacyAddress}</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
