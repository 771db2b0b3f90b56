import { CalendarX2, Check, Mail, Phone, RotateCcw, TriangleAlert } from "lucide-react";
import { useRef, useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { DeskAppointment, DeskStatusInput } from "#contracts/desk.ts";
import { useSetAppointmentStatus } from "#app/lib/queries/desk.ts";
import { CancelDialog } from "./cancel-dialog.tsx";
import { correctionChoices, hasBegun } from "./status-choices.ts";
import { StatusDialog } from "./status-dialog.tsx";
import { AuditTrail } from "../audit-trail.tsx";
import { customerName, servicesWithPreparation } from "./appointment-view.ts";
import { CANCEL_REASON_LABELS, DESK_TEXTS, refusalText, STATUS_LABELS } from "../desk-texts.ts";
import { mailtoHref, telHref } from "#app/lib/contact-links.ts";

/** One appointment of the day: time, status, customer and contact, services with preparation, notes, actions, audit. */
export function AppointmentCard({ appointment }: { appointment: DeskAppointment }) {
  const setStatus = useSetAppointmentStatus();
  const [dialog, setDialog] = useState<"complete" | "cancel" | "correct" | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const status = STATUS_LABELS[appointment.status] ?? STATUS_LABELS.PENDING;
  const name = customerName(appointment);
  const { email, phone } = appointment.customer;
  const services = servicesWithPreparation(appointment);
  const headingId = `appointment-${appointment._id}`;
  const articleRef = useRef<HTMLElement>(null);
  const changedNow = useRef(false);
  const started = hasBegun(appointment, new Date());
  const state = { status: appointment.status, cancelReason: appointment.cancelReason };
  const corrections = correctionChoices(state);

  /** One change through the dialog: the server's refusal stays in the dialog, success is said on the card. */
  async function change(input: DeskStatusInput) {
    setFailed(null);
    await setStatus.mutateAsync({ id: appointment._id, ...input }).catch((e: unknown) => {
      throw new Error(refusalText(e));
    });
    changedNow.current = true;
    setDone(input.correction ? DESK_TEXTS.corrected : input.status === "COMPLETED" ? DESK_TEXTS.completed : DESK_TEXTS.cancelled);
  }
  const closeDialog = (open: boolean) => !open && setDialog(null);
  // Its buttons change with the status: the focus then goes to the card instead of falling to the page's start.
  const focusCard = (event: Event) => {
    if (!changedNow.current) return;
    changedNow.current = false;
    event.preventDefault();
    articleRef.current?.focus();
  };

  return (
    <article ref={articleRef} tabIndex={-1} aria-labelledby={headingId} className={`rounded-card focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 border border-line bg-white p-4 sm:p-5 ${appointment.status === "CANCELLED" ? "border-dashed" : ""}`}>
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <p className="tabular w-[4.5rem] shrink-0 text-2xl leading-none font-semibold text-ink">{appointment.time}</p>
        <div className="order-last min-w-0 basis-full sm:order-none sm:basis-0 sm:flex-1">
          <h3 id={headingId} className="text-lg leading-tight [overflow-wrap:anywhere]">
            <span className="sr-only">{appointment.time} Uhr: </span>
            {name}
            {appointment.customer.guest ? (
              <Badge tone="neutral" className="ml-2 align-middle">
                Gast
              </Badge>
            ) : null}
          </h3>
          <ul className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {email ? (
              <li>
                <a href={mailtoHref(email)} className="inline-flex items-center gap-1.5 break-all text-brand hover:underline">
                  <Mail aria-hidden className="size-4 shrink-0" />
                  {email}
                </a>
              </li>
            ) : null}
            {phone ? (
              <li>
                <a href={telHref(phone)} className="tabular inline-flex items-center gap-1.5 text-brand hover:underline">
                  <Phone aria-hidden className="size-4 shrink-0" />
                  {phone}
                </a>
              </li>
            ) : appointment.customer.accountDeleted ? null : (
              <li className="text-muted">Keine Telefonnummer</li>
            )}
            {appointment.customer.birthday ? <li className="tabular text-muted">Geb. {appointment.customer.birthday.replaceAll("/", ".")}</li> : null}
          </ul>
        </div>
        <Badge tone={status.tone} size="md" className="ml-auto shrink-0 sm:ml-0">
          {status.label}
        </Badge>
      </div>

      {appointment.inClosure && appointment.status === "PENDING" ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning sm:ml-[5.5rem]">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {DESK_TEXTS.inClosure}
        </p>
      ) : null}
      {appointment.status === "CANCELLED" && appointment.cancelReason ? (
        <p className="mt-3 text-sm text-muted sm:pl-[5.5rem]">Grund der Absage: {CANCEL_REASON_LABELS[appointment.cancelReason]}</p>
      ) : null}

      <div className="mt-4 grid gap-4 sm:pl-[5.5rem] lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Leistungen</h4>
          <ul className="mt-1.5 space-y-2">
            {services.map((service, i) => (
              <li key={`${service.name}-${i}`} className="text-sm">
                <span lang="de" className="font-medium break-words hyphens-auto text-ink">{service.name}</span>
                {service.preparation ? <p className="mt-0.5 text-muted">Vorbereitung: {service.preparation}</p> : null}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Notizen</h4>
          <p className="mt-1.5 text-sm break-words whitespace-pre-line text-ink">{appointment.notes.trim() ? appointment.notes : <span className="text-muted">Keine Notizen</span>}</p>
        </div>
      </div>

      <div className="mt-4 space-y-3 sm:pl-[5.5rem]">
        {failed ? <Alert kind="error">{failed}</Alert> : null}
        <Alert kind="success" dismissAfterMs={6000} onDismiss={() => setDone(null)}>
          {done}
        </Alert>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          {appointment.status === "PENDING" ? (
            <>
              <Button
                size="sm"
                onClick={() => setDialog("complete")}
                disabled={setStatus.isPending || !started}
                aria-describedby={started ? undefined : `${headingId}-from`}
                className="min-h-11 sm:min-h-10"
              >
                <Check aria-hidden className="size-4" />
                {DESK_TEXTS.complete}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setDialog("cancel")} disabled={setStatus.isPending} className="min-h-11 sm:min-h-10">
                <CalendarX2 aria-hidden className="size-4" />
                {DESK_TEXTS.cancel}
              </Button>
              {started ? null : (
                <p id={`${headingId}-from`} className="text-sm text-muted">
                  {DESK_TEXTS.outcomeFrom(appointment.time)}
                </p>
              )}
            </>
          ) : corrections.length > 0 ? (
            <Button size="sm" variant="secondary" onClick={() => setDialog("correct")} disabled={setStatus.isPending} className="min-h-11 sm:min-h-10">
              <RotateCcw aria-hidden className="size-4" />
              {DESK_TEXTS.correct}
            </Button>
          ) : null}
        </div>
        <AuditTrail entries={appointment.audit} />
      </div>
      <CancelDialog appointment={appointment} started={started} open={dialog === "cancel"} onOpenChange={closeDialog} onConfirm={change} onCloseAutoFocus={focusCard} />
      <StatusDialog
        open={dialog === "complete"}
        onOpenChange={closeDialog}
        onCloseAutoFocus={focusCard}
        title={`Termin um ${appointment.time} als erledigt markieren?`}
        description={DESK_TEXTS.completeConfirm}
        choices={[{ value: "COMPLETED", input: { status: "COMPLETED" }, label: DESK_TEXTS.complete, disabled: false }]}
        confirmLabel={DESK_TEXTS.complete}
        pendingLabel="Wird gespeichert…"
        onConfirm={change}
      />
      <StatusDialog
        open={dialog === "correct"}
        onOpenChange={closeDialog}
        onCloseAutoFocus={focusCard}
        title={`Status des Termins um ${appointment.time} korrigieren`}
        description={`Jetzt: ${status.label}${appointment.cancelReason ? ` (${CANCEL_REASON_LABELS[appointment.cancelReason]})` : ""}. Die Korrektur erscheint mit Ihrem Namen im Verlauf.`}
        legend="Richtig ist"
        choices={corrections}
        confirmLabel="Status korrigieren"
        pendingLabel="Wird gespeichert…"
        onConfirm={change}
      />
    </article>
  );
}
