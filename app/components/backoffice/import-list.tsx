import { History } from "lucide-react";
import { Link } from "react-router";
import { stampText } from "#app/components/desk/day-labels.ts";
import { staffName } from "#app/components/desk/audit-view.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { useImportJobs } from "#app/lib/queries/backoffice.ts";
import { IMPORT_KIND_LABELS } from "#contracts/backoffice.ts";
import { BACKOFFICE_TEXTS, IMPORT_TEXTS, number, STATUS_TONES, statusLabel } from "./backoffice-texts.ts";
import { importHref } from "./backoffice-views.tsx";

/** Earlier imports, newest first; each opens its job. The job on screen is marked as the current one. */
export function ImportList({ selected }: { selected: string | null }) {
  const jobs = useImportJobs();
  let body;
  if (jobs.isPending || (jobs.isError && isSessionEnded(jobs.error))) {
    body = (
      <div className="flex justify-center py-6" role="status">
        <Spinner label="Importe werden geladen…" />
      </div>
    );
  } else if (jobs.isError) {
    body = (
      <div className="space-y-2 py-2 text-sm">
        <p className="text-danger">{BACKOFFICE_TEXTS.loadFailed}</p>
        <Button variant="secondary" size="sm" onClick={() => void jobs.refetch()}>
          {BACKOFFICE_TEXTS.retry}
        </Button>
      </div>
    );
  } else if (jobs.data.length === 0) {
    body = <p className="py-2 text-sm text-gray-700">{IMPORT_TEXTS.noEarlier}</p>;
  } else {
    body = (
      <ol className="-mx-2 space-y-1">
        {jobs.data.map((job) => (
          <li key={job._id}>
            <Link
              to={importHref(job._id)}
              aria-current={job._id === selected ? "true" : undefined}
              className="block rounded-lg px-2 py-2 no-underline hover:bg-soft aria-[current=true]:bg-brand-soft"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="min-w-0 font-medium break-all text-ink">{job.fileName}</span>
                <Badge tone={STATUS_TONES[job.status]} className="shrink-0">
                  {statusLabel(job.status)}
                </Badge>
              </span>
              <span className="mt-0.5 block text-sm text-gray-700">
                {IMPORT_KIND_LABELS[job.kind]} · <span className="tabular">{stampText(job.createdAt)}</span>
              </span>
              <span className="block text-sm text-gray-700">
                {number(job.rows)} Zeilen{job.counts.error > 0 ? ` · ${number(job.counts.error)} Fehler` : ""} · {staffName(job.createdBy)}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section aria-labelledby="import-list-title" className="rounded-[var(--radius-card)] border border-line bg-white p-5">
      <h2 id="import-list-title" className="mb-2 flex items-center gap-2 text-lg">
        <History aria-hidden className="size-5 text-muted" />
        {IMPORT_TEXTS.earlier}
      </h2>
      {body}
    </section>
  );
}
