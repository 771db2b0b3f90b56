import type { ImportJob } from "#contracts/backoffice.ts";
import { progressText } from "./backoffice-texts.ts";

/**
 * How far a job has validated or committed (`processed` of `rows`), as a native-semantics progress bar: the label
 * says the numbers, so a screen reader hears "Übernahme: 1'200 von 5'000 Zeilen" and not only a percentage. While
 * the first rows are read, `rows` is not known yet and the bar is indeterminate.
 */
export function ImportProgress({ job }: { job: Pick<ImportJob, "status" | "processed" | "rows"> }) {
  const known = job.rows > 0;
  const percent = known ? Math.min(100, Math.round((job.processed / job.rows) * 100)) : 0;
  const text = progressText(job.status, job.processed, job.rows);
  return (
    <div className="rounded-lg border border-line bg-white p-4">
      <div className="mb-2 flex items-baseline justify-between gap-3 text-sm">
        <span id="import-progress-label" className="font-medium text-ink">
          {text}
        </span>
        {known ? <span className="tabular text-muted">{percent} %</span> : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby="import-progress-label"
        aria-valuemin={0}
        aria-valuemax={known ? job.rows : undefined}
        aria-valuenow={known ? job.processed : undefined}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full bg-brand-soft"
      >
        <div
          className={`h-full rounded-full bg-brand transition-[width] duration-200 motion-reduce:transition-none ${known ? "" : "w-1/3 animate-pulse"}`}
          style={known ? { width: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}
