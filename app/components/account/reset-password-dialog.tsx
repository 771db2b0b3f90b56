import { useState } from "react";
import { api } from "#app/lib/api-client.ts";
import { AUTH_MESSAGES } from "#contracts/auth-messages.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";

/**
 * Asks before mailing a reset link to the logged-in user, then confirms that it went out (spec §4).
 * `failedText`: the page's own failure text (the appointments page has its own, spec §8).
 */
export function ResetPasswordDialog({
  open,
  email,
  onClose,
  failedText = AUTH_MESSAGES.resetLinkFailed,
}: {
  open: boolean;
  email?: string;
  onClose: () => void;
  failedText?: string;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const close = () => {
    setError(null);
    setSent(null);
    onClose();
  };

  async function send() {
    setPending(true);
    setError(null);
    try {
      const res = await api("/authentication/reset", { method: "POST", auth: true });
      setSent(res.message ?? AUTH_MESSAGES.resetLinkSent);
    } catch {
      setError(failedText);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Reset password"
      description={sent ? undefined : `We will send a link to choose a new password to ${email ?? "your email address"}.`}
    >
      <Alert kind="error">{error}</Alert>
      <Alert kind="success">{sent}</Alert>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        {sent ? (
          <Button onClick={close}>Close</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button onClick={send} disabled={pending}>
              {pending ? "Sending…" : "Send reset link"}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
