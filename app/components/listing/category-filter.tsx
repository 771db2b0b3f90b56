import { Link, useSearchParams } from "react-router";
import { withParams } from "./list-query.ts";

/** Search hits per main category; choosing the selected one removes the filter (spec §4). */
export function CategoryFilter({
  categories,
  selected,
  germanName,
}: {
  categories: { name: string; count: number }[];
  selected: string | null;
  germanName: (english: string) => string;
}) {
  const [params] = useSearchParams();
  return (
    <nav aria-label="Nach Kategorie filtern">
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => {
          const active = category.name === selected;
          return (
            <li key={category.name}>
              <Link
                to={withParams(params, { categoryFilter: active ? null : category.name })}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm ${
                  active ? "border-brand bg-brand text-white" : "border-line bg-white hover:border-brand hover:text-brand"
                }`}
              >
                {germanName(category.name)}
                <span className={`tabular text-xs ${active ? "text-white/90" : "text-muted"}`}>({category.count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
