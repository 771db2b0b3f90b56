import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** `badge`: what waits in the view (the desk's counts), shown after the label. */
export type ViewTab = { key: string; label: string; icon: LucideIcon; to: string; badge?: ReactNode };

/**
 * A staff area's views as tabs of links (the desk, the back office): each view has an address, so it can be
 * bookmarked and reloaded; the current one is `aria-current="page"`.
 */
export function ViewTabs({ label, tabs, current }: { label: string; tabs: readonly ViewTab[]; current: string }) {
  return (
    <nav aria-label={label} className="border-b border-line">
      {/* relative: a tab's sr-only count (absolute) is laid out inside the strip, not beside the page (360 px phones). */}
      <ul className="relative -mb-px flex gap-1 overflow-x-auto">
        {tabs.map(({ key, label: text, icon: Icon, to, badge }) => {
          const active = key === current;
          return (
            <li key={key}>
              <Link
                to={to}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center gap-2 border-b-2 px-4 font-semibold whitespace-nowrap transition-colors duration-150 ${
                  active ? "border-brand text-brand" : "border-transparent text-gray-700 hover:text-ink"
                }`}
              >
                <Icon aria-hidden className="size-4" />
                {text}
                {badge}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
