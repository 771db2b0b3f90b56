import { useEffect, useId, useMemo, useState } from "react";
import { parseDayText } from "#contracts/calendar.ts";
import { APPOINTMENT_UI_TEXTS } from "#contracts/appointments.ts";
import { daySlots, SLOT_TIMES } from "#contracts/appointment-slots.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useAvailability, useClosedDays } from "#app/lib/queries/appointments.ts";
import { CLOSED_DAY, pickerDays } from "./slot-days.ts";

const dayClosedText = (reason: string) => (reason === CLOSED_DAY ? "geschlossen" : `geschlossen: ${reason}`);

export type SlotPickerProps = {
  /** The chosen day as `dd/mm/yyyy`, or "" while none is chosen. */
  date: string;
  /** The chosen time as `HH:mm`, or "" while none is chosen. */
  time: string;
  /** A day was picked. The picker then also calls `onTimeChange("")`: a new day clears the time (spec §2). */
  onDateChange: (date: string) => void;
  /** A time was picked, or "" when the picker clears it (new day, or the chosen slot turned out taken). */
  onTimeChange: (time: string) => void;
  /** Keeps the radio groups' names and ids apart when two pickers share a page; a useId by default. */
  idPrefix?: string;
  /**
   * The slot of the appointment being edited: the server lists it as taken (it is, by this appointment),
   * but it must stay selectable so that saving only the notes works.
   */
  ownSlot?: { date: string; time: string };
  /** Ties a message of the surrounding form (e.g. "choose date and time") to both groups. */
  errorId?: string;
  /** The clock, for tests; the current time otherwise. */
  now?: Date;
  /** Free slots later than the selection's preparation recommends (wizard); marked, still choosable. */
  isLate?: (time: string) => boolean;
};

const tileBase =
  "flex w-full flex-col items-center justify-center rounded-lg border text-center transition-colors duration-150 select-none peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand";
const tileFree = "border-line bg-white text-ink peer-hover:border-brand peer-hover:text-brand peer-checked:border-brand peer-checked:bg-brand peer-checked:text-white peer-checked:peer-hover:text-white";
const tileOff = "border-line bg-soft text-ink/70";
// The real radio lies invisibly over its tile: clicks, taps and the keyboard reach a native input, the tile
// beside it (a peer) only shows its state and focus.
const radioClass = "peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed";

/**
 * The laboratory calendar (spec laboratory.md §2, §5, §9): a strip of the 14 days from today (weekends, and
 * a today whose slots have all begun, disabled) and the day's 17 slots from GET /api/labor/availability,
 * taken and begun ones shown as such and disabled. Controlled: the parent holds `date` and `time`.
 *
 * Both parts are native radio groups, so the keyboard works as everywhere (Tab into a group, arrow keys
 * between enabled options, disabled ones skipped) and screen readers announce "option, n of m, selected".
 * The availability query is invalidated by every booking, edit and cancel (app/lib/queries/appointments.ts),
 * so after a 409 the slot someone else took shows as taken here.
 */
