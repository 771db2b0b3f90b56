import { CalendarDays, FileText, Package, type LucideIcon } from "lucide-react";
import { ViewTabs } from "#app/components/ui/view-tabs.tsx";
import { useDeskCounts } from "#app/lib/queries/desk.ts";
import type { DeskCounts } from "#contracts/desk.ts";

/**
 * The desk's views as tabs in the address (`?ansicht=`), so a view can be bookmarked and reloaded. A new view is
 * one more entry here and one more branch in the desk route.
 */
export const DESK_VIEWS = [
  { key: "termine", label: "Termine", icon: CalendarDays },
  { key: "bestellungen", label: "Bestellungen", icon: Package },
  { key: "rezepte", label: "Rezepte", icon: FileText },
] as const satisfies readonly { key: string; label: string; icon: LucideIcon }[];

export type DeskViewKey = (typeof DESK_VIEWS)[number]["key"];

export const deskViewOf = (value: string | null): DeskViewKey => DESK_VIEWS.find((v) => v.key === value)?.key ?? "termine";

/** Which tab counts what waits in it (issue 38 point 10), and how a screen reader says it. */
const COUNTED: Partial<Record<DeskViewKey, { of: keyof DeskCounts; label: (n: number) => string }>> = {
  bestellungen: { of: "newOrders", label: (n) => (n === 1 ? "1 neue Bestellung" : `${n} neue Bestellungen`) },
  rezepte: { of: "newPrescriptions", label: (n) => (n === 1 ? "1 neues Rezept" : `${n} neue Rezepte`) },
};

export function DeskViewTabs({ current }: { current: DeskViewKey }) {
  const counts = useDeskCounts().data;
  const tabs = DESK_VIEWS.map((v) => ({
    ...v,
    to: v.key === "termine" ? "/desk" : `/desk?ansicht=${v.key}`,
    badge: <TabCount view={v.key} counts={counts} />,
  }));
  return <ViewTabs label="Desk-Ansichten" tabs={tabs} current={current} />;
}

function TabCount({ view, counts }: { view: DeskViewKey; counts: DeskCounts | undefined }) {
  const counted = COUNTED[view];
  if (!counted || !counts) return null;
  const n = counts[counted.of];
  return (
    <>
      <span
        data-testid={`desk-count-${view}`}
        aria-hidden="true"
        title={counted.label(n)}
        className={`tabular rounded-full px-2 py-0.5 text-xs ${n > 0 ? "bg-brand text-white" : "bg-soft text-gray-700"}`}
      >
        {n}
      </span>
      <span className="sr-only">, {counted.label(n)}</span>
    </>
  );
}
