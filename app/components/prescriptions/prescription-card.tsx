import { MessageSquareText } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { formatPrescriptionNumber, FULFILMENT_LABELS, PRESCRIPTION_CUSTOMER_MAY, STATUS_LABELS, type Prescription } from "#contracts/prescriptions.ts";
import { customerMay } from "#contracts/workflow.ts";
import { BillingFacts } from "./billing-facts.tsx";
import { FileButton } from "./file-button.tsx";
import { PrescriptionStatusBadge } from "./status-badge.tsx";

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("de-CH", { timeZone: "Europe/Zurich", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });

export const prescriptionCardId = (id: string) => `prescription-${id}`;

/** One of the customer's prescriptions: status, the pharmacist's message, the files, withdraw while submitted. */
export function PrescriptionCard({ prescription: p, onWithdraw }: { prescription: Prescription; onWithdraw: (p: Prescription) => void }) {
  const headingId = `${prescriptionCardId(p._id)}-heading`;
  return (
    <article id={prescriptionCardId(p._id)} tabIndex={-1} aria-labelledby={headingId} className="rounded-[var(--radius-card)] border border-line bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg text-ink">
            Rezept {formatPrescriptionNumber(p.number)}
          </h2>
          <p className="text-sm text-gray-700">
            Gesendet am {dateTime(p.createdAt)} · {FULFILMENT_LABELS[p.fulfilment]}
          </p>
        </div>
        <PrescriptionStatusBadge status={p.status} />
      </div>
      {p.message ? (
        <div className={`mt-4 flex gap-3 rounded-lg p-3 ${p.status === "REJECTED" ? "bg-danger-soft" : "bg-brand-soft"}`}>
          <MessageSquareText aria-hidden className={`mt-0.5 size-5 shrink-0 ${p.status === "REJECTED" ? "text-danger" : "text-brand"}`} />
          <div>
            <p className="text-sm font-semibold text-ink">{p.status === "REJECTED" ? "Grund der Apotheke" : "Nachricht der Apotheke"}</p>
            <p className="whitespace-pre-line text-ink">{p.message}</p>
          </div>
        </div>
      ) : null}
      {p.address || p.insurer || p.insuranceCardNumber || p.files.some((f) => f.kind === "INSURANCE_CARD") ? <BillingFacts prescription={p} /> : null}
      {p.notes ? <p className="mt-3 text-sm text-gray-700">Ihre Notiz: {p.notes}</p> : null}
      {p.files.length > 0 ? (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2" aria-label="Dateien">
          {p.files.map((f) => (
            <li key={f.n}>
              <FileButton scope="mine" prescriptionId={p._id} number={p.number} file={f} />
            </li>
          ))}
        </ul>
      ) : p.filesDeletedAt ? (
        <p className="mt-4 text-sm text-muted">Die Dateien wurden 90 Tage nach Abschluss gelöscht.</p>
      ) : null}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer text-brand">Verlauf</summary>
        <ol className="mt-2 space-y-1 text-gray-700">
          {p.history.map((h) => (
            <li key={`${h.status}-${h.at}`}>
              {dateTime(h.at)}: {STATUS_LABELS[h.status]}
            </li>
          ))}
        </ol>
      </details>
      {customerMay(PRESCRIPTION_CUSTOMER_MAY, p.status, "withdraw") ? (
        <div className="mt-4 border-t border-line pt-4">
          <Button variant="secondary" size="sm" onClick={() => onWithdraw(p)}>
            Rezept zurückziehen
          </Button>
        </div>
      ) : null}
    </article>
  );
}
