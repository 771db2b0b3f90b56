import { ChevronDown, CircleCheck, FileSearch, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { staffName } from "#app/components/desk/audit-view.ts";
import { stampText } from "#app/components/desk/day-labels.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { fetchImportErrors, isRunning, useImportJob } from "#app/lib/queries/backoffice.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { IMPORT_KIND_LABELS, type ImportJob } from "#contracts/backoffice.ts";
import { BACKOFFICE_TEXTS, committedText, IMPORT_TEXTS, STATUS_TONES, statusLabel } from "./backoffice-texts.ts";
import { DownloadButton } from "./download-button.tsx";
import { ImportChanges } from "./import-changes.tsx";
import { ImportCounts } from "./import-counts.tsx";
import { CommitDialog, DiscardDialog } from "./import-dialogs.tsx";
import { ImportProgress } from "./import-progress.tsx";

/** One import job: its progress, counts, outcome, the error report, commit and discard, and the preview. */
export function ImportJobPanel({ id, onDiscarded }: { id: string; onDiscarded: () => void }) {
  const job = useImportJob(id);
  if (job.isPending || (job.isError && isSessionEnded(job.error))) {
    return (
      <div className="flex min-h-[30vh] items-center justify-center" role="status">
        <Spinner label="Import wird geladen…" />
      </div>
    );
  }
  if (job.isError) {
    if (job.error instanceof ApiError && job.error.status === 404) {
      return <EmptyState icon={FileSearch} title="Diesen Import gibt es nicht mehr." />;
    }
    return <EmptyState icon={TriangleAlert} title={BACKOFFICE_TEXTS.loadFailed} action={<Button onClick={() => void job.refetch()}>{BACKOFFICE_TEXTS.retry}</Button>} />;
  }
  return <JobView job={job.data} onDiscarded={onDiscarded} />;
}

function JobView({ job, onDiscarded }: { job: ImportJob; onDiscarded: () => void }) {
  const [commitOpen, setCommitOpen] = useState(false);
  const [discardOpen, setDiscardOpen] = useState(false);
  const validated = job.status === "VALIDATED";
  const canDiscard = validated || job.status === "VALIDATING";
  const hasReport = job.counts.error > 0 && job.status !== "VALIDATING";
  return (
    <section aria-labelledby="import-job-title" className="space-y-5 rounded-[var(--radius-card)] border border-line bg-white p-5 lg:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="import-job-title" className="text-xl break-all">
            {job.fileName}
          </h2>
          <p className="mt-1 text-sm text-gray-700">
            {IMPORT_KIND_LABELS[job.kind]} · hochgeladen <span className="tabular">{stampText(job.createdAt)}</span> von {staffName(job.createdBy)}
          </p>
        </div>
        <Badge tone={STATUS_TONES[job.status]} size="md">
          {statusLabel(job.status)}
        </Badge>
      </header>

      {/* Always rendered, so that the end of a run ("Übernommen") is announced where the bar was. */}
      <div aria-live="polite">
        {isRunning(job.status) ? <ImportProgress job={job} /> : null}
        {job.status === "DONE" ? (
          <p className="flex items-start gap-2 rounded-lg bg-brand-soft px-3 py-2.5 text-sm text-brand-hover">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              {committedText(job.counts.create, job.counts.update)}
              {job.committedAt ? ` (${stampText(job.committedAt)})` : ""}{" "}
              <Link to="/backoffice?ansicht=artikel" className={buttonClass("link")}>
                Zu den Artikeln
              </Link>
            </span>
          </p>
        ) : null}
      </div>
      {job.status === "FAILED" ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-danger-soft px-3 py-2.5 text-sm text-danger">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {IMPORT_TEXTS.failed} {job.failure ?? ""}
          </span>
        </p>
      ) : null}

      <ImportCounts job={job} />

      {validated || canDiscard || hasReport ? (
        <div className="flex flex-wrap items-start gap-3">
          {validated ? <Button onClick={() => setCommitOpen(true)}>{IMPORT_TEXTS.commit}</Button> : null}
          {hasReport ? (
            <DownloadButton
              label={IMPORT_TEXTS.errorReport}
              busyLabel="Wird geladen…"
              failedText={IMPORT_TEXTS.errorReportFailed}
              fileName={`${job.fileName.replace(/\.[^.]*$/, "")}-fehler.csv`}
              fetchFile={() => fetchImportErrors(job._id)}
            />
          ) : null}
          {canDiscard ? (
            <Button variant="secondary" onClick={() => setDiscardOpen(true)} className="sm:ml-auto">
              {IMPORT_TEXTS.discard}
            </Button>
          ) : null}
        </div>
      ) : null}

      {job.warnings.length > 0 ? <Warnings job={job} /> : null}

      <ImportChanges job={job} />

      <CommitDialog job={job} open={commitOpen} onOpenChange={setCommitOpen} />
      <DiscardDialog job={job} open={discardOpen} onOpenChange={setDiscardOpen} onDiscarded={onDiscarded} />
    </section>
  );
}

/** The warnings (unknown columns, prices off the 5-Rappen step): folded away, they refuse nothing. */
function Warnings({ job }: { job: ImportJob }) {
  return (
    <details className="group rounded-lg border border-line bg-soft">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-medium text-ink hover:text-brand [&::-webkit-details-marker]:hidden">
        <TriangleAlert aria-hidden className="size-4 text-warning" />
        {IMPORT_TEXTS.warnings} ({job.counts.warning})
        <ChevronDown aria-hidden className="ml-auto size-4 text-muted transition-transform duration-150 group-open:rotate-180" />
      </summary>
      <ul className="space-y-1 px-3 pb-3 text-sm">
        {job.warnings.map((w, i) => (
          <li key={`${w.row}-${w.code}-${i}`}>
            <span className="tabular text-gray-700">{w.row > 0 ? `Zeile ${w.row}` : "Datei"}</span>
            {w.column ? ` · Spalte ${w.column}` : ""} · <span className="font-semibold">{w.code}</span>: {w.message}
          </li>
        ))}
      </ul>
    </details>
  );
}
