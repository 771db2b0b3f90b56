import { CalendarDays, CalendarPlus } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import type { Appointment } from "#contracts/appointments.ts";
import { AppointmentCard } from "./appointment-card.tsx";

/** Where a new booking starts: the services tab of the laboratory page (spec §2). */
export const BOOKING_START = "/vacinationspage?tab=services";

type Handlers = { onEdit: (appointment: Appointment) => void; onCancel: (appointment: Appointment) => void };

/**
 * The upcoming appointments (Edit and Cancel on PENDING ones), then the past and cancelled ones as a history without
 * actions: a slot that is over can no longer be moved, and cancelling it afterwards would mean nothing.
 */
export function AppointmentList({ upcoming, past, ...handlers }: { upcoming: Appointment[]; past: Appointment[] } & Handlers) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="upcoming-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="upcoming-heading" className="text-xl text-ink">
            Upcoming appointments
          </h2>
          {upcoming.length > 0 ? (
            <Link to={BOOKING_START} className={buttonClass("secondary", "sm")}>
              <CalendarPlus className="size-4" aria-hidden="true" />
              Book another appointment
            </Link>
          ) : null}
        </div>
        <div className="mt-4">
          {upcoming.length === 0 ? (
            <EmptyState
              icon={CalendarDays}
              title="You have no upcoming appointments."
              action={
                <Link to={BOOKING_START} className={buttonClass("primary")}>
                  Book an appointment
                </Link>
              }
            >
              Laboratory tests and analysis packs can be booked online, Monday to Friday from 09:00 to 17:00.
            </EmptyState>
          ) : (
            <ul className="space-y-4">
              {upcoming.map((appointment) => (
                <li key={appointment._id}>
                  <AppointmentCard appointment={appointment} actions {...handlers} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {past.length > 0 ? (
        <section aria-labelledby="past-heading">
          <h2 id="past-heading" className="text-xl text-ink">
            {past.some((a) => a.status === "CANCELLED") ? "Past and cancelled appointments" : "Past appointments"}
          </h2>
          <ul className="mt-4 space-y-4">
            {past.map((appointment) => (
              <li key={appointment._id}>
                <AppointmentCard appointment={appointment} actions={false} {...handlers} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
