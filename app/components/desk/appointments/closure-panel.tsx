import { PhoneCall, Trash2 } from "lucide-react";
import { useState } from "react";
import type { Closure, ClosureCreated } from "#contracts/desk.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useDeleteClosure, useDeskClosures } from "#app/lib/queries/desk.ts";
import { staffName } from "../audit-view.ts";
import { customerName } from "./appointment-view.ts";
import { ClosureForm } from "./closure-form.tsx";
import { shortDay } from "../day-labels.ts";
import { refusalText } from "../desk-texts.ts";
import { mailtoHref, telHref } from "#app/lib/contact-links.ts";

/** Closures: the form, the bookings a new closure lies over (to call), and the coming closures with delete. */
export function ClosurePanel({ day, from, to }: { day: string; from: string; to: string }) {
  const [created, setCreated] = useState<ClosureCreated | null>(null);
  return (
    <section aria-labelledby="closures-heading" className="rounded-card border border-line bg-white p-4 sm:p-5">
      <h2 id="closures-heading" className="text-lg">
        Schliessungen
      </h2>
      <p className="mt-1 text-sm text-muted">Geschlossene Tage und Zeiten sind für Kundinnen und Kunden nicht buchbar. Bestehende Termine bleiben bestehen.</p>
      <div className="mt-4">
        <ClosureForm day={day} onCreated={setCreated} />
      </div>
      {created ? <CreatedNotice created={created} onDismiss={() => setCreated(null)} /> : null}
      <ClosureList from={from} to={to} />
    </section>
  );
}

function CreatedNotice({ created, onDismiss }: { created: ClosureCreated; onDismiss: () => void }) {
  const { closure, affected } = created;
  const what = `${shortDay(closure.date)}${closure.time ? `, ${closure.time} Uhr` : " (ganzer Tag)"}`;
  if (affected.length === 0) {
    return (
      <div className="mt-4">
        <Alert kind="success" dismissAfterMs={8000} onDismiss={onDismiss}>
          {`Geschlossen: ${what}. Keine bestehenden Termine betroffen.`}
        </Alert>
      </div>
    );
  }
  return (
    <div role="alert" className="mt-4 rounded-lg border border-warning/40 bg-warning-soft p-3 text-sm">
      <p className="flex items-start gap-2 font-semibold text-warning">
        <PhoneCall aria-hidden className="mt-0.5 size-4 shrink-0" />
        {`Geschlossen: ${what}. ${affected.length === 1 ? "1 Termin ist betroffen – bitte die Kundin oder den Kunden anrufen:" : `${affected.length} Termine sind betroffen – bitte diese Kundinnen und Kunden anrufen:`}`}
      </p>
      <ul className="mt-2 space-y-2">
        {affected.map((a) => (
          <li key={a._id} className="rounded-md bg-white px-3 py-2">
            <span className="tabular font-semibold">{a.time}</span> {customerName(a)}
            <span className="block text-muted">
              {a.customer.phone ? (
                <a className="tabular text-brand hover:underline" href={telHref(a.customer.phone)}>
                  {a.customer.phone}
                </a>
              ) : (
                "Keine Telefonnummer"
              )}
            </span>
            {a.customer.email ? (
              <span className="block">
                <a className="break-all text-brand hover:underline" href={mailtoHref(a.customer.email)}>
                  {a.customer.email}
                </a>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <Button size="sm" variant="secondary" className="mt-3" onClick={onDismiss}>
        Erledigt, ausblenden
      </Button>
    </div>
  );
}

function ClosureList({ from, to }: { from: string; to: string }) {
  const closures = useDeskClosures(from, to);
  const remove = useDeleteClosure();
  const [error, setError] = useState<string | null>(null);

  async function onDelete(closure: Closure) {
    setError(null);
    try {
      await remove.mutateAsync(closure._id);
    } catch (e) {
      setError(refusalText(e));
    }
  }

  return (
    <div className="mt-6 border-t border-line pt-4">
      <h3 className="text-base">Eingetragene Schliessungen und Feiertage</h3>
      <p className="text-sm text-muted">
        {shortDay(from)} bis {shortDay(to)}
      </p>
      <div className="mt-2">
        <Alert kind="error">{error}</Alert>
      </div>
      {closures.isPending ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted" role="status">
          <Spinner size="sm" /> Schliessungen werden geladen…
        </p>
      ) : closures.isError ? (
        <p className="mt-3 text-sm text-danger">Die Schliessungen konnten nicht geladen werden.</p>
      ) : closures.data.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Keine Schliessungen in diesem Zeitraum.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {closures.data.map((closure) => {
            const when = `${shortDay(closure.date)}${closure.time ? `, ${closure.time} Uhr` : ""}`;
            return (
              <li key={closure._id} className="flex items-center gap-3 py-2.5">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-ink">
                    <span className="tabular">{when}</span>
                    {closure.time ? null : <span className="font-normal text-muted"> · ganzer Tag</span>}
                    {closure.holiday ? (
                      <Badge tone="neutral" className="ml-2 align-middle">
                        Feiertag
                      </Badge>
                    ) : null}
                  </p>
                  <p className="break-words text-muted">
                    {closure.reason}
                    {closure.createdBy ? ` · ${staffName(closure.createdBy)}` : null}
                  </p>
                </div>
                {closure.holiday ? null : (
                  <button
                    type="button"
                    onClick={() => onDelete(closure)}
                    disabled={remove.isPending}
                    aria-label={`Schliessung ${when} aufheben`}
                    className="flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-danger-soft hover:text-danger disabled:opacity-60"
                  >
                    <Trash2 aria-hidden className="size-5" />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
