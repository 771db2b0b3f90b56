import type { ImportJob } from "#contracts/backoffice.ts";
import { number } from "./backoffice-texts.ts";

type Tone = "brand" | "warning" | "danger" | "neutral";
const toneClass: Record<Tone, string> = {
  brand: "text-brand",
  warning: "text-warning",
  danger: "text-danger",
  neutral: "text-ink",
};

/** A job's counts as a row of figures: what would be created, changed, left, refused and warned about. */
export function ImportCounts({ job }: { job: Pick<ImportJob, "kind" | "counts" | "rows"> }) {
  const { counts } = job;
  const items: { label: string; value: number; tone: Tone }[] = [
    { label: "Zeilen", value: job.rows, tone: "neutral" },
    { label: "Neu", value: counts.create, tone: counts.create > 0 ? "brand" : "neutral" },
    { label: "Geändert", value: counts.update, tone: counts.update > 0 ? "warning" : "neutral" },
    { label: "Unverändert", value: counts.unchanged, tone: "neutral" },
    { label: "Fehler", value: counts.error, tone: counts.error > 0 ? "danger" : "neutral" },
    { label: "Hinweise", value: counts.warning, tone: "neutral" },
  ];
  if (job.kind === "refdata") items.push({ label: "Unbekannte GTIN", value: counts.unknown, tone: "neutral" });
  return (
    <dl className={`grid grid-cols-3 gap-2 ${items.length > 6 ? "sm:grid-cols-4 xl:grid-cols-7" : "sm:grid-cols-6"}`} aria-label="Ergebnis der Prüfung">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-line bg-white px-3 py-2">
          <dt className="text-xs font-medium text-muted">{item.label}</dt>
          <dd className={`tabular text-xl font-semibold ${toneClass[item.tone]}`}>{number(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
