import { ArrowLeft, History, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { staffName } from "#app/components/desk/audit-view.ts";
import { stampText } from "#app/components/desk/day-labels.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useArticleAudit, useBackofficeArticle } from "#app/lib/queries/backoffice.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { AUDIT_SOURCE_LABELS, OFFER_END_REFERENCE, type CatalogueAuditEntry } from "#contracts/backoffice.ts";
import { BACKOFFICE_TEXTS, FIELD_LABELS, OFFER_TEXTS, valueText } from "./backoffice-texts.ts";
import { importHref } from "./backoffice-views.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";

/** Who changed an article, when, which field from what to what, and through what (import, edit, stock, order). */
export function ArticleAudit({ pharmacode }: { pharmacode: number }) {
  const article = useBackofficeArticle(pharmacode);
  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <Link to="/backoffice?ansicht=artikel" className={buttonClass("link", "md", "inline-flex min-h-11 items-center gap-1.5")}>
        <ArrowLeft aria-hidden className="size-4" />
        Zurück zu den Artikeln
      </Link>
      <div>
        <h2 id="audit-title" className="text-xl">
          Verlauf: {article.data?.name ?? `Pharmacode ${pharmacode}`}
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Pharmacode <span className="tabular">{pharmacode}</span>
          {article.data?.brand ? ` · ${article.data.brand}` : ""}
          {article.data && !article.data.active ? " · nicht im Shop" : ""}
        </p>
      </div>
      <AuditTrail pharmacode={pharmacode} />
    </section>
  );
}


/** The trail itself, newest first, page after page (the audit view and the article page). */
export function AuditTrail({ pharmacode }: { pharmacode: number }) {
  const audit = useArticleAudit(pharmacode);
  const entries = audit.data?.pages.flat() ?? [];

  let body;
  if (audit.isPending || (audit.isError && isSessionEnded(audit.error))) {
    body = (
      <div className="flex min-h-[20vh] items-center justify-center" role="status">
        <Spinner label="Verlauf wird geladen…" />
      </div>
    );
  } else if (audit.isError) {
    body = <EmptyState icon={TriangleAlert} title={BACKOFFICE_TEXTS.loadFailed} action={<Button onClick={() => void audit.refetch()}>{BACKOFFICE_TEXTS.retry}</Button>} />;
  } else if (entries.length === 0) {
    body = (
      <EmptyState icon={History} title="Noch keine Änderungen">
        Seit dem Aufbau des Katalogs wurde dieser Artikel nicht geändert.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <DataTable
          label="Verlauf (seitlich scrollbar)"
          caption="Änderungen, die neuesten zuerst"
          columns={[{ label: "Zeitpunkt" }, { label: "Feld" }, { label: "Vorher → Nachher" }, { label: "Quelle" }]}
        >
          {entries.map((entry) => (
            <AuditRow key={entry._id} entry={entry} />
          ))}
        </DataTable>
        {audit.hasNextPage ? (
          <Button variant="secondary" className="mt-3" onClick={() => void audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
            {audit.isFetchingNextPage ? "Wird geladen…" : "Ältere Änderungen laden"}
          </Button>
        ) : null}
      </>
    );
  }

  return body;
}

function AuditRow({ entry }: { entry: CatalogueAuditEntry }) {
  return (
    <tr className="align-top">
      <td className="px-3 py-2.5">
        <span className="tabular block whitespace-nowrap text-ink">{stampText(entry.at)}</span>
        <span className="block text-gray-700">{entry.by ? staffName(entry.by) : entry.source === "ORDER" ? "Kundenbestellung" : "System"}</span>
      </td>
      <td className="px-3 py-2.5 font-medium text-ink">{FIELD_LABELS[entry.field] ?? entry.field}</td>
      <td className="px-3 py-2.5">
        <span className="text-gray-700">{valueText(entry.field, entry.from)}</span>
        <span aria-hidden> → </span>
        <span className="sr-only"> wird zu </span>
        <span className="font-medium text-ink">{valueText(entry.field, entry.to)}</span>
      </td>
      <td className="px-3 py-2.5">
        <Badge tone="neutral">{AUDIT_SOURCE_LABELS[entry.source]}</Badge>
        {entry.source === "IMPORT" && entry.jobId ? (
          <Link to={importHref(entry.jobId)} className="mt-1 block text-brand underline-offset-4 hover:underline">
            Import ansehen
          </Link>
        ) : entry.reference === OFFER_END_REFERENCE ? (
          <span className="mt-1 block text-gray-700">{OFFER_TEXTS.endedByDate}</span>
        ) : entry.reference ? (
          <span className="mt-1 block text-gray-700">{entry.reference}</span>
        ) : null}
      </td>
    </tr>
  );
}
