import { FileCheck2, TriangleAlert } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { isNoDeskAccess } from "#app/lib/queries/desk.ts";
import { useDeskPrescriptions } from "#app/lib/queries/prescriptions.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { PRESCRIPTION_STATUSES, PRESCRIPTION_TEXTS, STATUS_LABELS, type PrescriptionStatus } from "#contracts/prescriptions.ts";
import { PagedList } from "../paged-list.tsx";
import { DeskPrescriptionCard } from "./desk-prescription-card.tsx";

/** The desk's "Rezepte": the queue, submitted first and oldest first, filterable by status. */
export function DeskPrescriptions({ noAccess }: { noAccess: ReactNode }) {
  const [status, setStatus] = useState<PrescriptionStatus | "">("");
  const query = useDeskPrescriptions(status);
  const id = useId();
  if (query.error && isNoDeskAccess(query.error)) return <>{noAccess}</>;
  const pages = query.data?.pages ?? [];
  // A prescription checked between two pages may come twice: shown once.
  const list = [...new Map(pages.flatMap((p) => p.prescriptions).map((p) => [p._id, p])).values()];
  const waiting = pages.at(-1)?.submitted ?? 0;
  const total = pages.at(-1)?.total ?? 0;

  let main;
  if (query.isPending || (query.isError && isSessionEnded(query.error))) {
    main = (
      <div className="flex min-h-[30vh] items-center justify-center" role="status" aria-live="polite">
        <Spinner label="Rezepte werden geladen…" />
      </div>
    );
  } else if (query.isError) {
    main = <EmptyState icon={TriangleAlert} title="Die Rezepte konnten nicht geladen werden." action={<Button onClick={() => query.refetch()}>Erneut versuchen</Button>} />;
  } else if (list.length === 0) {
    main = (
      <EmptyState icon={FileCheck2} title="Keine Rezepte">
        {status ? `Keine Rezepte mit dem Status «${STATUS_LABELS[status]}».` : "Noch ist kein Rezept eingegangen."}
      </EmptyState>
    );
  } else {
    main = (
      <PagedList
        label="Rezepte"
        items={list}
        total={total}
        itemKey={(p) => p._id}
        renderItem={(p) => <DeskPrescriptionCard prescription={p} />}
        texts={{ shown: PRESCRIPTION_TEXTS.deskShown, loadMore: PRESCRIPTION_TEXTS.deskLoadMore, loadingMore: PRESCRIPTION_TEXTS.deskLoadingMore }}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
      />
    );
  }
  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-heading`} className="text-xl">
            Rezepte
          </h2>
          {query.data ? <p className="text-sm text-gray-700">{waiting === 1 ? "1 Rezept wartet auf Prüfung" : `${waiting} Rezepte warten auf Prüfung`}</p> : null}
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          Status
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value as PrescriptionStatus | "")}
            className="h-11 rounded-lg border border-line bg-white px-3 text-base focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
          >
            <option value="">Alle</option>
            {PRESCRIPTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="max-w-4xl">{main}</div>
    </section>
  );
}
