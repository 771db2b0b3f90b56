import { pharmacy } from "#contracts/pharmacy.ts";

/** The shop's opening hours as a description list, read from contracts/pharmacy.ts. */
export function OpeningHoursList() {
  return (
    <dl className="divide-y divide-line rounded-card border border-line bg-white">
      {pharmacy.hoursLines.map((line) => (
        <div key={line.days} className="flex justify-between gap-4 px-4 py-3">
          <dt className="font-medium text-ink">{line.days}</dt>
          <dd className="tabular text-muted">{line.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
