import { CircleCheck, CircleX, FileWarning, Truck } from "lucide-react";
import type { ArticleSummary } from "#contracts/catalogue.ts";
import { regulationLabel, regulationNotice } from "#contracts/regulation.ts";
import { regulationOf } from "./article-view.ts";

/**
 * Availability box (spec §4): true 'Verfügbar', false 'Nicht verfügbar', unknown shows nothing. A prescription
 * article cannot be ordered online, so it is never "sofort lieferbar, kann bestellt werden" (issue 30).
 */
export function AvailabilityBox({ available, prescription }: { available: boolean | null; prescription: boolean }) {
  if (available === null || available === undefined) return null;
  return available ? (
    <div className="flex items-start gap-2 rounded-lg border border-success/30 bg-brand-soft px-3 py-2 text-sm">
      <CircleCheck aria-hidden size={18} className="mt-0.5 shrink-0 text-success" />
      <p>
        <strong className="text-brand-hover">Verfügbar</strong> –{" "}
        {prescription ? "vorrätig, gegen ärztliches Rezept in der Apotheke erhältlich." : "sofort lieferbar, kann bestellt werden."}
      </p>
    </div>
  ) : (
    <div className="flex items-start gap-2 rounded-lg border border-danger/30 bg-danger-soft px-3 py-2 text-sm">
      <CircleX aria-hidden size={18} className="mt-0.5 shrink-0 text-danger" />
      <p>
        <strong className="text-danger">Nicht verfügbar</strong> – derzeit nicht vorrätig, kann für Sie bestellt werden.
      </p>
    </div>
  );
}

/** Regulation badge and, for any code except OK, the notice box (spec §4). */
export function RegulationNotice({ article }: { article: Pick<ArticleSummary, "regulations"> }) {
  const code = regulationOf(article);
  if (!code) return null;
  const notice = regulationNotice(code);
  const ok = notice === null;
  return (
    <div className="flex flex-col gap-2">
      <span
        className={`inline-flex w-fit items-center gap-1.5 rounded-md px-2 py-1 text-xs font-semibold ${ok ? "bg-brand-soft text-brand-hover" : "bg-warning-soft text-warning"}`}
      >
        {ok ? <Truck aria-hidden size={14} /> : <FileWarning aria-hidden size={14} />}
        {regulationLabel(code)}
      </span>
      {!ok && (
        <p role="note" className="rounded-lg border border-warning/30 bg-warning-soft px-3 py-2 text-sm text-ink">
          {notice}
        </p>
      )}
    </div>
  );
}
