import { CalendarX2, Link2Off, Phone, RotateCw, X } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { GuestAppointmentCard } from "#app/components/appointments/guest/guest-appointment-card.tsx";
import { GuestCancelDialog } from "#app/components/appointments/guest/guest-cancel-dialog.tsx";
import { useGuestAppointment } from "#app/components/appointments/guest/use-guest-appointment.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { GUEST_APPOINTMENT_TEXTS as T } from "#contracts/guest-appointments.ts";
import { pharmacy } from "#contracts/pharmacy.ts";

// A personal link: never in a search index, and the token must not travel on to other sites as a referrer.
export const meta = () => [
  ...pageMeta(T.title, "Ihren Labortermin bei der Rheinbogen Apotheke ansehen oder stornieren."),
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/**
 * /appointment/manage?token=…: a guest's booking through the link of the confirmation mail (issue 17; the spec
 * gives guests no way to cancel). Shows the booking and cancels it after a confirmation.
 */
export default function GuestAppointmentPage() {
  const [params] = useSearchParams();
  const { state, retry, cancel } = useGuestAppointment(params.get("token"));
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const answered = useRef(false);

  let main;
  if (state.status === "loading") {
    main = (
      <div role="status" aria-live="polite" className="flex items-center gap-3 rounded-[var(--radius-card)] border border-line bg-white p-6 text-muted">
        <Spinner />
        {T.loading}
      </div>
    );
  } else if (state.status === "invalid") {
    main = (
      <EmptyState
        icon={Link2Off}
        title={T.invalidTitle}
        action={
          <Link to="/vacinationspage" className={buttonClass("primary")}>
            {T.newBooking}
          </Link>
        }
      >
        <p>{T.invalidText}</p>
      </EmptyState>
    );
  } else if (state.status === "failed") {
    main = (
      <div className="space-y-3">
        <Alert kind="error">{T.loadFailed}</Alert>
        <Button variant="secondary" size="sm" onClick={retry}>
          <RotateCw className="size-4" aria-hidden="true" />
          {T.retry}
        </Button>
      </div>
    );
  } else {
    const { appointment, notice } = state;
    const pending = appointment.status === "PENDING";
    main = (
      <div className="space-y-4">
        {notice?.kind === "success" ? <Alert kind="success">{notice.text}</Alert> : null}
        {notice?.kind === "error" ? <Alert kind="error">{notice.text}</Alert> : null}
        <GuestAppointmentCard
          appointment={appointment}
          actions={
            pending ? (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-muted">{T.cancelHint}</p>
                <Button variant="secondary" className="shrink-0 whitespace-nowrap hover:!border-danger hover:!text-danger" onClick={() => setConfirming(true)}>
                  <X className="size-4" aria-hidden="true" />
                  {T.cancelButton}
                </Button>
              </div>
            ) : (
              <p className="flex items-center gap-2 text-muted">
                <CalendarX2 className="size-5 shrink-0" aria-hidden="true" />
                {appointment.status === "CANCELLED" ? T.cancelledInfo : T.completedInfo}
              </p>
            )
          }
        />
        {appointment.status === "CANCELLED" ? (
          <p>
            <Link to="/vacinationspage" className={buttonClass("primary")}>
              {T.newBooking}
            </Link>
          </p>
        ) : null}
        <GuestCancelDialog
          appointment={appointment}
          open={confirming && pending}
          onOpenChange={(open) => {
            setConfirming(open);
            // Closed without a change, Radix gives the focus back to the Cancel button. After a cancel (or a
            // spent link) that button is gone: the focus goes to the page heading, above the outcome.
            if (!open && answered.current) {
              answered.current = false;
              window.setTimeout(() => heading.current?.focus(), 0);
            }
          }}
          onConfirm={async () => {
            const outcome = await cancel();
            answered.current = outcome.ok;
            return outcome;
          }}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 lg:py-12">
      <h1 ref={heading} tabIndex={-1} className="text-2xl text-ink focus:outline-none lg:text-3xl">
        {T.title}
      </h1>
      {/* An invalid link has no booking to see: the intro would promise one (issue 31). */}
      {state.status === "invalid" ? null : <p className="mt-2 text-ink">{T.intro}</p>}
      <div className="mt-6">{main}</div>
      <p className="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink">
        <Phone className="size-4 shrink-0" aria-hidden="true" />
        {T.help}
        <a href={pharmacy.phoneHref} className={buttonClass("link")}>
          {pharmacy.phone}
        </a>
      </p>
    </div>
  );
}
