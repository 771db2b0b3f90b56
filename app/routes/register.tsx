import { useState } from "react";
import { Link, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/register";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { CheckEmailDialog, CheckEmailNotice } from "#app/components/account/check-email-dialog.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { PhoneField } from "#app/components/account/phone-field.tsx";
import { api, ApiError } from "#app/lib/api-client.ts";
import { apiAnswer, formAnswer, postedForm, postedValues, refuseCrossSite } from "#app/lib/forms/form-action.ts";
import { validateForm } from "#app/lib/forms/form-state.ts";
import { useForm } from "#app/lib/forms/use-form.ts";
import { LOGIN_PATH, loginHref, REDIRECT_PARAM, rememberSignupIntent, safeReturnPath } from "#app/lib/login-redirect.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { AUTH_LIMITS, AUTH_MESSAGES, CUSTOMER_ROLE, signupSchema, type SignupInput } from "#contracts/auth.ts";

export const meta = () => pageMeta("Create a new Account", "Eröffnen Sie ein Kundenkonto bei der Rheinbogen Apotheke in Basel.");

const empty = { name: "", surname: "", email: "", password: "", passwordConfirm: "", birthdate: "", address: "", phone: "" };

// Role 2 as the spec's form sends it; the server ignores it and makes every signup a customer.
const withRole = (values: typeof empty): SignupInput => ({ ...values, role: CUSTOMER_ROLE });

const today = () => new Date().toISOString().slice(0, 10);

const SECRETS = ["password", "passwordConfirm"] as const;

/** The registration sent before the page's scripts ran (record 026): the same API call, then 'Check Your Email' or the form again. */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request, context.publicUrl);
  const values = postedValues(await postedForm(request), empty);
  const checked = validateForm(signupSchema, withRole(values));
  if (!checked.data) return { ...formAnswer(values, SECRETS, { errors: checked.errors }), sentTo: null };
  const { body } = await apiAnswer(context, "/authentication/signup", { method: "POST", body: withRole(values) });
  if (body?.success) return { ...formAnswer(empty, SECRETS, {}), sentTo: checked.data.email };
  return { ...formAnswer(values, SECRETS, { formError: body?.error ?? AUTH_MESSAGES.signupFailed }), sentTo: null };
}

export default function RegisterPage() {
  const answer = useActionData<typeof action>();
  // Sent here from the login page on the way to the cart or a heart (issue 38 point 11): kept through the sign-up.
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(REDIRECT_PARAM));
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A registration sent without scripts: the dialog's text in the page, which needs no script to show.
  const [sentBefore, setSentBefore] = useState(answer?.sentTo ?? null);
  const form = useForm({
    schema: signupSchema,
    initialValues: empty,
    toInput: withRole,
    answer,
    async onSubmit(data, values) {
      try {
        await api("/authentication/signup", { method: "POST", body: withRole(values) });
        rememberSignupIntent(returnTo);
        setSentTo(data.email);
        form.reset();
      } catch (e) {
        form.setFormError(e instanceof ApiError && e.body?.error ? e.message : AUTH_MESSAGES.signupFailed);
      }
    },
  });
  const field = form.field;

  return (
    <AuthCard
      title="Create a new Account"
      subtitle="Register to save favourites, fill your cart and book laboratory appointments faster."
      footer={
        <>
          Already have an account?{" "}
          <Link to={returnTo ? loginHref(returnTo) : LOGIN_PATH} className={buttonClass("link")}>
            Log in
          </Link>
        </>
      }
    >
      {sentBefore ? <CheckEmailNotice email={sentBefore} onClose={() => setSentBefore(null)} /> : null}
      <form {...form.form} className="space-y-4" aria-label="Registration">
        <Alert kind="error">{form.formError}</Alert>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First Name" autoComplete="given-name" required maxLength={AUTH_LIMITS.name} {...field("name")} />
          <Field label="Last Name" autoComplete="family-name" required maxLength={AUTH_LIMITS.name} {...field("surname")} />
        </div>
        <Field label="Email" type="email" inputMode="email" autoComplete="email" required maxLength={AUTH_LIMITS.email} {...field("email")} />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={AUTH_LIMITS.password}
          hint="At least 8 characters, with a number and one of ! @ # $ % ^ & *"
          {...field("password")}
        />
        <Field label="Confirm Password" type="password" autoComplete="new-password" required maxLength={AUTH_LIMITS.password} {...field("passwordConfirm")} />
        <Field label="Birthdate" type="date" autoComplete="bday" required min="1900-01-01" max={today()} {...field("birthdate")} />
        <Field label="Address" autoComplete="street-address" required maxLength={AUTH_LIMITS.address} placeholder="Street, postcode, town" {...field("address")} />
        <PhoneField {...field("phone")} />
        <Button type="submit" className="w-full" disabled={form.pending}>
          {form.pending ? "Creating account…" : "Create Account"}
        </Button>
      </form>
      <CheckEmailDialog email={sentTo ?? ""} open={sentTo !== null} onClose={() => setSentTo(null)} />
    </AuthCard>
  );
}
