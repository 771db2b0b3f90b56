import { Camera, CircleCheck, Paperclip } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { Link } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field, TextAreaField } from "#app/components/ui/field.tsx";
import { useForm } from "#app/lib/forms/use-form.ts";
import { useProfile } from "#app/lib/queries/profile.ts";
import { useUploadPrescription } from "#app/lib/queries/prescriptions.ts";
import { ORDER_LIMITS } from "#contracts/orders.ts";
import {
  formatPrescriptionNumber,
  FULFILMENT_LABELS,
  FULFILMENTS,
  PRESCRIPTION_LIMITS,
  PRESCRIPTION_TEXTS,
  prescriptionFieldsSchema,
  type Fulfilment,
  type Prescription,
} from "#contracts/prescriptions.ts";
import { prescriptionDeliveryText } from "#contracts/shop-terms.ts";
import { checkFiles, type PickedFile } from "./file-checks.ts";
import { FilePreview } from "./file-preview.tsx";
import { InsuranceSection } from "./insurance-section.tsx";
import { addressFromProfile, EMPTY_UPLOAD, toUploadInput, uploadFields } from "./upload-values.ts";

// What the pickers offer; the bytes decide (file-checks.ts). HEIC is named by extension too: some systems give it no type.
const ACCEPT = "application/pdf,image/jpeg,image/png,image/heic,image/heif,.heic,.heif";

const FULFILMENT_HINTS: Record<Fulfilment, string> = {
  PICKUP: "Sie holen die Medikamente in der Apotheke ab und bringen das Originalrezept mit.",
  DELIVERY: prescriptionDeliveryText,
};

/**
 * The upload: pick or photograph 1 to 5 files, see them, choose pickup or delivery (with the address, prefilled
 * from the profile), give the insurer and the card's number or a photo of the card, add a note, send.
 */
