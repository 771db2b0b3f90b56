import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { FormField } from "#app/components/account/form-field.tsx";
import { FormMessage } from "#app/components/account/form-message.tsx";
import { primaryButton, secondaryButton, textLink } from "#app/components/account/styles.ts";
import { api, ApiError } from "#app/lib/api-client.ts";
import { validateForm, type FieldErrors } from "#app/lib/form-errors.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { SESSION_EXPIRED_EVENT, setToken, takeAuthFlash } from "#app/lib/session.ts";
import { AUTH_MESSAGES, loginSchema } from "#contracts/auth.ts";

export const meta = () => pageMeta("Login", "Melden Sie sich bei Ihrem Kundenkonto der Rheinbogen Apotheke an.");

// Long enough to read 'Login successful!', short enough not to keep the shopper waiting.
const SUCCESS_PAUSE_MS = 700;

export default function LoginPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: "", password: "", remember: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  // 'Session expired. Please login again.' or 'Invalid or expired token', left by the page the user came from
  // or by a call that was refused while this page was already open.
  useEffect(() => {
    const showFlash = () => {
      const flash = takeAuthFlash();
      if (flash) setError(flash);
    };
    showFlash();
    window.addEventListener(SESSION_EXPIRED_EVENT, showFlash);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, showFlash);
  }, []);

  const update = (patch: Partial<typeof values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validateForm(loginSchema, next).errors ?? {});
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    const result = validateForm(loginSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setPending(true);
    try {
      const res = await api<{ token?: string }>("/authentication/user/login", { method: "POST", body: result.data });
      const token = res.data?.token;
      if (!res.success || !token) throw new Error(AUTH_MESSAGES.invalidCredentials);
      setToken(token);
      setSuccess(res.message ?? AUTH_MESSAGES.loginSuccess);
      window.setTimeout(() => navigate("/"), SUCCESS_PAUSE_MS);
    } catch (e) {
      setPending(false);
      // Spec §8: the server's message, else 'Invalid email or password' (also for an answer without a token).
      setError(e instanceof ApiError && (e.body?.error || e.status === 0) ? e.message : AUTH_MESSAGES.invalidCredentials);
    }
  }

  return (
    <AuthCard
      title="Welcome back!"
      subtitle="Log in to your account to see your favourites, your cart and your appointments."
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link to="/registerpage" className={textLink}>
            Create an account
          </Link>
          <span className="mt-3 block">
            <Link to="/" className={textLink}>
              Back to the shop
            </Link>
          </span>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Login">
        <FormMessage kind="error">{error}</FormMessage>
        <FormMessage kind="success">{success}</FormMessage>
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => update({ email: e.target.value })}
        />
        <FormField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(e) => update({ password: e.target.value })}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name="remember"
              checked={values.remember}
              onChange={(e) => update({ remember: e.target.checked })}
              className="size-5 rounded border-line accent-brand"
            />
            Remember me for 30 days
          </label>
          <Link to="/forgot-password" className={`${textLink} text-sm`}>
            Forgot password?
          </Link>
        </div>
        <button type="submit" className={`${primaryButton} w-full`} disabled={pending}>
          {pending ? "Logging in…" : "Login"}
        </button>
      </form>
      <div className="my-5 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
      {/* The spec shows a third-party sign-in without behaviour: it is there, and says it is not available yet. */}
      <button type="button" className={`${secondaryButton} w-full`} disabled aria-describedby="google-soon">
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.2-4.8 3.2-8z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z" />
          <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9l3.7-2.8z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z" />
        </svg>
        Sign in with Google
      </button>
      <p id="google-soon" className="mt-2 text-center text-xs text-muted">
        Sign-in with Google is not available yet.
      </p>
    </AuthCard>
  );
}
