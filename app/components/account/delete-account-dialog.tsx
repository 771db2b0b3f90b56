import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { api, ApiError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/forms/use-form.ts";
import { expireSession } from "#app/lib/session.ts";
import { deletionCancelsText, upcomingPending } from "#app/components/appointments/mine/appointment-view.ts";
import { useAppointments } from "#app/lib/queries/appointments.ts";
import { AUTH_ERROR_CODES, AUTH_LIMITS, AUTH_MESSAGES, deleteAccountSchema } from "#contracts/auth.ts";

/**
 * Deletes the account after the password is typed again; on success the caller clears the session.
 * `failedText`: the page's own failure text (the appointments page has its own, spec §8).
 */
export function DeleteAccountDialog({
  open,
  onClose,
  onDeleted,
  failedText = AUTH_MESSAGES.deleteFailed,
}: {
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
  failedText?: string;
}) {
  // The query layer's list: on the appointments page it is already loaded, on the profile it is read once.
  const appointments = useAppointments();
  const cancels = open ? deletionCancelsText(upcomingPending(appointments.data ?? [], new Date())) : null;
  const form = useForm({
    schema: deleteAccountSchema,
    initialValues: { password: "" },
    async onSubmit(data) {
      try {
        // A wrong password is a 401 here too: that one must not end the session.
        await api("/authentication/delete-account", { method: "POST", auth: true, body: data, keepSessionOn401: true });
      } catch (e) {
        if (e instanceof ApiError && e.code === AUTH_ERROR_CODES.invalidToken) {
          expireSession(AUTH_MESSAGES.sessionExpired);
          return;
        }
        form.setFormError(failedText);
        return;
      }
      onDeleted();
    },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Delete account"
      description="This deletes your account, your cart and your favourites for good. It cannot be undone. Please enter your password to confirm."
    >
      <form {...form.form} className="space-y-4" aria-label="Delete account">
        {cancels ? (
          <p lang="de" className="rounded-lg bg-warning-soft px-3 py-2.5 text-sm text-warning">
            {cancels}
          </p>
        ) : null}
        <Alert kind="error">{form.formError}</Alert>
        <Field label="Password" type="password" autoComplete="current-password" required maxLength={AUTH_LIMITS.password} {...form.field("password")} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={form.pending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={form.pending}>
            {form.pending ? "Deleting…" : "Delete my account"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
