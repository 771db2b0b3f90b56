import { useState } from "react";
import { api } from "#app/lib/api-client.ts";
import { AUTH_MESSAGES } from "#contracts/auth-messages.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { FormMessage } from "./form-message.tsx";
import { primaryButton, secondaryButton } from "./styles.ts";

/** Asks before mailing a reset link to the logged-in user, then confirms that it went out (spec §4). */
export function ResetPasswordDialog({ open, email, onClose }: { open: boolean; email?: string; onClose: () => void }) {
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
      setError(AUTH_MESSAGES.resetLinkFailed);
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
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{sent}</FormMessage>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        {sent ? (
          <button type="button" className={primaryButton} onClick={close}>
            Close
          </button>
        ) : (
          <>
            <button type="button" className={secondaryButton} onClick={close} disabled={pending}>
              Cancel
            </button>
            <button type="button" className={primaryButton} onClick={send} disabled={pending}>
              {pending ? "Sending…" : "Send reset link"}
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
