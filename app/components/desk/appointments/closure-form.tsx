import { useEffect, useId } from "react";
import { SLOT_TIMES } from "#contracts/appointment-slots.ts";
import { closureSchema, DESK_LIMITS, type ClosureCreated } from "#contracts/desk.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputClass } from "#app/components/ui/field.tsx";
import { useForm } from "#app/lib/forms/use-form.ts";
import { useCreateClosure } from "#app/lib/queries/desk.ts";
import { CLOSURE_REASONS, refusalText } from "../desk-texts.ts";

type Values = { date: string; time: string; reason: string };

// The date input speaks ISO (yyyy-mm-dd), the API dd/mm/yyyy; an empty time is the whole day.
const isoToSlotDate = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
};
export const slotDateToIso = (date: string) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : "";
};
// A select matches :read-only in Chromium, which would grey it like a locked input.
const selectClass = inputClass.replace("read-only:bg-soft", "");
const toInput = (v: Values) => ({ date: isoToSlotDate(v.date), time: v.time || undefined, reason: v.reason });

/**
 * Closes a whole day or one slot with a reason. The form follows the day chosen in the strip; the server answers
 * the bookings the closure lies over, which the panel lists for calling (a closure never drops a booking).
 */
export function ClosureForm({ day, onCreated }: { day: string; onCreated: (created: ClosureCreated) => void }) {
  const create = useCreateClosure();
  const listId = useId();
  const timeId = useId();
  const form = useForm({
    schema: closureSchema,
    initialValues: { date: slotDateToIso(day), time: "", reason: "" } as Values,
    toInput,
    async onSubmit(data) {
      const created = await create.mutateAsync(data).catch((e: unknown) => {
        throw new Error(refusalText(e));
      });
      form.reset({ date: form.values.date, time: "", reason: "" });
      onCreated(created);
    },
  });
  const { setValues } = form;

  useEffect(() => {
    setValues({ date: slotDateToIso(day) });
  }, [day, setValues]);

  return (
    <form {...form.form} aria-label="Schliessung eintragen" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Field label="Datum" type="date" required {...form.field("date")} />
        <div>
          <label htmlFor={timeId} className="mb-1.5 block text-sm font-medium text-ink">
            Zeit
          </label>
          <select
            id={timeId}
            name="time"
            value={form.values.time}
            onChange={(e) => setValues({ time: e.target.value })}
            aria-invalid={form.errors.time ? true : undefined}
            aria-describedby={form.errors.time ? `${timeId}-error` : undefined}
            className={selectClass}
          >
            <option value="">Ganzer Tag</option>
            {SLOT_TIMES.map((time) => (
              <option key={time} value={time}>
                {time} Uhr
              </option>
            ))}
          </select>
          {form.errors.time ? (
            <p id={`${timeId}-error`} className="mt-1 text-sm text-danger">
              {form.errors.time}
            </p>
          ) : null}
        </div>
      </div>
      <Field label="Grund" hint="z. B. Feiertag, Personal abwesend, Gerätewartung" list={listId} maxLength={DESK_LIMITS.closureReason} required {...form.field("reason")} />
      <datalist id={listId}>
        {CLOSURE_REASONS.map((reason) => (
          <option key={reason} value={reason} />
        ))}
      </datalist>
      <Alert kind="error">{form.formError}</Alert>
      <Button type="submit" disabled={form.pending} className="w-full sm:w-auto lg:w-full xl:w-auto">
        {form.pending ? "Wird eingetragen…" : form.values.time ? `${form.values.time} Uhr schliessen` : "Ganzen Tag schliessen"}
      </Button>
    </form>
  );
}
