import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { pageWindow } from "./page-window.ts";
import { withParams } from "./list-query.ts";

/** Page links (spec §5): hidden for one page or none; never below 1 or above the last page. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const [params] = useSearchParams();
  const items = pageWindow(page, totalPages);
  if (items.length === 0) return null;
  const href = (target: number) => withParams(params, { page: String(target) }, true);
  const base = "flex h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm tabular";
  return (
    <nav aria-label="Seiten" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} aria-label="Vorherige Seite" className={`${base} border-line hover:border-brand hover:text-brand`}>
          <ChevronLeft aria-hidden size={18} />
        </Link>
      ) : (
        <span aria-hidden className={`${base} border-line text-line`}>
          <ChevronLeft size={18} />
        </span>
      )}
      {items.map((item) =>
        typeof item === "number" ? (
          <Link
            key={item}
            to={href(item)}
            aria-label={`Seite ${item}`}
            aria-current={item === page ? "page" : undefined}
            className={`${base} ${item === page ? "border-brand bg-brand font-semibold text-white" : "border-line hover:border-brand hover:text-brand"}`}
          >
            {item}
          </Link>
        ) : (
          <span key={item} aria-hidden className="px-1 text-muted">
            …
          </span>
        ),
      )}
      {page < totalPages ? (
        <Link to={href(page + 1)} aria-label="Nächste Seite" className={`${base} border-line hover:border-brand hover:text-brand`}>
          <ChevronRight aria-hidden size={18} />
        </Link>
      ) : (
        <span aria-hidden className={`${base} border-line text-line`}>
          <ChevronRight size={18} />
        </span>
      )}
    </nav>
  );
}
