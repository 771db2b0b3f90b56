import type { LucideIcon } from "lucide-react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

export type LinkTile = { label: string; description: string; href: string; icon: LucideIcon };

/** A grid of whole-card links into the shop (search or category), used by the kids and baby pages. */
export function LinkTiles({ tiles }: { tiles: LinkTile[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map(({ label, description, href, icon: Icon }) => (
        <li key={href}>
          <Link
            to={href}
            className="group flex h-full gap-4 rounded-card border border-line bg-white p-5 transition-shadow hover:border-brand/40 hover:shadow-float"
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand" aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <span className="flex-1">
              <span className="flex items-center gap-1.5 font-semibold text-ink group-hover:text-brand">
                {label}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
              <span className="mt-1 block leading-relaxed text-muted">{description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
