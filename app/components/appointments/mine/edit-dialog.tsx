import { useCallback, useEffect, useId, useRef } from "react";
import { SlotPicker } from "#app/components/appointments/slot-picker.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { useForm } from "#app/lib/forms/use-form.ts";
import { useEditAppointment } from "#app/lib/queries/appointments.ts";
import { APPOINTMENT_LIMITS, appointmentEditSchema, type Appointment } from "#contracts/appointments.ts";
import { germanSlotPhrase } from "./appointment-view.ts";
import { editFailureText } from "./edit-failure.ts";

/**
 * Spec §5 "date and time required": the picker's one message for both (the calendar's text, spec §5), in
 * place of the contract's format messages, which speak of a format the customer never types.
 */
export const CHOOSE_SLOT_TEXT = "Bitte wählen Sie ein Datum und eine Uhrzeit aus.";

type Props = {
  appointment: Appointment | null;
  onClose: () => void;
  onUpdated: (appointment: Appointment) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/** Spec §2: the edit dialog of a PENDING appointment — date and time from the slot picker, notes optional. */
export function EditAppointmentDialog({ appointment, onClose, onUpdated, onCloseAutoFocus }: Props) {
  return (
    <Dialog
      open={appointment !== null}
      onOpenChange={(next) => !next && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      size="lg"
      title="Edit appointment"
      description={
        appointment ? (
          <>
            Currently booked: <strong lang="de" className="font-semibold text-ink">
              {germanSlotPhrase(appointment.date, appointment.time)}
            </strong>. Choose a new date and
            time, or change your notes.
          </>
        ) : null
      }
    >
      {/* Keyed: every appointment starts from its own values. */}
      {appointment ? <EditForm key={appointment._id} appointment={appointment} onClose={onClose} onUpdated={onUpdated} /> : null}
    </Dialog>
  );
}

function EditForm({ appointment, onClose, onUpdated }: { appointment: Appointment; onClose: () => void; onUpdated: (appointment: Appointment) => void }) {
  const edit = useEditAppointment();
  const slotErrorId = useId();
  const form = useForm({
    schema: appointmentEditSchema,
    initialValues: { date: appointment.date, time: appointment.time, notes: appointment.notes },
    async onSubmit(data) {
      try {
        // Resolves once the list (and the picker's availability) has been reloaded: the mutation awaits that.
        await edit.mutateAsync({ id: appointment._id, edit: data });
      } catch (error) {
        const text = editFailureText(error);
        if (text) form.setFormError(text);
        return;
      }
      onUpdated(appointment);
    },
  });
  const { setValues, setFormError } = form;
  // Stable: the picker clears the time from an effect when the chosen slot turns out taken. A new choice makes
  // an earlier failure stale; that clearing ("") must leave the conflict text standing.
  const onDateChange = useCallback(
    (date: string) => {
      setValues({ date });
      setFormError(null);
    },
    [setValues, setFormError],
  );
  const onTimeChange = useCallback(
    (time: string) => {
      setValues({ time });
      if (time) setFormError(null);
    },
    [setValues, setFormError],
  );
  // After a conflict the picker drops the lost time itself: the conflict says it all, a second "choose a date and
  // a time" beside it was one error too many (issue 31). A new choice clears the conflict and this rule is back.
  const slotMissing = !form.formError && Boolean(form.errors.date || form.errors.time);
  // The failure is read out at once (role=alert), but on a small screen it sits above the scrolled picker.
  const failure = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.formError) failure.current?.scrollIntoView({ block: "nearest" });
  }, [form.formError]);

  return (
    <form {...form.form} aria-label="Edit appointment" className="space-y-5">
      <div ref={failure} className="scroll-mt-4">
        <Alert kind="error">{form.formError}</Alert>
      </div>
      <SlotPicker
        date={form.values.date}
        time={form.values.time}
        onDateChange={onDateChange}
        onTimeChange={onTimeChange}
        ownSlot={{ date: appointment.date, time: appointment.time }}
        errorId={slotMissing ? slotErrorId : undefined}
      />
      <div role="alert">
        {slotMissing ? (
          <p id={slotErrorId} className="text-sm text-danger">
            {CHOOSE_SLOT_TEXT}
          </p>
        ) : null}
      </div>
      <TextAreaField label="Notes (optional)" maxLength={APPOINTMENT_LIMITS.notes} {...form.field("notes")} />
      {/* Stays in view while the long picker scrolls (the dialog's own padding is the scroll edge). */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-3 border-t border-line bg-white px-6 py-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={form.pending}>
          Discard changes
        </Button>
        <Button type="submit" disabled={form.pending} aria-busy={form.pending}>
          {form.pending ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
