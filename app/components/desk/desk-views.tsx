import { CalendarDays, FileText, Package, type LucideIcon } from "lucide-react";
import { ViewTabs } from "#app/components/ui/view-tabs.tsx";

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

const TABS = DESK_VIEWS.map((v) => ({ ...v, to: v.key === "termine" ? "/desk" : `/desk?ansicht=${v.key}` }));

export function DeskViewTabs({ current }: { current: DeskViewKey }) {
  return <ViewTabs label="Desk-Ansichten" tabs={TABS} current={current} />;
}
