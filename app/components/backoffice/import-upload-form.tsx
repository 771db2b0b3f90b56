import { FileUp, Paperclip } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useForm } from "#app/lib/forms/use-form.ts";
import { useUploadImport } from "#app/lib/queries/backoffice.ts";
import { IMPORT_KIND_LABELS, IMPORT_KINDS, IMPORT_MAX_BYTES, importUploadQuery, type ImportJob, type ImportKind } from "#contracts/backoffice.ts";
import { IMPORT_TEXTS, number, refusalText } from "./backoffice-texts.ts";

const ACCEPT = ".csv,.txt,.xml,text/csv,text/plain,application/xml,text/xml";

const KIND_HINTS: Record<ImportKind, string> = {
  articles: "Artikelstamm: Preise, Aktionen, Kategorien, Bestand.",
  stock: "Gezählter Bestand je Pharmacode, optional mit expected_stock.",
  refdata: "Refdata-XML: Swissmedic-Kategorie und ATC-Code nach GTIN.",
};

const initialValues: { kind: ImportKind } = { kind: "articles" };

const kilobytes = (bytes: number) => `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;

/** The file picker: the kind of file, the file, then upload; the new job (VALIDATING) goes to `onUploaded`. */
export function ImportUploadForm({ onUploaded }: { onUploaded: (job: ImportJob) => void }) {
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const upload = useUploadImport();

  const form = useForm({
    schema: importUploadQuery,
    initialValues,
    onSubmit: async ({ kind }) => {
      if (!file) {
        setFileError(IMPORT_TEXTS.noFile);
        picker.current?.focus();
        return;
      }
      try {
        const job = await upload.mutateAsync({ kind, file });
        setFile(null);
        onUploaded(job);
      } catch (error) {
        throw new Error(refusalText(error));
      }
    },
  });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Cleared, so that the same file can be picked again after a correction in the spreadsheet.
    event.target.value = "";
    setFileError(chosen && chosen.size > IMPORT_MAX_BYTES ? IMPORT_TEXTS.tooLarge : null);
    setFile(chosen && chosen.size <= IMPORT_MAX_BYTES ? chosen : null);
  };

  return (
    <form {...form.form} aria-labelledby={`${ids}-title`} className="rounded-[var(--radius-card)] border border-line bg-white p-5">
      <h2 id={`${ids}-title`} className="flex items-center gap-2 text-lg">
        <FileUp aria-hidden className="size-5 text-brand" />
        {IMPORT_TEXTS.newImport}
      </h2>
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-medium text-ink">{IMPORT_TEXTS.kindLegend}</legend>
        <div className="space-y-2">
          {IMPORT_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line px-3 py-2.5 has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand"
            >
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={form.values.kind === kind}
                onChange={() => form.setValues({ kind })}
                className="mt-1 size-4 accent-brand focus-visible:outline-none"
              />
              <span>
                <span className="block font-medium text-ink">{IMPORT_KIND_LABELS[kind]}</span>
                <span className="block text-sm text-gray-700">{KIND_HINTS[kind]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-4">
        <span id={`${ids}-file-label`} className="mb-1.5 block text-sm font-medium text-ink">
          {IMPORT_TEXTS.fileLabel}
        </span>
        <div className="flex flex-col gap-2 rounded-xl border-2 border-dashed border-line bg-soft p-3">
          <label className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-brand bg-white px-4 font-semibold text-brand hover:bg-brand-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand">
            <Paperclip aria-hidden className="size-5" />
            Datei auswählen
            <input
              ref={picker}
              type="file"
              accept={ACCEPT}
              onChange={pick}
              aria-labelledby={`${ids}-file-label`}
              aria-describedby={`${ids}-file-hint ${ids}-file-chosen`}
              aria-invalid={fileError ? true : undefined}
              className="sr-only"
              data-testid="import-file"
            />
          </label>
          <p id={`${ids}-file-chosen`} className="text-sm break-all text-ink" aria-live="polite">
            {file ? (
              <>
                <span className="font-medium">{file.name}</span> <span className="text-muted">({kilobytes(file.size)})</span>
              </>
            ) : (
              <span className="text-gray-700">Noch keine Datei gewählt</span>
            )}
          </p>
        </div>
        <p id={`${ids}-file-hint`} className="mt-1 text-sm text-gray-700">
          {IMPORT_TEXTS.fileHint}
        </p>
        {fileError ? (
          <p role="alert" className="mt-1 text-sm text-danger">
            {fileError}
          </p>
        ) : null}
      </div>

      <div className="mt-4 space-y-3">
        <Alert kind="error">{form.formError}</Alert>
        <Button type="submit" className="w-full" pending={form.pending}>
          {form.pending ? IMPORT_TEXTS.uploading : IMPORT_TEXTS.upload}
        </Button>
        <p className="text-sm text-gray-700">{IMPORT_TEXTS.nothingChanges}</p>
      </div>
    </form>
  );
}
