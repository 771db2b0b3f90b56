import { ChevronDown, History } from "lucide-react";
import type { AuditEntry } from "#contracts/desk.ts";
import { auditActionText, auditAuthor } from "./audit-view.ts";
import { stampText } from "./day-labels.ts";

/** Who changed the appointment, when and how; folded away (a native disclosure: keyboard and reader work as is). */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  return (
    <details className="group rounded-lg border border-line bg-soft">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-medium text-ink hover:text-brand [&::-webkit-details-marker]:hidden">
        <History aria-hidden className="size-4 text-muted" />
        Verlauf ({entries.length})
        <ChevronDown aria-hidden className="ml-auto size-4 text-muted transition-transform duration-150 group-open:rotate-180" />
      </summary>
      {entries.length === 0 ? (
        <p className="px-3 pb-3 text-sm text-muted">Noch keine Änderung durch das Team.</p>
      ) : (
        <ol className="space-y-2 px-3 pb-3">
          {entries.map((entry) => (
            <li key={entry._id} className="text-sm">
              <span className="tabular text-muted">{stampText(entry.at)}</span> · <span className="font-medium text-ink">{auditAuthor(entry)}</span>:{" "}
              {auditActionText(entry)}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
