import { ArrowLeft, CalendarCheck } from "lucide-react";
import { useCallback, useId, useMemo, useState, type FormEvent } from "react";
import { SlotPicker } from "#app/components/appointments/slot-picker.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { BookingError, useBookAppointment } from "#app/lib/queries/appointments.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { APPOINTMENT_UI_TEXTS, type Appointment } from "#contracts/appointments.ts";
import { isLaterThan, latestStartOfAll } from "#contracts/preparation-time.ts";
import { bookingRequest, type WizardItem } from "./booking.ts";
import { PreparationHints } from "./preparation-hints.tsx";
import type { BookingDetails } from "./wizard-storage.ts";

/** Spec §5: the calendar's one message of its own. */
export const CHOOSE_SLOT = "Bitte wählen Sie ein Datum und eine Uhrzeit aus.";

type Props = {
  items: WizardItem[];
  total: number;
  details: BookingDetails;
  onBack: () => void;
  onBooked: (appointment: Appointment) => void;
};

/**
 * Step 2, "Termin auswählen": the slot picker and the booking. A 409 shows the spec's conflict text; the
 * booking hook has invalidated the day's slots by then, so the picker shows the lost slot as taken and drops
 * the choice.
 */
export function CalendarStep({ items, total, details, onBack, onBooked }: Props) {
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const book = useBookAppointment();
  const messageId = useId();
  const limit = useMemo(() => latestStartOfAll(items.map((item) => item.preparation)), [items]);

  const changeDate = useCallback((next: string) => {
    setDate(next);
    setMessage(null);
  }, []);
  // The picker clears the time itself when the chosen slot turns out taken; the conflict text must stay then.
  const changeTime = useCallback((next: string) => {
    setTime(next);
    if (next) setMessage(null);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (book.isPending) return;
    if (!date || !time) {
      setMessage(CHOOSE_SLOT);
      return;
    }
    setMessage(null);
    try {
      const appointment = await book.mutateAsync({ booking: bookingRequest(items, { date, time }, details.notes), guest: details.contact ?? undefined });
      onBooked(appointment);
    } catch (error) {
      // An ended session is already on its way to the login page.
      if (isSessionEnded(error)) return;
      setMessage(error instanceof BookingError ? error.message : APPOINTMENT_UI_TEXTS.bookingFailed);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-6">
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg bg-soft px-4 py-3 text-sm text-ink">
        <span className="min-w-0">
          <span className="text-ink/75">Ihre Auswahl: </span>
          {items.map((item) => item.name).join(", ")}
        </span>
        <PriceTag amount={total} currency="EUR" className="font-semibold" />
      </p>

      <PreparationHints items={items} limit={limit} />

      <SlotPicker
        date={date}
        time={time}
        onDateChange={changeDate}
        onTimeChange={changeTime}
        idPrefix="termin"
        errorId={message ? messageId : undefined}
        isLate={limit ? (slotTime) => isLaterThan(slotTime, limit) : undefined}
      />

      <div id={messageId}>
        <Alert kind="error">{message}</Alert>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" onClick={onBack} disabled={book.isPending}>
          <ArrowLeft aria-hidden size={16} />
          Zurück
        </Button>
        <Button type="submit" size="lg" disabled={book.isPending}>
          {book.isPending ? <Spinner size="sm" className="border-white/40 border-t-white" /> : <CalendarCheck aria-hidden size={18} />}
          Termin buchen
        </Button>
      </div>
    </form>
  );
}
