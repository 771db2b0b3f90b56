import { CalendarDays, FileText, Package, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

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

export function DeskViewTabs({ current }: { current: DeskViewKey }) {
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
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
