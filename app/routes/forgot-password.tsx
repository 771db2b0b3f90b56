import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { FormField } from "#app/components/account/form-field.tsx";
import { FormMessage } from "#app/components/account/form-message.tsx";
import { primaryButton, textLink } from "#app/components/account/styles.ts";
import { api } from "#app/lib/api-client.ts";
import { validateForm } from "#app/lib/form-errors.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { AUTH_LIMITS, AUTH_MESSAGES, forgotPasswordSchema } from "#contracts/auth.ts";

export const meta = () => pageMeta("Forgot password", "Setzen Sie das Passwort Ihres Kundenkontos der Rheinbogen Apotheke zurück.");

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const result = validateForm(forgotPasswordSchema, { email });
    setFieldError(result.errors?.email);
    if (!result.data) return;
    setPending(true);
    try {
      const res = await api("/authentication/forgetPassword", { method: "POST", body: result.data });
      setSent(res.message ?? AUTH_MESSAGES.forgotSent);
    } catch {
      setError(AUTH_MESSAGES.forgotFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <Link to="/loginpage" className={textLink}>
          Back to login
        </Link>
      }
    >
      {sent ? (
        <div className="space-y-4">
          <FormMessage kind="success">{sent}</FormMessage>
          <p className="text-sm text-muted">The link is valid for one hour. Please also check your spam folder.</p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Forgot password">
          <FormMessage kind="error">{error}</FormMessage>
          <FormField
            label="Email"
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={AUTH_LIMITS.email}
            value={email}
            error={fieldError}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className={`${primaryButton} w-full`} disabled={pending}>
            {pending ? "Sending…" : "Send reset link"}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
