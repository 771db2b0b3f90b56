import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { FormField } from "#app/components/account/form-field.tsx";
import { FormMessage } from "#app/components/account/form-message.tsx";
import { primaryButton, textLink } from "#app/components/account/styles.ts";
import { api } from "#app/lib/api-client.ts";
import { validateForm, type FieldErrors } from "#app/lib/form-errors.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { AUTH_LIMITS, AUTH_MESSAGES, resetPasswordSchema } from "#contracts/auth.ts";

export const meta = () => [...pageMeta("Reset password", "Wählen Sie ein neues Passwort für Ihr Kundenkonto."), { name: "robots", content: "noindex" }];

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const id = params.get("id");
  const token = params.get("token");
  const [values, setValues] = useState({ newPassword: "", confirmNewPassword: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const result = validateForm(resetPasswordSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setPending(true);
    try {
      const res = await api("/authentication/reset-password", { method: "POST", query: { id, token }, body: result.data });
      setDone(res.message ?? AUTH_MESSAGES.resetSuccess);
    } catch {
      setError(AUTH_MESSAGES.resetFailed);
    } finally {
      setPending(false);
    }
  }

  if (!id || !token) {
    return (
      <AuthCard title="Reset password">
        <FormMessage kind="error">{AUTH_MESSAGES.resetLinkInvalid}</FormMessage>
        <p className="mt-4 text-sm">
          <Link to="/forgot-password" className={textLink}>
            Request a new link
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset password" subtitle="Choose a new password. You will then be logged out on every device.">
      {done ? (
        <div className="space-y-5">
          <FormMessage kind="success">{done}</FormMessage>
          <Link to="/loginpage" className={`${primaryButton} w-full`}>
            Go to login
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Reset password">
          <FormMessage kind="error">{error}</FormMessage>
          <FormField
            label="New Password"
            type="password"
            name="newPassword"
            autoComplete="new-password"
            required
            maxLength={AUTH_LIMITS.password}
            hint="At least 8 characters, with a number and one of ! @ # $ % ^ & *"
            value={values.newPassword}
            error={errors.newPassword}
            onChange={(e) => setValues({ ...values, newPassword: e.target.value })}
          />
          <FormField
            label="Confirm New Password"
            type="password"
            name="confirmNewPassword"
            autoComplete="new-password"
            required
            maxLength={AUTH_LIMITS.password}
            value={values.confirmNewPassword}
            error={errors.confirmNewPassword}
            onChange={(e) => setValues({ ...values, confirmNewPassword: e.target.value })}
          />
          <button type="submit" className={`${primaryButton} w-full`} disabled={pending}>
            {pending ? "Saving…" : "Reset password"}
          </button>
          {error ? (
            <p className="text-sm">
              <Link to="/forgot-password" className={textLink}>
                Request a new link
              </Link>
            </p>
          ) : null}
        </form>
      )}
    </AuthCard>
  );
}
