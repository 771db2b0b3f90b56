import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { SORTS, type ListSort } from "#contracts/catalogue.ts";
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
  const select = useRef<HTMLSelectElement>(null);
  const sortBy = (sort: string) => navigate(withParams(params, { sort }), { preventScrollReset: true });
  // A sort chosen before the page was live shows in the select (React leaves it while hydrating): carry it out
  // now instead of writing the old one back (record 032).
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen && chosen !== value) sortBy(chosen);
    // Once, at hydration: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Relevance is offered only where it is the default: a search with a term.
  const options: ListSort[] = value === "relevance" || params.get("search") ? ["relevance", ...SORTS] : [...SORTS];
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted">Sortieren</span>
      <select
        ref={select}
        value={value}
        onChange={(event) => sortBy(event.target.value)}
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
