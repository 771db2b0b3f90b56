import { CalendarDays, FileText, Package, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
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
  return (
    <nav aria-label="Desk-Ansichten" className="border-b border-line">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {DESK_VIEWS.map(({ key, label, icon: Icon }) => {
          const active = key === current;
          return (
            <li key={key}>
              <Link
                to={key === "termine" ? "/desk" : `/desk?ansicht=${key}`}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center gap-2 border-b-2 px-4 font-semibold whitespace-nowrap transition-colors duration-150 ${
                  active ? "border-brand text-brand" : "border-transparent text-gray-700 hover:text-ink"
                }`}
              >
                <Icon aria-hidden className="size-4" />
                {label}
                <TabCount view={key} counts={counts} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
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
