import { CalendarOff, Printer, TriangleAlert } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { deskViewOf, DeskViewTabs, type DeskViewKey } from "#app/components/desk/desk-views.tsx";
import { OrdersView } from "#app/components/desk/orders/orders-view.tsx";
import { AppointmentCard } from "#app/components/desk/appointments/appointment-card.tsx";
import { CalendarFeedCard } from "#app/components/desk/appointments/calendar-feed-card.tsx";
import { ClosurePanel } from "#app/components/desk/appointments/closure-panel.tsx";
import { daysAhead, longDay, stripDays, todayText } from "#app/components/desk/day-labels.ts";
import { DayStrip } from "#app/components/desk/appointments/day-strip.tsx";
import { DeskPrescriptions } from "#app/components/desk/prescriptions/desk-prescriptions.tsx";
import { DESK_TEXTS } from "#app/components/desk/desk-texts.ts";
import { PRINT_CSS, PrintDay } from "#app/components/desk/appointments/print-day.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { NoAccess as NoAccessPage } from "#app/components/ui/no-access.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { isNoDeskAccess, useDeskAppointments, useDeskDays, useDeskOrders } from "#app/lib/queries/desk.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { RequireAuth } from "#app/lib/require-auth.tsx";

export const meta = () => [...pageMeta(DESK_TEXTS.title, "Termine, Schliessungen und Kalender des Apothekenteams."), { name: "robots", content: "noindex, nofollow" }];

const countText = (n: number) => (n === 1 ? "1 Termin" : `${n} Termine`);

// The closures list looks this far ahead: past the 14 bookable days, so a holiday week planned early shows too.
const CLOSURE_WINDOW_DAYS = 55;

export default function DeskRoute() {
  const [search] = useSearchParams();
  const view = deskViewOf(search.get("ansicht"));
  return <RequireAuth>{view === "bestellungen" ? <OrdersDesk /> : view === "rezepte" ? <DeskPrescriptionsPage /> : <DeskPage />}</RequireAuth>;
}

/** The desk's heading and its view tabs, the same above every view. */
function DeskHeader({ view, actions }: { view: DeskViewKey; actions?: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Apotheke · Team</p>
          <h1 className="text-2xl lg:text-3xl">{DESK_TEXTS.title}</h1>
        </div>
        {actions}
      </div>
      <div className="mt-4">
        <DeskViewTabs current={view} />
      </div>
    </>
  );
}

/** Orders to prepare, ready and overdue (issue 25), with their status steps. */
function OrdersDesk() {
  const probe = useDeskOrders("TO_PREPARE");
  if (probe.error && isNoDeskAccess(probe.error)) return <NoAccess />;
  return (
    <div className="bg-soft">
      <div className="mx-auto max-w-[1280px] px-4 pt-6 pb-28 lg:px-8 lg:pt-10 lg:pb-28">
        <DeskHeader view="bestellungen" />
        <div className="mt-6">
          <OrdersView />
        </div>
      </div>
    </div>
  );
}

/** The prescriptions' queue (issue 26), in the desk's frame. */
function DeskPrescriptionsPage() {
  return (
    <div className="bg-soft">
      <div className="mx-auto max-w-[1280px] px-4 pt-6 pb-28 lg:px-8 lg:pt-10 lg:pb-28">
        <DeskHeader view="rezepte" />
        <div className="mt-6">
          <DeskPrescriptions noAccess={<NoAccess />} />
        </div>
      </div>
    </div>
  );
}

