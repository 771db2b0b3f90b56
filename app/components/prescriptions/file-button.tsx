import { Download, FileText, ImageIcon } from "lucide-react";
import { useState } from "react";
import { fetchPrescriptionFile } from "#app/lib/queries/prescriptions.ts";
import { FILE_EXTENSIONS, formatPrescriptionNumber, type PrescriptionFile } from "#contracts/prescriptions.ts";
import { saveBlob } from "#app/lib/save-blob.ts";
import { fileSize } from "./file-checks.ts";

/**
 * One file of a prescription as a download button: fetched with the bearer, then saved. `inTile`: the footer of a
 * framed tile (the desk's, under an image preview), so without a frame of its own.
 */
export function FileButton({
  scope,
  prescriptionId,
  number,
  file,
  inTile = false,
}: {
  scope: "mine" | "desk";
  prescriptionId: string;
  number: number;
  file: PrescriptionFile;
  inTile?: boolean;
}) {
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const Icon = file.type === "application/pdf" ? FileText : ImageIcon;
  async function download() {
    setState("loading");
    try {
      saveBlob(
        await fetchPrescriptionFile(scope, prescriptionId, file.n),
        `rezept-${formatPrescriptionNumber(number)}-${file.n}.${FILE_EXTENSIONS[file.type]}`,
      );
      setState("idle");
    } catch {
      setState("failed");
    }
  }
  return (
    <button
      type="button"
      onClick={download}
      disabled={state === "loading"}
      className={`flex min-h-11 w-full items-center gap-2 bg-white px-3 py-2 text-left text-sm hover:bg-brand-soft ${
        // Inside a tile that clips its corners the focus ring is drawn inward.
        inTile ? "focus-visible:outline-offset-[-3px]" : "rounded-lg border border-line hover:border-brand"
      }`}
    >
      <Icon aria-hidden className="size-5 shrink-0 text-muted" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-ink">{file.name}</span>
        <span className="block text-xs text-muted">{state === "failed" ? "Download fehlgeschlagen, erneut versuchen" : fileSize(file.size)}</span>
      </span>
      <Download aria-hidden className="size-4 shrink-0 text-brand" />
      <span className="sr-only">herunterladen</span>
    </button>
  );
}
