import { X } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { withParams } from "./list-query.ts";

export type Chip = { label: string; param: string | string[] };

/** Active filters as removable chips (spec §2). */
export function FilterChips({ chips }: { chips: Chip[] }) {
  const [params] = useSearchParams();
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Aktive Filter" className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const keys = Array.isArray(chip.param) ? chip.param : [chip.param];
        return (
          <li key={chip.label}>
            <Link
              to={withParams(params, Object.fromEntries(keys.map((key) => [key, null])))}
              aria-label={`Filter entfernen: ${chip.label}`}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand/40 bg-brand-soft px-3 text-sm text-brand hover:border-brand"
            >
              {chip.label}
              <X aria-hidden size={14} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
