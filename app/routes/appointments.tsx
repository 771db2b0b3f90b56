import { RotateCw } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { AccountFrame } from "#app/components/account/account-frame.tsx";
import { cardId } from "#app/components/appointments/mine/appointment-card.tsx";
import { AppointmentList } from "#app/components/appointments/mine/appointment-list.tsx";
import { splitByTime } from "#app/components/appointments/mine/appointment-view.ts";
import { CancelAppointmentDialog } from "#app/components/appointments/mine/cancel-dialog.tsx";
import { EditAppointmentDialog } from "#app/components/appointments/mine/edit-dialog.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { useAppointments } from "#app/lib/queries/appointments.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { RequireAuth } from "#app/lib/require-auth.tsx";
import { APPOINTMENT_UI_TEXTS, type Appointment } from "#contracts/appointments.ts";

export const meta = () => [...pageMeta("My Appointments", "Ihre Labortermine bei der Rheinbogen Apotheke."), { name: "robots", content: "noindex" }];

/** Spec §9: the success banners go after 3 seconds. */
const BANNER_MS = 3_000;

export default function AppointmentsRoute() {
  return (
    <RequireAuth>
      <AppointmentsPage />
    </RequireAuth>
  );
}

function AppointmentsPage() {
  const query = useAppointments();
  const failed = query.isError && !isSessionEnded(query.error);
  // "Upcoming" as of the last load: the list is fresh after every change, and a render stays pure.
  const { upcoming, past } = useMemo(() => splitByTime(query.data ?? [], new Date(query.dataUpdatedAt)), [query.data, query.dataUpdatedAt]);

  const [editing, setEditing] = useState<Appointment | null>(null);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  // The card to put the focus on when a dialog closes after a change; its own button may be gone by then.
  const changed = useRef<string | null>(null);

  const succeed = (appointment: Appointment, text: string) => {
    changed.current = appointment._id;
    // Cleared first and set a tick later, so that a second success within the 3 seconds is announced and
    // timed afresh (the live region itself stays in place: a new region would not be read out).
    setBanner(null);
    window.setTimeout(() => setBanner(text), 0);
    setEditing(null);
    setCancelling(null);
  };

  const focusChangedCard = (event: Event) => {
    const card = changed.current ? document.getElementById(cardId(changed.current)) : null;
    changed.current = null;
    if (!card) return;
    event.preventDefault();
    card.focus();
  };

  let main;
  if (query.isPending || (query.isError && !failed)) {
    main = (
      <div role="status" aria-live="polite" className="space-y-4">
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5" aria-hidden="true">
            <div className="h-20 w-20 animate-pulse rounded-lg bg-soft motion-reduce:animate-none" />
            <div className="flex-1 space-y-3">
              <div className="h-5 w-2/3 animate-pulse rounded bg-soft motion-reduce:animate-none" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-soft motion-reduce:animate-none" />
            </div>
          </div>
        ))}
        <span className="sr-only">Loading appointments…</span>
      </div>
    );
  } else if (failed) {
    main = (
      <div className="space-y-3">
        <Alert kind="error">{APPOINTMENT_UI_TEXTS.loadFailed}</Alert>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw className="size-4" aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  } else {
    main = <AppointmentList upcoming={upcoming} past={past} onEdit={setEditing} onCancel={setCancelling} />;
  }

  return (
    <AccountFrame
      title={<h1 className="text-2xl text-ink lg:text-3xl">My Appointments</h1>}
      texts={{
        resetLinkFailed: APPOINTMENT_UI_TEXTS.resetLinkFailed,
        deleteFailed: APPOINTMENT_UI_TEXTS.deleteFailed,
      }}
    >
      <Alert kind="success" dismissAfterMs={BANNER_MS} onDismiss={() => setBanner(null)}>
        {banner}
      </Alert>
      {main}
      <EditAppointmentDialog
        appointment={editing}
        onClose={() => setEditing(null)}
        onUpdated={(appointment) => succeed(appointment, APPOINTMENT_UI_TEXTS.updated)}
        onCloseAutoFocus={focusChangedCard}
      />
      <CancelAppointmentDialog
        appointment={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(appointment) => succeed(appointment, APPOINTMENT_UI_TEXTS.cancelled)}
        onCloseAutoFocus={focusChangedCard}
      />
    </AccountFrame>
  );
}
