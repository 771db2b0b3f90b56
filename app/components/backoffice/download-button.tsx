import { Download } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonVariant } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { saveBlob } from "#app/lib/save-blob.ts";

/**
 * A file behind the manager's bearer (the error report, the catalogue export) as a button: fetched with the token
 * (a plain link cannot send it), then saved under `fileName`. A failure is said under the button.
 */
export function DownloadButton({
  label,
  busyLabel,
  failedText,
  fileName,
  fetchFile,
  variant = "secondary",
}: {
  label: string;
  busyLabel: string;
  failedText: string;
  fileName: string;
  fetchFile: () => Promise<Blob>;
  variant?: ButtonVariant;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await fetchFile(), fileName);
    } catch (error) {
      if (!isSessionEnded(error)) setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant={variant} size="sm" onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner size="sm" /> : <Download aria-hidden className="size-4" />}
        {busy ? busyLabel : label}
      </Button>
      <p role="alert" className="text-sm text-danger empty:hidden">
        {failed ? failedText : ""}
      </p>
    </div>
  );
}
