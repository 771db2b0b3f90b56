import { Clock, FlaskConical, NotebookPen, Pencil, X } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import type { Appointment } from "#contracts/appointments.ts";
import { dayParts, endTime, isChangeable, slotPhrase, statusTone, typeLabel } from "./appointment-view.ts";

/** The element id of an appointment's card, so the page can put the focus back on it after a dialog. */
export const cardId = (id: string) => `appointment-${id}`;

/**
 * One appointment: a calendar leaf, the slot, the services, notes, price and status; Edit and Cancel while it
 * is PENDING and still ahead (`actions`). The card is focusable (not in the tab order) so that focus has a
 * place to land when its own Cancel button goes away.
 */
export function AppointmentCard({
  appointment,
  actions,
  onEdit,
  onCancel,
}: {
  appointment: Appointment;
  actions: boolean;
  onEdit: (appointment: Appointment) => void;
  onCancel: (appointment: Appointment) => void;
}) {
  const parts = dayParts(appointment.date);
  const phrase = slotPhrase(appointment.date, appointment.time);
  const end = endTime(appointment.time);
  const headingId = `${cardId(appointment._id)}-title`;
  const changeable = actions && isChangeable(appointment);
  const cancelled = appointment.status === "CANCELLED";
  const kind = typeLabel(appointment.type);

  return (
    <article
      id={cardId(appointment._id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="appointment-card"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand sm:flex-row sm:p-5"
    >
      <div
        aria-hidden="true"
        className={`flex w-full shrink-0 items-baseline gap-2 rounded-lg px-3 py-2 sm:w-20 sm:flex-col sm:items-center sm:gap-0 sm:self-start sm:py-3 ${cancelled ? "border border-line bg-white text-muted" : "bg-brand-soft text-brand-hover"}`}
      >
        {parts ? (
          <>
            <span className="text-xs font-semibold tracking-wide uppercase">{parts.weekday.slice(0, 3)}</span>
            <span className="tabular text-2xl leading-tight font-semibold sm:text-3xl">{parts.day}</span>
            <span className="text-sm font-medium">{parts.month.slice(0, 3)}</span>
            <span className="text-xs">{parts.year}</span>
          </>
        ) : (
          <span className="text-sm font-medium">{appointment.date}</span>
        )}
      </div>

      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className={`text-lg leading-snug font-semibold ${cancelled ? "text-muted" : "text-ink"}`}>
            {phrase}
          </h3>
          <Badge tone={statusTone(appointment.status)} size="md">
            <span className="sr-only">Status: </span>
            {appointment.status}
          </Badge>
        </div>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          <span className="tabular">
            {appointment.time}
            {end ? ` – ${end}` : ""}
          </span>
          {kind ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{kind}</span>
            </>
          ) : null}
        </p>

        {/* The service text is the items' names joined (spec §4): the list says it, with the prices. */}
        {appointment.selectedTests.length === 0 ? (
          <p className="mt-3 text-sm text-ink">{appointment.service}</p>
        ) : (
          <ul className="mt-3 space-y-1 text-sm" aria-label="Booked services">
            {appointment.selectedTests.map((item) => (
              <li key={item._id} className="flex items-baseline gap-2">
                <FlaskConical className="size-4 shrink-0 translate-y-0.5 text-brand" aria-hidden="true" />
                <span lang="de" className="min-w-0 flex-1 break-words hyphens-auto text-ink">{item.name}</span>
                <PriceTag amount={item.price} currency="EUR" className="text-muted" />
              </li>
            ))}
          </ul>
        )}

        {appointment.notes ? (
          <p className="mt-3 flex gap-2 rounded-lg bg-soft px-3 py-2 text-sm text-ink">
            <NotebookPen className="size-4 shrink-0 translate-y-0.5 text-muted" aria-hidden="true" />
            <span className="min-w-0 break-words whitespace-pre-line">
              <span className="sr-only">Notes: </span>
              {appointment.notes}
            </span>
          </p>
        ) : null}

        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
          <p className="text-sm text-muted">
            Total <PriceTag amount={appointment.price} currency="EUR" className="ml-1 font-semibold text-ink" />
          </p>
          {changeable ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => onEdit(appointment)}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit<span className="sr-only"> appointment on {phrase}</span>
              </Button>
              <Button variant="secondary" size="sm" className="hover:!border-danger hover:!text-danger" onClick={() => onCancel(appointment)}>
                <X className="size-4" aria-hidden="true" />
                Cancel<span className="sr-only"> appointment on {phrase}</span>
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