/** The staff's day: the 14-day strip, the chosen day's appointments, closures, the calendar feed, a print view. */
function DeskPage() {
  // Computed once per visit in the browser (RequireAuth renders nothing on the server), in Zurich time.
  const [now] = useState(() => new Date());
  const today = todayText(now);
  const days = useMemo(() => stripDays(now), [now]);
  const [selected, setSelected] = useState(today);
  const strip = useDeskDays();
  const list = useDeskAppointments(selected);

  const error = list.error ?? strip.error;
  if (error && isNoDeskAccess(error)) return <NoAccess />;

  const dayInfo = strip.data?.find((d) => d.date === selected);
  const appointments = list.data ?? [];
  const open = appointments.filter((a) => a.status === "PENDING").length;
  const cancelled = appointments.filter((a) => a.status === "CANCELLED").length;

  let main;
  if (list.isPending || (list.isError && isSessionEnded(list.error))) {
    main = (
      <div className="flex min-h-[30vh] items-center justify-center" role="status" aria-live="polite">
        <Spinner label="Termine werden geladen…" />
      </div>
    );
  } else if (list.isError) {
    main = <EmptyState icon={TriangleAlert} title={DESK_TEXTS.loadFailed} action={<Button onClick={() => list.refetch()}>Erneut versuchen</Button>} />;
  } else if (appointments.length === 0) {
    main = (
      <EmptyState icon={CalendarOff} title={DESK_TEXTS.noAppointments}>
        {DESK_TEXTS.noAppointmentsText}
      </EmptyState>
    );
  } else {
    main = (
      <ol className="space-y-3" aria-label={`Termine am ${longDay(selected)}`}>
        {appointments.map((a) => (
          <li key={a._id}>
            <AppointmentCard appointment={a} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="bg-soft">
      <style>{PRINT_CSS}</style>
      {/* Bottom room: the floating help button must not sit on the last card's "Als erledigt markieren". */}
      <div data-desk-screen className="mx-auto max-w-[1280px] px-4 pt-6 pb-28 lg:px-8 lg:pt-10 lg:pb-28">
        <DeskHeader
          view="termine"
          actions={
            <Button variant="secondary" size="sm" onClick={() => window.print()} disabled={!list.data}>
              <Printer aria-hidden className="size-4" />
              Tag drucken
            </Button>
          }
        />

        <div className="mt-5">
          <DayStrip days={days} counts={strip.data} selected={selected} onSelect={setSelected} />
        </div>

        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
          <section aria-labelledby="day-heading">
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id="day-heading" className="text-xl" aria-live="polite">
                {selected === today ? "Heute, " : ""}
                {longDay(selected)}
              </h2>
              {list.data ? (
                <p className="tabular text-sm text-gray-600">
                  {countText(appointments.length - cancelled)} · {open} offen{cancelled > 0 ? ` · ${cancelled} abgesagt` : ""}
                </p>
              ) : null}
            </div>
            <DayNotice closed={dayInfo?.closed ?? false} holiday={dayInfo?.holiday ?? null} weekend={dayInfo?.weekend ?? false} closedSlots={dayInfo?.closedSlots ?? []} />
            {main}
          </section>
          <aside className="space-y-6" aria-label="Schliessungen und Kalender">
            <ClosurePanel day={selected} from={today} to={daysAhead(now, CLOSURE_WINDOW_DAYS)} />
            <CalendarFeedCard />
          </aside>
        </div>
      </div>
      <PrintDay date={selected} appointments={appointments} />
    </div>
  );
}

/** Whether the chosen day or some of its slots are closed (weekend, holiday, closure). */
function DayNotice({ closed, holiday, weekend, closedSlots }: { closed: boolean; holiday: string | null; weekend: boolean; closedSlots: string[] }) {
  let text: string | null = null;
  if (closed) text = holiday ? `Feiertag (${holiday}): das Labor ist geschlossen.` : weekend ? "Wochenende: das Labor ist geschlossen." : "Dieser Tag ist geschlossen.";
  else if (closedSlots.length > 0) text = `Geschlossene Zeiten: ${closedSlots.join(", ")} Uhr`;
  if (!text) return null;
  return (
    <p className="mb-3 flex items-center gap-2 rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink">
      <CalendarOff aria-hidden className="size-4 shrink-0 text-muted" />
      {text}
    </p>
  );
}

/** A customer's token: the server answered 403. */
function NoAccess() {
  return <NoAccessPage title={DESK_TEXTS.noAccessTitle}>{DESK_TEXTS.noAccessText}</NoAccessPage>;
}
