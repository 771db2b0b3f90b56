import { ArrowLeft, ArrowRight, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { z } from "zod";
import { Alert } from "#app/components/ui/alert.tsx";
import { buttonClass, Button } from "#app/components/ui/button.tsx";
import { Field, TextAreaField } from "#app/components/ui/field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { swissDate } from "#app/lib/format.ts";
import { useForm } from "#app/lib/forms/use-form.ts";
import { useProfile } from "#app/lib/queries/profile.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { appointmentBookingSchema, guestContactSchema } from "#contracts/appointments.ts";
import { isoToSlashDate, type WizardItem } from "./booking.ts";
import { SelectionList } from "./selection-list.tsx";
import type { BookingDetails, DetailsValues } from "./wizard-storage.ts";

/** What step 1 hands to the calendar: the guest's contact (null for a logged-in customer) and the notes. */

const notesSchema = appointmentBookingSchema.shape.notes;
// The server's own schemas, so the messages at the fields are the ones the API would answer (spec §5).
const guestSchema = guestContactSchema.extend({ notes: notesSchema });
const customerSchema = z.object({ notes: notesSchema });

type Values = DetailsValues;
const EMPTY: Values = { email: "", phone: "", address: "", birthday: "", notes: "" };
// The birthday input is a date picker (yyyy-mm-dd); the contract reads the API's dd/mm/yyyy.
const guestInput = (values: Values) => ({ ...values, birthday: isoToSlashDate(values.birthday) });

export const BACK_TO_SERVICES = "/vacinationspage?tab=services";
const PROFILE_FAILED = "Failed to get user profile";

type Props = {
  items: WizardItem[];
  total: number;
  /** True for a visitor without a session: only then are the contact fields shown (spec §2). */
  guest: boolean;
  /** What was typed before (back from the calendar, or a reload): the form starts with it. */
  initialValues?: Values;
  onSubmit: (values: Values, details: BookingDetails) => void;
};

/** Step 1, "Labortest Termin buchen": the selection with its total, the guest's contact fields, the notes. */
export function DetailsStep({ items, total, guest, initialValues = EMPTY, onSubmit }: Props) {
  const listId = useId();
  const empty = items.length === 0;
  const form = useForm({
    schema: guest ? guestSchema : customerSchema,
    initialValues,
    toInput: guest ? guestInput : undefined,
    onSubmit: (data, values) => {
      const parsed = data as z.output<typeof guestSchema> | z.output<typeof customerSchema>;
      if (!("email" in parsed)) return onSubmit(values, { contact: null, notes: parsed.notes });
      const { notes, ...contact } = parsed;
      onSubmit(values, { contact, notes });
    },
  });

  return (
    <form {...form.form} className="space-y-6">
      {empty ? (
        <div role="status" className="flex gap-3 rounded-lg border border-warning/40 bg-warning-soft p-4 text-warning">
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">Keine Tests ausgewählt</p>
            <p className="mt-1 text-sm text-ink/80">Wählen Sie zuerst mindestens einen Test oder ein Analysepaket aus, um einen Termin zu buchen.</p>
            {/* Where tests are chosen (issue 31), not the pharmacy's general services page. */}
            <Link to={BACK_TO_SERVICES} className={buttonClass("secondary", "sm", "mt-3")}>
              Zu den Dienstleistungen
            </Link>
          </div>
        </div>
      ) : (
        <SelectionList items={items} total={total} headingId={listId} />
      )}

      {guest ? (
        <fieldset className="space-y-4">
          <legend className="mb-1 text-base font-semibold text-ink">Ihre Kontaktdaten</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="E-Mail" type="email" autoComplete="email" inputMode="email" {...form.field("email")} />
            <Field label="Telefon" type="tel" autoComplete="tel" placeholder="+41 61 000 00 00" {...form.field("phone")} />
            <Field label="Adresse" autoComplete="street-address" placeholder="Strasse, PLZ Ort" className="sm:col-span-2" {...form.field("address")} />
            <Field label="Geburtsdatum" type="date" autoComplete="bday" {...form.field("birthday")} />
          </div>
        </fieldset>
      ) : (
        <ProfileCard />
      )}

      <TextAreaField
        label={
          <>
            Notizen <span className="font-normal text-muted">(optional)</span>
          </>
        }
        placeholder="z. B. Fragen zur Vorbereitung"
        {...form.field("notes")}
      />

      <Alert kind="error">{form.formError}</Alert>

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        <Link to={BACK_TO_SERVICES} className={buttonClass("link", "md", "inline-flex items-center justify-center gap-1.5 py-2")}>
          <ArrowLeft aria-hidden size={16} />
          Zurück zur Auswahl
        </Link>
        <Button type="submit" size="lg" disabled={empty}>
          Weiter zum Kalender
          <ArrowRight aria-hidden size={18} />
        </Button>
      </div>
    </form>
  );
}

/** A logged-in customer books with the profile's data (spec §2): shown for checking, not edited here. */
function ProfileCard() {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <p className="flex items-center gap-3 text-sm text-muted">
        <Spinner size="sm" /> Lade Profil …
      </p>
    );
  }
  if (profile.isError) return isSessionEnded(profile.error) ? null : <Alert kind="error">{PROFILE_FAILED}</Alert>;
  const user = profile.data;
  if (!user) return <Alert kind="error">{PROFILE_FAILED}</Alert>;
  const rows = [
    ["Name", `${user.name} ${user.surname}`.trim()],
    ["E-Mail", user.email],
    ["Telefon", user.phone ?? ""],
    ["Adresse", user.address],
    ["Geburtsdatum", swissDate(user.birthday)],
  ].filter(([, value]) => value);
  return (
    <section aria-labelledby="profil-titel" className="rounded-lg border border-line p-4">
      <h2 id="profil-titel" className="text-base text-ink">
        Ihre Angaben
      </h2>
      <p className="mt-0.5 text-sm text-muted">Aus Ihrem Profil übernommen; die Bestätigung geht an Ihre E-Mail-Adresse.</p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
