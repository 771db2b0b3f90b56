import { Mail, Phone } from "lucide-react";
import { useRef, useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { staffName } from "#app/components/desk/audit-view.ts";
import { stampText } from "#app/components/desk/day-labels.ts";
import { mailtoHref, telHref } from "#app/lib/contact-links.ts";
import {
  formatPrescriptionNumber,
  FULFILMENT_LABELS,
  nextStatuses,
  STATUS_LABELS,
  type DeskPrescription,
  type PrescriptionStatus,
} from "#contracts/prescriptions.ts";
import { DeskImage } from "./desk-image.tsx";
import { ACTION_LABELS, DeskStatusDialog } from "./desk-status-dialog.tsx";
import { BillingFacts } from "#app/components/prescriptions/billing-facts.tsx";
import { FileButton } from "#app/components/prescriptions/file-button.tsx";
import { PrescriptionStatusBadge } from "#app/components/prescriptions/status-badge.tsx";

const statusText = (s: unknown) => (typeof s === "string" && s in STATUS_LABELS ? STATUS_LABELS[s as PrescriptionStatus] : String(s));

/**
 * One prescription at the desk: customer (with birthdate and address), way of delivery, what the bill to the
 * insurer needs, note, the files (images inline, the card's photo named as such), actions, audit trail.
 */
export function DeskPrescriptionCard({ prescription: p }: { prescription: DeskPrescription }) {
  const [action, setAction] = useState<PrescriptionStatus | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  const headingId = `desk-prescription-${p._id}`;
  const actions = nextStatuses(p.status, p.fulfilment);
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-white p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg leading-tight [overflow-wrap:anywhere]">
            {formatPrescriptionNumber(p.number)} · {p.customer.name}
          </h3>
          <p className="mt-1 text-sm text-gray-700">
            Eingegangen {stampText(p.createdAt)} · {FULFILMENT_LABELS[p.fulfilment]}
          </p>
        </div>
        <PrescriptionStatusBadge status={p.status} />
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li>
          <a
            href={mailtoHref(p.customer.email)}
            className="inline-flex min-h-11 items-center gap-1.5 text-brand underline-offset-2 hover:underline [overflow-wrap:anywhere]"
          >
            <Mail aria-hidden className="size-4 shrink-0" />
            {p.customer.email}
          </a>
        </li>
        {p.customer.phone ? (
          <li>
            <a href={telHref(p.customer.phone)} className="inline-flex min-h-11 items-center gap-1.5 text-brand underline-offset-2 hover:underline">
              <Phone aria-hidden className="size-4 shrink-0" />
              {p.customer.phone}
            </a>
          </li>
        ) : null}
      </ul>
      <BillingFacts prescription={p} customer={p.customer} />
      {p.notes ? <p className="mt-2 rounded-lg bg-soft px-3 py-2 text-sm text-ink">Notiz: {p.notes}</p> : null}
      {p.message ? <p className="mt-2 text-sm text-gray-700">Letzte Nachricht an die Kundschaft: {p.message}</p> : null}
      {p.files.length > 0 ? (
        // A tile is as tall as what it holds: a PDF's is its file row, at the top beside an image's preview.
        <ul className="mt-4 grid items-start gap-3 sm:grid-cols-2" aria-label="Dateien">
          {p.files.map((f) => (
            <li key={f.n} className="divide-y divide-line overflow-hidden rounded-lg border border-line bg-white">
              {f.kind === "INSURANCE_CARD" ? <p className="bg-soft px-3 py-1.5 text-sm font-medium text-ink">Versichertenkarte</p> : null}
              {f.type === "image/png" || f.type === "image/jpeg" ? (
                <DeskImage
                  prescriptionId={p._id}
                  n={f.n}
                  alt={f.kind === "INSURANCE_CARD" ? `Versichertenkarte zu Rezept ${formatPrescriptionNumber(p.number)}` : `Rezept ${formatPrescriptionNumber(p.number)}, Datei ${f.n}`}
                />
              ) : null}
              <FileButton scope="desk" prescriptionId={p._id} number={p.number} file={f} inTile />
            </li>
          ))}
        </ul>
      ) : p.filesDeletedAt ? (
        <p className="mt-3 text-sm text-muted">Dateien nach 90 Tagen gelöscht.</p>
      ) : null}
      <Alert kind="success" dismissAfterMs={4000} onDismiss={() => setDone(null)}>
        {done}
      </Alert>
      {actions.length > 0 ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
          {actions.map((s) => (
            <Button key={s} size="sm" variant={s === "REJECTED" ? "secondary" : "primary"} onClick={() => setAction(s)}>
              {ACTION_LABELS[s]?.button}
            </Button>
          ))}
        </div>
      ) : null}
      {p.audit.length > 0 ? (
        <details className="mt-3 rounded-lg border border-line bg-soft text-sm">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-ink">Verlauf ({p.audit.length})</summary>
          <ol className="space-y-1 px-3 pb-3">
            {p.audit.map((a) => (
              <li key={a._id}>
                <span className="tabular text-muted">{stampText(a.at)}</span> · <span className="font-medium text-ink">{staffName(a.by)}</span>:{" "}
                {statusText(a.detail.from)} → {statusText(a.detail.to)}
                {typeof a.detail.message === "string" ? ` («${a.detail.message}»)` : ""}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <DeskStatusDialog
        prescription={p}
        status={action}
        onClose={() => setAction(null)}
        onDone={(text) => {
          setAction(null);
          setDone(text);
        }}
      />
    </article>
  );
}
