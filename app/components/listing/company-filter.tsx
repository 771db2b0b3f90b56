import { Building2, ChevronDown, Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Company } from "#contracts/catalogue.ts";
import { api } from "#app/lib/api-client.ts";
import { groupCompanies } from "./company-groups.ts";
import { withParams } from "./list-query.ts";

const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_LIMIT = 20;

/**
 * Company filter (spec §2, §5): every company grouped alphabetically ('Numbers' last), loaded when the panel
 * first opens, and a search debounced 300 ms showing 'Search Results (n)'. Choosing the selected company
 * removes the filter. Failures are logged only and leave an empty list (spec §8).
 */
export function CompanyFilter({ selected, param }: { selected: string | null; param: "companyFilter" | "company" }) {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState<string[] | null>(null);
  const [term, setTerm] = useState("");
  const [hits, setHits] = useState<string[] | null>(null);
  const [searching, setSearching] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || all) return;
    api<Company[]>("/getAllCompanies")
      .then((body) => setAll((body.data ?? []).map((c) => c.name)))
      .catch((error: unknown) => {
        console.error("companies failed", error);
        setAll([]);
      });
  }, [open, all]);

  useEffect(() => {
    const text = term.trim();
    if (!text) {
      setHits(null);
      setSearching(false);
      return;
    }
    const controller = new AbortController();
    setSearching(true);
    const timer = window.setTimeout(() => {
      api<{ companies: Company[] }>("/companies/search", { query: { searchTerm: text, limit: SEARCH_LIMIT }, signal: controller.signal })
        .then((body) => setHits((body.data?.companies ?? []).map((c) => c.name)))
        .catch((error: unknown) => {
          if ((error as Error).name === "AbortError") return;
          console.error("company search failed", error);
          setHits([]);
        })
        .finally(() => !controller.signal.aborted && setSearching(false));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term]);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const link = (name: string) => (
    <li key={name}>
      <Link
        to={withParams(params, { [param]: name === selected ? null : name })}
        preventScrollReset
        onClick={() => setOpen(false)}
        aria-current={name === selected ? "true" : undefined}
        className={`flex min-h-11 items-center rounded-md px-3 text-sm hover:bg-soft ${name === selected ? "font-semibold text-brand" : ""}`}
      >
        {name}
      </Link>
    </li>
  );

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        data-replay
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm hover:border-brand"
      >
        <Building2 aria-hidden size={16} className="text-muted" />
        <span className="max-w-48 truncate">{selected ?? "Hersteller"}</span>
        <ChevronDown aria-hidden size={16} />
      </button>
      {open && (
        <div id={panelId} className="absolute top-full left-0 z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-white p-3 shadow-float">
          <label className="sr-only" htmlFor={`${panelId}-search`}>
            Hersteller suchen
          </label>
          <input
            id={`${panelId}-search`}
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="Hersteller suchen…"
            maxLength={100}
            autoComplete="off"
            className="h-11 w-full rounded-lg border border-line px-3 text-sm focus:border-brand"
          />
          <div className="mt-2 max-h-80 overflow-y-auto">
            {term.trim() ? (
              <>
                <p className="px-3 py-2 text-xs font-semibold text-muted uppercase">
                  {searching ? (
                    <Loader2 aria-label="Suche läuft..." size={14} className="inline animate-spin" />
                  ) : (
                    `Search Results (${hits?.length ?? 0})`
                  )}
                </p>
                <ul>{(hits ?? []).map(link)}</ul>
              </>
            ) : all === null ? (
              <p className="flex items-center gap-2 px-3 py-4 text-sm text-muted">
                <Loader2 aria-hidden size={16} className="animate-spin" /> Laden...
              </p>
            ) : (
              groupCompanies(all).map((group) => (
                <section key={group.letter} aria-label={group.letter}>
                  <h3 className="sticky top-0 bg-white px-3 py-1 text-xs font-semibold text-muted">{group.letter}</h3>
                  <ul>{group.names.map(link)}</ul>
                </section>
              ))
            )}
          </div>
        </div>
      )}
    </div>
  );
}
