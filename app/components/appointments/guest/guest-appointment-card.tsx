import { Clock, FlaskConical, MapPin, NotebookPen } from "lucide-react";
import type { ReactNode } from "react";
import { endTime, statusTone } from "#app/components/appointments/mine/appointment-view.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import type { Appointment } from "#contracts/appointments.ts";
import { GUEST_APPOINTMENT_TEXTS as T } from "#contracts/guest-appointments.ts";
import { pharmacy, pharmacyAddress } from "#contracts/pharmacy.ts";
import { germanDayParts, germanLongDate } from "./guest-appointment-view.ts";

const statusLabel = (status: string) => T.statusLabels[status as keyof typeof T.statusLabels] ?? status;

/** The booked slot, the services with their prices, the total and the status, in German; `actions` below. */
export function GuestAppointmentCard({ appointment, actions }: { appointment: Appointment; actions?: ReactNode }) {
  const parts = germanDayParts(appointment.date);
  const end = endTime(appointment.time);
  const cancelled = appointment.status === "CANCELLED";

  return (
    <article aria-labelledby="guest-appointment-date" data-testid="guest-appointment" className="rounded-[var(--radius-card)] border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div
          aria-hidden="true"
          className={`flex shrink-0 items-baseline gap-2 rounded-lg px-3 py-2 sm:w-24 sm:flex-col sm:items-center sm:gap-0 sm:py-3 ${cancelled ? "bg-soft text-muted" : "bg-brand-soft text-brand-hover"}`}
        >
          {parts ? (
            <>
              <span className="text-xs font-semibold tracking-wide uppercase">{parts.weekday.slice(0, 2)}</span>
              <span className="tabular text-2xl leading-tight font-semibold sm:text-4xl">{parts.day}</span>
              <span className="text-sm font-medium">
                {parts.month.slice(0, 3)} {parts.year}
              </span>
            </>
          ) : (
            <span className="text-sm font-medium">{appointment.date}</span>
          )}
        </div>

        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id="guest-appointment-date" className={`text-xl leading-snug font-semibold ${cancelled ? "text-muted line-through decoration-1" : "text-ink"}`}>
              {germanLongDate(appointment.date)}
            </h2>
            <Badge tone={statusTone(appointment.status)} size="md">
              <span className="sr-only">{T.status}: </span>
              {statusLabel(appointment.status)}
            </Badge>
          </div>
          <p className="mt-1 flex items-center gap-1.5 text-muted">
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{T.time}: </span>
            <span className="tabular">
              {appointment.time}
              {end ? ` – ${end}` : ""} Uhr
            </span>
          </p>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-muted">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {pharmacy.name}, {pharmacyAddress}
            </span>
          </p>
        </div>
      </div>

      <h3 className="mt-6 text-sm font-semibold tracking-wide text-muted uppercase">{T.services}</h3>
      <ul className="mt-2 divide-y divide-line rounded-lg border border-line" aria-label={T.services}>
        {appointment.selectedTests.map((item) => (
          <li key={item._id} className="flex items-baseline gap-3 px-3 py-2.5">
            <FlaskConical className="size-4 shrink-0 translate-y-0.5 text-brand" aria-hidden="true" />
            <span className="min-w-0 flex-1 break-words text-ink">{item.name}</span>
            <PriceTag amount={item.price} currency="EUR" className="text-muted" />
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-baseline justify-between gap-3 px-3">
        <span className="font-semibold text-ink">{T.price}</span>
        <PriceTag amount={appointment.price} currency="EUR" className="text-lg font-semibold text-ink" />
      </p>

      {appointment.notes ? (
        <div className="mt-4 flex gap-2 rounded-lg bg-soft px-3 py-2 text-sm text-ink">
          <NotebookPen className="size-4 shrink-0 translate-y-0.5 text-muted" aria-hidden="true" />
          <p className="min-w-0 break-words whitespace-pre-line">
            <span className="font-medium">{T.notes}: </span>
            {appointment.notes}
          </p>
        </div>
      ) : null}

      {actions ? <div className="mt-6 border-t border-line pt-5">{actions}</div> : null}
    </article>
  );
}