export function SlotPicker({ date, time, onDateChange, onTimeChange, idPrefix, ownSlot, errorId, now: givenNow, isLate }: SlotPickerProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  // One clock per mount: the strip and the "begun" marks agree with each other while the picker is open.
  const [mountedAt] = useState(() => new Date());
  const now = givenNow ?? mountedAt;
  const closedDays = useClosedDays();
  const days = useMemo(() => pickerDays(now, new Set(closedDays.data ?? [])), [now, closedDays.data]);
  const closedInView = days.filter((d) => d.closed !== null);
  const chosenDay = days.find((d) => d.date === date && d.bookable);
  const availability = useAvailability(chosenDay ? date : null);

  const slots = useMemo(() => {
    const day = chosenDay ? parseDayText(chosenDay.date) : null;
    if (!day || !availability.data) return null;
    const begun = new Set(daySlots(day, now).filter((s) => s.past).map((s) => s.time));
    const free = new Map(availability.data.map((s) => [s.time, s]));
    return SLOT_TIMES.map((slotTime) => {
      const own = ownSlot?.date === date && ownSlot.time === slotTime;
      const state: "free" | "taken" | "past" | "closed" = begun.has(slotTime) ? "past" : own || free.get(slotTime)?.available ? "free" : free.get(slotTime)?.closed ? "closed" : "taken";
      return { time: slotTime, state };
    });
  }, [availability.data, chosenDay, date, now, ownSlot]);

  // A chosen slot that the fresh list shows as taken (someone was quicker) must not stay silently selected.
  const chosenGone = slots !== null && time !== "" && slots.find((s) => s.time === time)?.state !== "free";
  useEffect(() => {
    if (chosenGone) onTimeChange("");
  }, [chosenGone, onTimeChange]);

  const pickDay = (next: string) => {
    onDateChange(next);
    onTimeChange("");
  };

  return (
    <div className="space-y-6">
      <fieldset aria-describedby={errorId}>
        <legend className="mb-3 text-base font-semibold text-ink">Datum</legend>
        <div className="grid grid-cols-7 gap-1.5 sm:gap-2">
          {days.map((day) => {
            const id = `${prefix}-day-${day.date.replaceAll("/", "-")}`;
            return (
              <div key={day.date} className="relative">
                <input
                  type="radio"
                  id={id}
                  name={`${prefix}-date`}
                  value={day.date}
                  checked={day.date === date}
                  disabled={!day.bookable}
                  onChange={() => pickDay(day.date)}
                  aria-label={day.bookable ? day.label : day.closed ? `${day.label}, ${dayClosedText(day.closed)}` : `${day.label}, nicht buchbar`}
                  className={radioClass}
                />
                <span aria-hidden="true" className={`${tileBase} min-h-16 px-0.5 py-1.5 ${day.bookable ? tileFree : `${tileOff} line-through decoration-muted/60`}`}>
                  <span className="text-xs font-medium uppercase">{day.weekdayShort}</span>
                  <span className="tabular text-lg leading-tight font-semibold">{day.dayOfMonth}</span>
                  <span className="text-[0.6875rem] leading-tight">{day.monthShort}</span>
                </span>
              </div>
            );
          })}
        </div>
        {closedInView.length > 0 ? (
          <p className="mt-2 text-sm text-muted">
            {closedInView.map((d, i) => (
              <span key={d.date}>
                {i > 0 ? " · " : null}
                <span className="whitespace-nowrap">
                  {d.weekdayShort} {d.dayOfMonth}. {d.monthShort}
                </span>
                : {d.closed === CLOSED_DAY ? CLOSED_DAY : `${CLOSED_DAY} (${d.closed})`}
              </span>
            ))}
          </p>
        ) : null}
      </fieldset>

      <fieldset aria-describedby={errorId} aria-busy={availability.isFetching || undefined}>
        <legend className="mb-3 text-base font-semibold text-ink">
          Uhrzeit{chosenDay ? <span className="font-normal text-muted"> · {chosenDay.label}</span> : null}
        </legend>
        {!chosenDay ? (
          <p className="rounded-lg border border-dashed border-line bg-soft px-4 py-6 text-center text-sm text-ink/75">Bitte wählen Sie zuerst ein Datum.</p>
        ) : availability.isError ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-danger-soft px-4 py-3 text-sm text-danger" role="alert">
            <span>{APPOINTMENT_UI_TEXTS.loadFailed}</span>
            <Button variant="secondary" size="sm" onClick={() => void availability.refetch()}>
              Try Again
            </Button>
          </div>
        ) : !slots ? (
          <p className="flex items-center gap-3 px-1 py-6 text-sm text-muted">
            <Spinner size="sm" /> Lade freie Zeiten …
          </p>
        ) : (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6">
            {slots.map((slot) => {
              const id = `${prefix}-time-${slot.time.replace(":", "")}`;
              const free = slot.state === "free";
              const late = free && isLate?.(slot.time) === true;
              const note = slot.state === "taken" ? "vergeben" : slot.state === "past" ? "vorbei" : slot.state === "closed" ? "geschlossen" : late ? "nicht empfohlen" : null;
              return (
                <div key={slot.time} className="relative">
                  <input
                    type="radio"
                    id={id}
                    name={`${prefix}-time`}
                    value={slot.time}
                    checked={slot.time === time}
                    disabled={!free}
                    onChange={() => onTimeChange(slot.time)}
                    aria-label={late ? `${slot.time}, später als empfohlen` : note ? `${slot.time}, ${note}` : slot.time}
                    className={radioClass}
                  />
                  <span aria-hidden="true" className={`${tileBase} min-h-12 px-2 py-1 ${free ? tileFree : tileOff}`}>
                    <span className={`tabular font-semibold ${free ? "" : "line-through decoration-muted/60"}`}>{slot.time}</span>
                    {note ? <span className="text-[0.6875rem] leading-tight">{note}</span> : null}
                  </span>
                </div>
              );
            })}
          </div>
        )}
      </fieldset>
    </div>
  );
}
