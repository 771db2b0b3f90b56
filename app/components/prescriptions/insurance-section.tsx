import { IdCard } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { Field } from "#app/components/ui/field.tsx";
import type { useForm } from "#app/lib/forms/use-form.ts";
import { PRESCRIPTION_LIMITS } from "#contracts/prescriptions.ts";
import { checkFiles, type PickedFile } from "./file-checks.ts";
import { FilePreview } from "./file-preview.tsx";
import type { UploadValues } from "./upload-values.ts";

type Form = ReturnType<typeof useForm<UploadValues, never>>;

const ACCEPT = "application/pdf,image/jpeg,image/png,image/heic,image/heif,.heic,.heif";

/**
 * Step 3: what the pharmacy needs to bill the health insurer: the insurer and the card's number, or a photo of the
 * card instead (one more file, checked like the prescription's). All optional: a customer who pays himself skips it.
 */
export function InsuranceSection({ form, card, onCard }: { form: Pick<Form, "field">; card: PickedFile | null; onCard: (card: PickedFile | null) => void }) {
  const ids = useId();
  const [cardErrors, setCardErrors] = useState<string[]>([]);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const [file] = event.target.files ?? [];
    event.target.value = "";
    if (!file) return;
    const result = await checkFiles([], [file]);
    setCardErrors(result.errors);
    if (result.picked[0]) onCard(result.picked[0]);
  }

  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-[var(--radius-card)] border border-line bg-white p-5 lg:p-6">
      <h2 id={`${ids}-title`} className="text-lg text-ink">
        3. Krankenversicherung <span className="text-base font-normal text-muted">(optional)</span>
      </h2>
      <p className="mt-1 text-sm text-gray-700">Damit wir die Medikamente direkt mit Ihrer Krankenkasse abrechnen können. Die Angaben stehen auf Ihrer Versichertenkarte.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label="Krankenkasse" autoComplete="off" maxLength={PRESCRIPTION_LIMITS.insurer} {...form.field("insurer")} />
        <Field
          label="Kartennummer"
          inputMode="numeric"
          autoComplete="off"
          maxLength={26}
          hint="20 Ziffern, beginnt mit 80756 (Rückseite der Karte)"
          {...form.field("insuranceCardNumber")}
        />
      </div>
      <div className="mt-4 rounded-xl border-2 border-dashed border-line bg-soft p-4">
        <p id={`${ids}-card-hint`} className="text-sm text-gray-700">
          Oder statt der Angaben: ein Foto der Versichertenkarte (PDF, JPEG, PNG oder HEIC, bis 10 MB).
        </p>
        {card ? (
          <div className="mt-3 max-w-56">
            <FilePreview picked={card} onRemove={() => onCard(null)} />
          </div>
        ) : (
          <label className="relative mt-3 inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-brand bg-white px-4 font-semibold text-brand transition-colors hover:bg-brand-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand">
            <IdCard aria-hidden className="size-5" />
            Foto der Karte hinzufügen
            <input type="file" accept={ACCEPT} onChange={pick} aria-describedby={`${ids}-card-hint`} className="sr-only" data-testid="insurance-card-file" />
          </label>
        )}
        {cardErrors.length > 0 ? (
          <p role="alert" className="mt-3 rounded-lg bg-danger-soft px-3 py-2.5 text-sm text-danger">
            {cardErrors.join(" ")}
          </p>
        ) : null}
      </div>
    </section>
  );
}
