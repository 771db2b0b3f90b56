import { Clock, MapPin } from "lucide-react";
import { mapsDirectionsUrl, pharmacy } from "#contracts/pharmacy.ts";

/** Where and when to collect: the pharmacy's address and opening hours (contracts/pharmacy.ts). */
export function PickupInfo({ title = "Abholung" }: { title?: string }) {
  return (
    <section aria-labelledby="pickup-info" className="rounded-card border border-line bg-white p-5">
      <h2 id="pickup-info" className="text-lg text-ink">
        {title}
      </h2>
      <p className="mt-3 flex items-start gap-2 text-ink">
        <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
        <span>
          {pharmacy.name}
          <br />
          {pharmacy.street}, {pharmacy.postalCode} {pharmacy.city}
          <br />
          <a href={mapsDirectionsUrl} className="text-sm font-medium text-brand underline-offset-4 hover:underline" target="_blank" rel="noreferrer">
            Route planen
          </a>
        </span>
      </p>
      <div className="mt-3 flex items-start gap-2">
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5 text-sm">
          {pharmacy.hoursLines.map((line) => (
            <div key={line.days} className="contents">
              <dt className="text-muted">{line.days}</dt>
              <dd className="tabular text-ink">{line.hours}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
