import { useNavigate, useSearchParams } from "react-router";
import { SORTS } from "#contracts/catalogue.ts";
import type { ListSort } from "#contracts/page-queries.ts";
import { withParams } from "./list-query.ts";

export const sortLabels: Record<ListSort, string> = {
  relevance: "Relevance",
  random: "Random",
  name: "Name (A-Z)",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  bestseller: "Bestseller",
};

/** Sort control; a change returns to page 1 (spec §4). */
export function SortSelect({ value }: { value: ListSort }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Relevance is offered only where it is the default: a search with a term.
  const options: ListSort[] = value === "relevance" || params.get("search") ? ["relevance", ...SORTS] : [...SORTS];
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted">Sortieren</span>
      <select
        value={value}
        onChange={(event) => navigate(withParams(params, { sort: event.target.value }), { preventScrollReset: true })}
        className="h-11 rounded-lg border border-line bg-white px-3 text-ink focus:border-brand"
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
