import { PackageCheck, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useDeskOrders } from "#app/lib/queries/desk.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { ORDER_TEXTS, type DeskOrders, type DeskOrderView } from "#contracts/orders.ts";
import { PagedList } from "../paged-list.tsx";
import { DeskOrderCard } from "./desk-order-card.tsx";

type ListView = Exclude<DeskOrderView, "ALL">;

const LISTS: { view: ListView; label: string; count?: keyof DeskOrders["counts"]; empty: string }[] = [
  { view: "TO_PREPARE", label: "Vorzubereiten", count: "toPrepare", empty: "Keine Bestellung wartet auf die Vorbereitung." },
  { view: "READY", label: "Abholbereit", count: "ready", empty: "Keine Bestellung liegt zur Abholung bereit." },
  { view: "OVERDUE", label: "Überfällig", count: "overdue", empty: "Keine Abholung ist überfällig." },
  { view: "OPEN", label: "Alle offenen", empty: "Keine offenen Bestellungen." },
];

/** The desk's orders: the work lists with their counts, and each order with its next steps. */
export function OrdersView() {
  const [view, setView] = useState<ListView>("TO_PREPARE");
  const query = useDeskOrders(view);
  const pages = query.data?.pages ?? [];
  // The newest page's counts and total: every page carries them as the database had them then.
  const counts = pages.at(-1)?.counts;
  const total = pages.at(-1)?.total ?? 0;
  const shown = pages.flatMap((p) => p.orders);
  const list = LISTS.find((l) => l.view === view)!;

  let main;
  if (query.isPending || (query.isError && isSessionEnded(query.error))) {
    main = (
      <div className="flex min-h-[30vh] items-center justify-center" role="status" aria-live="polite">
        <Spinner label="Bestellungen werden geladen…" />
      </div>
    );
  } else if (query.isError) {
    main = (
      <EmptyState icon={TriangleAlert} title="Die Bestellungen konnten nicht geladen werden." action={<Button onClick={() => void query.refetch()}>Erneut versuchen</Button>}>
        Bitte versuchen Sie es gleich noch einmal.
      </EmptyState>
    );
  } else if (shown.length === 0) {
    main = <EmptyState icon={PackageCheck} title={list.empty} />;
  } else {
    main = (
      <PagedList
        label={list.label}
        items={shown}
        total={total}
        itemKey={(order) => order._id}
        renderItem={(order) => <DeskOrderCard order={order} />}
        texts={{ shown: ORDER_TEXTS.deskShown, loadMore: ORDER_TEXTS.deskLoadMore, loadingMore: ORDER_TEXTS.deskLoadingMore }}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
      />
    );
  }

  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="sr-only">
        Bestellungen
      </h2>
      <div role="group" aria-label="Liste" className="mb-4 flex flex-wrap gap-2">
        {LISTS.map((l) => {
          const n = l.count && counts ? counts[l.count] : null;
          const active = l.view === view;
          return (
            <button
              key={l.view}
              type="button"
              aria-pressed={active}
              onClick={() => setView(l.view)}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors duration-150 ${
                active ? "border-brand bg-brand text-white" : "border-line bg-white text-ink hover:border-brand hover:text-brand"
              }`}
            >
              {l.label}
              {n !== null ? (
                <span className={`tabular rounded-full px-2 py-0.5 text-xs ${active ? "bg-white/20" : l.view === "OVERDUE" && n > 0 ? "bg-danger-soft text-danger" : "bg-soft"}`}>{n}</span>
              ) : null}
            </button>
          );
        })}
      </div>
      {main}
    </section>
  );
}
