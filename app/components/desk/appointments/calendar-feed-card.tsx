import { CalendarPlus, Copy } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { useCreateCalendarFeed } from "#app/lib/queries/desk.ts";

/**
 * The staff member's private iCalendar subscription (Outlook, Google Calendar). There is no way to read the
 * current URL back (only its hash is stored), so every click makes a new one and the old one stops working:
 * the dialog says so before it happens.
 */
export function CalendarFeedCard() {
  const feed = useCreateCalendarFeed();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  async function create() {
    setError(null);
    setCopied(null);
    try {
      setUrl(await feed.mutateAsync());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setConfirmOpen(false);
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied("Link kopiert. Fügen Sie ihn in Ihrem Kalender als Abonnement (per URL) hinzu.");
    } catch {
      // Clipboard refused (permissions, insecure origin): select the text so Ctrl+C works.
      document.getElementById(inputId)?.focus();
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      setCopied("Der Link ist markiert: mit Strg+C (Cmd+C) kopieren.");
    }
  }

  return (
    <section aria-labelledby="feed-heading" className="rounded-card border border-line bg-white p-4 sm:p-5">
      <h2 id="feed-heading" className="flex items-center gap-2 text-lg">
        <CalendarPlus aria-hidden className="size-5 text-brand" />
        Kalender-Abo
      </h2>
      <p className="mt-1 text-sm text-muted">
        Ein privater Link zeigt alle nicht abgesagten Termine in Outlook oder Google Kalender. Behandeln Sie ihn wie ein Passwort.
      </p>
      {url ? (
        <div className="mt-4 space-y-2">
          <label htmlFor={inputId} className="block text-sm font-medium text-ink">
            Ihr Kalender-Link
          </label>
          <div className="flex gap-2">
            <input id={inputId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className={`${inputClass} min-w-0 font-mono text-sm`} />
            <Button variant="secondary" onClick={copy} className="shrink-0">
              <Copy aria-hidden className="size-4" />
              Kopieren
            </Button>
          </div>
        </div>
      ) : null}
      <div className="mt-3 space-y-3">
        <Alert kind="success">{copied}</Alert>
        <Alert kind="error">{error}</Alert>
        <Button variant={url ? "secondary" : "primary"} size="sm" onClick={() => setConfirmOpen(true)}>
          {url ? "Neuen Link erstellen" : "Kalender-Link erstellen"}
        </Button>
      </div>
      <Dialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Neuen Kalender-Link erstellen?"
        description="Ein neuer Link ersetzt Ihren bisherigen: Kalender, die den alten Link abonniert haben, erhalten danach keine Termine mehr."
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirmOpen(false)} disabled={feed.isPending}>
            Zurück
          </Button>
          <Button onClick={create} disabled={feed.isPending}>
            {feed.isPending ? "Wird erstellt…" : "Link erstellen"}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