export function UploadForm() {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [card, setCard] = useState<PickedFile | null>(null);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [sent, setSent] = useState<Prescription | null>(null);
  const upload = useUploadPrescription();
  const ids = useId();
  const pickerRef = useRef<HTMLInputElement>(null);

  const profile = useProfile();
  const form = useForm({
    schema: prescriptionFieldsSchema,
    initialValues: EMPTY_UPLOAD,
    toInput: toUploadInput,
    onSubmit: async (data) => {
      if (files.length === 0) {
        setFileErrors([PRESCRIPTION_TEXTS.noFiles]);
        pickerRef.current?.focus();
        return;
      }
      const created = await upload.mutateAsync({ files: files.map((f) => f.file), card: card?.file ?? null, fields: uploadFields(data) });
      setSent(created);
      setFiles([]);
      setCard(null);
      form.reset({ ...EMPTY_UPLOAD, ...addressFromProfile(profile.data) });
    },
    // The profile's address, once it arrives, where the customer has not typed yet.
    prefill: profile.data ? addressFromProfile(profile.data) : undefined,
    // "Rezept senden" before the profile's answer waits for its address (as the checkout's contact step).
    prefillPending: profile.isLoading,
  });

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const added = [...(event.target.files ?? [])];
    // Cleared, so that the same file can be picked again after removing it.
    event.target.value = "";
    if (added.length === 0) return;
    const result = await checkFiles(files, added);
    setFiles(result.picked);
    setFileErrors(result.errors);
  }

  if (sent) {
    return (
      <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 text-center lg:p-10" role="status">
        <CircleCheck aria-hidden className="mx-auto size-12 text-brand" />
        <h2 className="mt-4 text-xl text-ink">Rezept {formatPrescriptionNumber(sent.number)} gesendet</h2>
        <p className="mx-auto mt-2 max-w-prose text-gray-700">{PRESCRIPTION_TEXTS.sent}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/prescriptions" className={buttonClass("primary")}>
            Meine Rezepte ansehen
          </Link>
          <Button variant="secondary" onClick={() => setSent(null)}>
            Weiteres Rezept senden
          </Button>
        </div>
      </div>
    );
  }

  const pickerLabel = "relative inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand";
  return (
    <form {...form.form} className="space-y-6" aria-label="Rezept hochladen">
      <section aria-labelledby={`${ids}-files`} className="rounded-[var(--radius-card)] border border-line bg-white p-5 lg:p-6">
        <h2 id={`${ids}-files`} className="text-lg text-ink">
          1. Rezept hinzufügen
        </h2>
        <p id={`${ids}-files-hint`} className="mt-1 text-sm text-gray-700">
          Foto oder Scan, gut lesbar mit allen Ecken. PDF, JPEG, PNG oder HEIC, bis 10 MB pro Datei, höchstens {PRESCRIPTION_LIMITS.maxFiles} Dateien.
        </p>
        <div className="mt-4 flex flex-col gap-3 rounded-xl border-2 border-dashed border-line bg-soft p-4 sm:flex-row sm:items-center">
          <label className={`${pickerLabel} bg-brand text-white hover:bg-brand-hover`}>
            <Paperclip aria-hidden className="size-5" />
            Dateien auswählen
            <input ref={pickerRef} type="file" multiple accept={ACCEPT} onChange={add} aria-describedby={`${ids}-files-hint`} className="sr-only" data-testid="prescription-files" />
          </label>
          <label className={`${pickerLabel} border border-brand bg-white text-brand hover:bg-brand-soft`}>
            <Camera aria-hidden className="size-5" />
            Foto aufnehmen
            <input type="file" accept="image/*" capture="environment" onChange={add} aria-describedby={`${ids}-files-hint`} className="sr-only" />
          </label>
          <p className="text-sm text-gray-700 sm:ml-auto" aria-live="polite">
            {files.length === 0 ? "Noch keine Datei" : `${files.length} von ${PRESCRIPTION_LIMITS.maxFiles} Dateien`}
          </p>
        </div>
        {fileErrors.length > 0 ? (
          <div role="alert" className="mt-3 rounded-lg bg-danger-soft px-3 py-2.5 text-sm text-danger">
            <ul className="space-y-1">
              {fileErrors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {files.length > 0 ? (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Ausgewählte Dateien">
            {files.map((f) => (
              <li key={f.id}>
                <FilePreview picked={f} onRemove={() => setFiles((list) => list.filter((x) => x.id !== f.id))} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <fieldset className="rounded-[var(--radius-card)] border border-line bg-white p-5 lg:p-6">
        <legend className="float-left w-full text-lg text-ink">2. Abholung oder Lieferung</legend>
        <div className="clear-left grid gap-3 pt-3 sm:grid-cols-2">
          {FULFILMENTS.map((f) => (
            <label key={f} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand">
              <input
                type="radio"
                name="fulfilment"
                value={f}
                checked={form.values.fulfilment === f}
                onChange={() => form.setValues({ fulfilment: f })}
                className="mt-1 size-4 shrink-0 accent-[var(--color-brand)]"
              />
              <span>
                <span className="block font-medium text-ink">{FULFILMENT_LABELS[f]}</span>
                <span className="block text-sm text-gray-700">{FULFILMENT_HINTS[f]}</span>
              </span>
            </label>
          ))}
        </div>
        {form.values.fulfilment === "DELIVERY" ? (
          <fieldset className="mt-5">
            <legend className="font-medium text-ink">Lieferadresse</legend>
            <p className="mt-1 text-sm text-muted">Aus Ihrem Profil übernommen. Änderungen gelten nur für dieses Rezept.</p>
            <div className="mt-3 grid gap-4 sm:grid-cols-[8rem_1fr]">
              <Field label="Strasse und Nr." autoComplete="street-address" maxLength={ORDER_LIMITS.street} className="sm:col-span-2" {...form.field("address.street")} />
              <Field label="PLZ" inputMode="numeric" autoComplete="postal-code" maxLength={4} {...form.field("address.zip")} />
              <Field label="Ort" autoComplete="address-level2" maxLength={ORDER_LIMITS.city} {...form.field("address.city")} />
            </div>
          </fieldset>
        ) : null}
      </fieldset>

      <InsuranceSection form={form} card={card} onCard={setCard} />

      <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 lg:p-6">
        <TextAreaField
          label={
            <>
              4. Notiz an die Apotheke <span className="font-normal text-muted">(optional)</span>
            </>
          }
          hint="Zum Beispiel: nur das erste Medikament, ein Generikum, eine Telefonnummer für Rückfragen."
          maxLength={PRESCRIPTION_LIMITS.notes}
          {...form.field("notes")}
        />
      </div>

      <Alert kind="error">{form.formError}</Alert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-gray-700">Dateien und Angaben sehen nur Sie und unser Apothekenteam. Sie werden 90 Tage nach Abschluss gelöscht.</p>
        <Button type="submit" size="lg" disabled={form.pending} className="shrink-0 whitespace-nowrap">
          {form.pending ? "Wird gesendet…" : "Rezept senden"}
        </Button>
      </div>
    </form>
  );
}
