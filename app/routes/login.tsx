import { useEffect, useState } from "react";
import { Link, redirect, useActionData, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { api, ApiError } from "#app/lib/api-client.ts";
import { apiAnswer, formAnswer, postedForm, postedValues, refuseCrossSite } from "#app/lib/forms/form-action.ts";
import { validateForm } from "#app/lib/forms/form-state.ts";
import { useForm } from "#app/lib/forms/use-form.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { isStaffToken } from "#app/components/desk/use-is-staff.ts";
import { REDIRECT_PARAM, registerHref, safeReturnPath, takeSignupIntent, wantsToOrder } from "#app/lib/login-redirect.ts";
import { getToken, SESSION_EXPIRED_EVENT, setToken, takeAuthFlash } from "#app/lib/session.ts";
import { AUTH_MESSAGES, loginSchema } from "#contracts/auth.ts";
import { handoffCookies } from "#contracts/session-handoff.ts";

export const meta = () => pageMeta("Login", "Melden Sie sich bei Ihrem Kundenkonto der Rheinbogen Apotheke an.");

// Long enough to read 'Login successful!', short enough not to keep the shopper waiting.
const SUCCESS_PAUSE_MS = 700;

const textLink = buttonClass("link");

const EMPTY = { email: "", password: "", remember: false };

/**
 * The login sent before the page's scripts ran (record 026): the same API call, then back where the shopper came
 * from (a GET, so a reload never sends the password again) with the token handed to the next page's script in an
 * HttpOnly cookie (contracts/session-handoff.ts); or the form again with the message the scripted form shows.
 */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request, context.publicUrl);
  const values = postedValues(await postedForm(request), EMPTY);
  const checked = validateForm(loginSchema, values);
  if (!checked.data) return formAnswer(values, ["password"], { errors: checked.errors });
  const { body } = await apiAnswer<{ token?: string }>(context, "/authentication/user/login", { method: "POST", body: checked.data });
  const token = body?.success ? body.data?.token : undefined;
  if (!token) return formAnswer(values, ["password"], { formError: body?.error ?? AUTH_MESSAGES.invalidCredentials });
  const headers = new Headers();
  for (const cookie of handoffCookies(token, context.publicUrl.startsWith("https:"))) headers.append("Set-Cookie", cookie);
  return redirect(safeReturnPath(new URL(request.url).searchParams.get(REDIRECT_PARAM)) ?? homeOf(token), { status: 303, headers });
}

/** Where a login without a page to go back to lands: staff at the desk (issue 38 point 9), customers at home (spec §4). */
const homeOf = (token: string) => (isStaffToken(token) ? "/desk" : "/");

/** Issue 38 point 12: one line why, for a guest sent here on the way to ordering, with the way to an account. */
function OrderingNeedsAccount({ returnTo }: { returnTo: string | null }) {
  const [shown, setShown] = useState(false);
  // The pending "In den Warenkorb" is in this tab's storage: asked after hydration, like the flash below.
  useEffect(() => setShown(wantsToOrder(returnTo)), [returnTo]);
  if (!shown) return null;
  return (
    <p className="rounded-lg bg-brand-soft px-3 py-2.5 text-sm text-ink">
      Zum Bestellen brauchen Sie ein Kundenkonto.{" "}
      <Link to={registerHref(returnTo)} className={`${textLink} font-semibold`}>
        Kundenkonto erstellen
      </Link>
    </p>
  );
}

export default function LoginPage() {
  const navigate = useNavigate();
  // Where the shopper was sent from (login-redirect.ts); anything but a path of this site goes home (spec §4).
  const [params] = useSearchParams();
  const explicitReturn = safeReturnPath(params.get(REDIRECT_PARAM));
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm({
    schema: loginSchema,
    initialValues: EMPTY,
    answer: useActionData<typeof action>(),
    async onSubmit(data) {
      try {
        const res = await api<{ token?: string }>("/authentication/user/login", { method: "POST", body: data });
        const token = res.data?.token;
        if (!res.success || !token) throw new Error(AUTH_MESSAGES.invalidCredentials);
        setToken(token);
        setSuccess(res.message ?? AUTH_MESSAGES.loginSuccess);
      } catch (e) {
        // Spec §8: the server's message, else 'Invalid email or password' (also for an answer without a token).
        form.setFormError(e instanceof ApiError && (e.body?.error || e.status === 0) ? e.message : AUTH_MESSAGES.invalidCredentials);
        return;
      }
      // The button stays 'Logging in…' until the shop opens.
      await new Promise((resolve) => window.setTimeout(resolve, SUCCESS_PAUSE_MS));
      // A first login after signing up on the way to the cart goes back there (issue 38 point 11); the intent is
      // for one login only, so it is taken whatever this login's address says.
      const signedUpFrom = takeSignupIntent();
      await navigate(explicitReturn ?? signedUpFrom ?? homeOf(getToken() ?? ""));
    },
  });
  const { setFormError } = form;

  // 'Session expired. Please login again.' or 'Invalid or expired token', left by the page the user came from
  // or by a call that was refused while this page was already open.
  useEffect(() => {
    const showFlash = () => {
      const flash = takeAuthFlash();
      if (flash) setFormError(flash);
    };
    showFlash();
    window.addEventListener(SESSION_EXPIRED_EVENT, showFlash);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, showFlash);
  }, [setFormError]);

  return (
    <AuthCard
      title="Welcome back!"
      subtitle="Log in to your account to see your favourites, your cart and your appointments."
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link to={registerHref(explicitReturn)} className={textLink}>
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
      <form {...form.form} className="space-y-4" aria-label="Login">
        <OrderingNeedsAccount returnTo={explicitReturn} />
        <Alert kind="error">{form.formError}</Alert>
        <Alert kind="success">{success}</Alert>
        <Field label="Email" type="email" autoComplete="email" inputMode="email" required {...form.field("email")} />
        <Field label="Password" type="password" autoComplete="current-password" required {...form.field("password")} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink">
            <input type="checkbox" {...form.checkbox("remember")} className="size-5 rounded border-line accent-brand" />
            Remember me for 30 days
          </label>
          <Link to="/forgot-password" className={`${textLink} text-sm`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={form.pending}>
          {form.pending ? "Logging in…" : "Login"}
        </Button>
      </form>
      <div className="my-5 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
      {/* The spec shows a third-party sign-in without behaviour: it is there, and says it is not available yet. */}
      <Button variant="secondary" className="w-full" disabled aria-describedby="google-soon">
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.2-4.8 3.2-8z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z" />
          <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9l3.7-2.8z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z" />
        </svg>
        Sign in with Google
      </Button>
      <p id="google-soon" className="mt-2 text-center text-xs text-muted">
        Sign-in with Google is not available yet.
      </p>
    </AuthCard>
  );
}
