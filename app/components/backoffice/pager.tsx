import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import type { Pagination } from "#contracts/catalogue.ts";
import { number } from "./backoffice-texts.ts";

/** Page back and forth through a back-office table; says where one is and how many entries there are in all. */
export function Pager({ label, pagination, onPage, busy }: { label: string; pagination: Pagination; onPage: (page: number) => void; busy: boolean }) {
  const { page, totalPages, totalProducts } = pagination;
  const entries = `${number(totalProducts)} ${totalProducts === 1 ? "Eintrag" : "Einträge"}`;
  if (totalPages <= 1) return <p className="tabular mt-3 text-sm text-gray-700">{entries}</p>;
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center justify-between gap-3">
      <p className="tabular text-sm text-gray-700" aria-live="polite">
        Seite {number(page)} von {number(totalPages)} · {entries}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
          <ChevronLeft aria-hidden className="size-4" />
          Zurück
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages || busy}>
          Weiter
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
