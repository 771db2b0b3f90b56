import { ArrowLeft, CalendarDays, Clock, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { longDayText, parseDayText } from "#contracts/calendar.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import type { Appointment } from "#contracts/appointments.ts";
import { pharmacy, pharmacyAddress } from "#contracts/pharmacy.ts";
import { BACK_TO_SERVICES } from "./details-step.tsx";

export const LOADING_APPOINTMENT = "Lade Termininformationen";

/**
 * Step 3, "Termin erfolgreich gebucht!": the appointment as the server answered it (its items and price, not
 * the browser's), the pharmacy's phone and the way back to the laboratory page (spec §2).
 */
export function ConfirmationStep({ appointment, guest }: { appointment: Appointment | null; guest: boolean }) {
  if (!appointment) {
    return (
      <p role="status" className="flex items-center gap-3 py-8 text-muted">
        <Spinner size="sm" />
        {LOADING_APPOINTMENT}
      </p>
    );
  }
  const day = parseDayText(appointment.date);
  return (
    <div className="space-y-6">
      <p className="text-ink/80">
        Vielen Dank! Wir haben Ihren Termin eingetragen und eine Bestätigung mit Kalendereintrag an <strong className="break-all text-ink">{appointment.email}</strong>{" "}
        gesendet.
      </p>

      <section aria-labelledby="termin-details" className="rounded-lg border border-line">
        <h2 id="termin-details" className="sr-only">
          Ihr Termin
        </h2>
        <dl className="grid gap-4 border-b border-line p-4 sm:grid-cols-2">
          <div className="flex gap-3">
            <CalendarDays aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
            <div>
              <dt className="text-sm text-muted">Datum</dt>
              <dd className="font-semibold text-ink">{day ? longDayText(day) : appointment.date}</dd>
            </div>
          </div>
          <div className="flex gap-3">
            <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
            <div>
              <dt className="text-sm text-muted">Uhrzeit</dt>
              <dd className="font-semibold text-ink">
                <span className="tabular">{appointment.time}</span> Uhr
              </dd>
            </div>
          </div>
        </dl>
        <div className="p-4">
          <h3 className="text-sm font-medium text-muted">Leistungen</h3>
          <ul className="mt-1 divide-y divide-line">
            {appointment.selectedTests.map((item) => (
              <li key={item._id} className="flex items-center gap-3 py-2 text-sm">
                <span lang="de" className="min-w-0 flex-1 break-words hyphens-auto text-ink">{item.name}</span>
                <PriceTag amount={item.price} currency="EUR" className="text-ink" />
              </li>
            ))}
          </ul>
          <div className="mt-1 flex items-baseline justify-between border-t border-line pt-3">
            <span className="font-semibold text-ink">Total</span>
            <PriceTag amount={appointment.price} currency="EUR" className="text-lg font-semibold text-ink" />
          </div>
          {appointment.notes ? (
            <p className="mt-3 text-sm break-words text-ink/80">
              <span className="text-muted">Notizen: </span>
              {appointment.notes}
            </p>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="termin-kontakt" className="rounded-lg bg-brand-soft p-4 text-sm text-ink">
        <h2 id="termin-kontakt" className="text-base text-ink">
          Fragen oder Terminänderung?
        </h2>
        <p className="mt-2 flex items-center gap-2">
          <Phone aria-hidden className="size-4 shrink-0 text-brand" />
          <span>
            Rufen Sie uns an:{" "}
            <a href={pharmacy.phoneHref} className="font-semibold whitespace-nowrap text-brand underline-offset-4 hover:underline">
              {pharmacy.phone}
            </a>
          </span>
        </p>
        <p className="mt-1 flex items-center gap-2">
          <MapPin aria-hidden className="size-4 shrink-0 text-brand" />
          <span>
            {pharmacy.name}, {pharmacyAddress}
          </span>
        </p>
      </section>

      <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:flex-wrap">
        <Link to={BACK_TO_SERVICES} className={buttonClass("secondary", "md", "w-full sm:w-auto")}>
          <ArrowLeft aria-hidden size={16} />
          Zurück zu den Labortests
        </Link>
        {/* A customer moves or cancels it there; a guest has the link in the confirmation mail instead. */}
        {guest ? null : (
          <Link to="/appointments" className={buttonClass("primary", "md", "w-full sm:w-auto")}>
            <CalendarDays aria-hidden size={16} />
            Zu meinen Terminen
          </Link>
        )}
      </div>
    </div>
  );
}
