import { useState, type FormEvent } from "react";
import { api, ApiError } from "#app/lib/api-client.ts";
import { validateForm } from "#app/lib/form-errors.ts";
import { expireSession } from "#app/lib/session.ts";
import { AUTH_LIMITS, AUTH_MESSAGES, deleteAccountSchema } from "#contracts/auth.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { FormField } from "./form-field.tsx";
import { FormMessage } from "./form-message.tsx";
import { dangerButton, secondaryButton } from "./styles.ts";

/** Deletes the account after the password is typed again; on success the caller clears the session. */
export function DeleteAccountDialog({ open, onClose, onDeleted }: { open: boolean; onClose: () => void; onDeleted: () => void }) {
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    setPassword("");
    setFieldError(undefined);
    setError(null);
    onClose();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const result = validateForm(deleteAccountSchema, { password });
    setFieldError(result.errors?.password);
    if (!result.data) return;
    setPending(true);
    try {
      // A wrong password is a 401 here too: that one must not end the session.
      await api("/authentication/delete-account", { method: "POST", auth: true, body: result.data, keepSessionOn401: true });
      onDeleted();
    } catch (e) {
      if (e instanceof ApiError && e.status === 401 && e.message === AUTH_MESSAGES.invalidToken) {
        expireSession(AUTH_MESSAGES.sessionExpired);
        return;
      }
      setError(AUTH_MESSAGES.deleteFailed);
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Delete account"
      description="This deletes your account, your cart and your favourites for good. It cannot be undone. Please enter your password to confirm."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Delete account">
        <FormMessage kind="error">{error}</FormMessage>
        <FormField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          maxLength={AUTH_LIMITS.password}
          value={password}
          error={fieldError}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={close} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className={dangerButton} disabled={pending}>
            {pending ? "Deleting…" : "Delete my account"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
