import { ArrowRight, ListFilter } from "lucide-react";
import { useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useImportChanges } from "#app/lib/queries/backoffice.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import type { ImportChange, ImportChangeFilter, ImportJob } from "#contracts/backoffice.ts";
import { ACTION_LABELS, BACKOFFICE_TEXTS, CHANGE_FILTERS, FIELD_LABELS, IMPORT_TEXTS, valueText } from "./backoffice-texts.ts";
import { FilterChips } from "./filter-chips.tsx";
import { Pager } from "./pager.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";

/** The per-row preview of a validated job: what each row would do, with filters for errors only and changes only. */
export function ImportChanges({ job }: { job: ImportJob }) {
  const ready = job.status !== "VALIDATING" && job.status !== "DISCARDED";
  const [filter, setFilter] = useState<ImportChangeFilter | "">("");
  const [page, setPage] = useState(1);
  const changes = useImportChanges(job._id, filter, page, ready);

  let body;
  if (!ready) {
    body = <p className="text-sm text-gray-700">{IMPORT_TEXTS.previewWaiting}</p>;
  } else if (changes.isPending || (changes.isError && isSessionEnded(changes.error))) {
    body = (
      <div className="flex justify-center py-8" role="status">
        <Spinner label="Vorschau wird geladen…" />
      </div>
    );
  } else if (changes.isError) {
    body = (
      <div className="space-y-2 text-sm">
        <p className="text-danger">{BACKOFFICE_TEXTS.loadFailed}</p>
        <Button variant="secondary" size="sm" onClick={() => void changes.refetch()}>
          {BACKOFFICE_TEXTS.retry}
        </Button>
      </div>
    );
  } else if (changes.data.changes.length === 0) {
    body = <p className="rounded-lg bg-soft px-3 py-6 text-center text-sm text-gray-700">{IMPORT_TEXTS.previewEmpty}</p>;
  } else {
    body = (
      <>
        <DataTable
          label="Vorschau (seitlich scrollbar)"
          frameClassName="rounded-lg border border-line"
          caption={`Vorschau der Zeilen, Seite ${changes.data.pagination.page}`}
          busy={changes.isFetching}
          stale={changes.isPlaceholderData}
          columns={[{ label: "Zeile" }, { label: "Pharmacode" }, { label: "Aktion" }, { label: "Details" }]}
        >
          {changes.data.changes.map((change) => (
            <ChangeRow key={change.row} change={change} />
          ))}
        </DataTable>
        <Pager label="Seiten der Vorschau" pagination={changes.data.pagination} onPage={setPage} busy={changes.isFetching} />
      </>
    );
  }

  return (
    <section aria-labelledby="import-preview-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="import-preview-title" className="flex items-center gap-2 text-lg">
          <ListFilter aria-hidden className="size-5 text-muted" />
          {IMPORT_TEXTS.preview}
        </h3>
        {ready ? (
          <FilterChips
            label="Zeilen filtern"
            options={CHANGE_FILTERS}
            value={filter}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
          />
        ) : null}
      </div>
      {body}
    </section>
  );
}

function ChangeRow({ change }: { change: ImportChange }) {
  const action = ACTION_LABELS[change.action];
  return (
    <tr className={`align-top ${change.action === "ERROR" ? "bg-danger-soft/40" : ""}`}>
      <td className="tabular px-3 py-2 text-gray-700">{change.row}</td>
      <td className="tabular px-3 py-2">{change.pharmacode ?? "–"}</td>
      <td className="px-3 py-2">
        <Badge tone={action.tone}>{action.label}</Badge>
      </td>
      <td className="min-w-56 px-3 py-2">
        <ChangeDetails change={change} />
      </td>
    </tr>
  );
}

function ChangeDetails({ change }: { change: ImportChange }) {
  if (change.errors.length > 0) {
    return (
      <ul className="space-y-0.5 text-danger">
        {change.errors.map((e, i) => (
          <li key={`${e.code}-${i}`}>
            <span className="font-semibold">{e.code}</span>
            {e.column ? <span className="text-ink"> · Spalte {e.column}</span> : null}: {e.message}
          </li>
        ))}
      </ul>
    );
  }
  if (change.fields.length === 0) return <span className="text-gray-700">Keine Änderung</span>;
  if (change.action === "CREATE") {
    return (
      <p className="text-ink">
        {change.fields.map((f, i) => (
          <span key={f.field}>
            {i > 0 ? " · " : ""}
            <span className="text-gray-700">{FIELD_LABELS[f.field]}:</span> {valueText(f.field, f.to)}
          </span>
        ))}
      </p>
    );
  }
  return (
    <ul className="space-y-0.5">
      {change.fields.map((f) => (
        <li key={f.field} className="flex flex-wrap items-center gap-x-1.5">
          <span className="text-gray-700">{FIELD_LABELS[f.field]}:</span>
          <span className="text-gray-700 line-through decoration-gray-400">{valueText(f.field, f.from)}</span>
          <ArrowRight aria-hidden className="size-3.5 text-muted" />
          <span className="sr-only">wird zu</span>
          <span className="font-medium text-ink">{valueText(f.field, f.to)}</span>
        </li>
      ))}
    </ul>
  );
}
