import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { CheckEmailDialog } from "#app/components/account/check-email-dialog.tsx";
import { FormField } from "#app/components/account/form-field.tsx";
import { FormMessage } from "#app/components/account/form-message.tsx";
import { primaryButton, textLink } from "#app/components/account/styles.ts";
import { api, ApiError } from "#app/lib/api-client.ts";
import { validateForm, type FieldErrors } from "#app/lib/form-errors.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { AUTH_LIMITS, AUTH_MESSAGES, CUSTOMER_ROLE, signupSchema, type SignupInput } from "#contracts/auth.ts";

export const meta = () => pageMeta("Create a new Account", "Eröffnen Sie ein Kundenkonto bei der Rheinbogen Apotheke in Basel.");

const empty = { name: "", surname: "", email: "", password: "", passwordConfirm: "", birthdate: "", address: "" };
type Values = typeof empty;

const today = () => new Date().toISOString().slice(0, 10);

export default function RegisterPage() {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      const next = { ...values, [name]: e.target.value };
      setValues(next);
      if (submitted) setErrors(validateForm(signupSchema, next).errors ?? {});
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    // Role 2 as the spec's form sends it; the server ignores it and makes every signup a customer.
    const body: SignupInput = { ...values, role: CUSTOMER_ROLE };
    const result = validateForm(signupSchema, body);
    setErrors(result.errors ?? {});
    if (!result.data) {
      // Move focus to the first invalid field, so keyboard and screen-reader users land on the problem.
      // After React has rendered the errors (a discrete event's update is flushed before the timeout).
      const form = event.currentTarget;
      window.setTimeout(() => form.querySelector<HTMLInputElement>("[aria-invalid='true']")?.focus(), 0);
      return;
    }
    setPending(true);
    try {
      await api("/authentication/signup", { method: "POST", body });
      setSentTo(result.data.email);
      setValues(empty);
      setSubmitted(false);
    } catch (e) {
      setError(e instanceof ApiError && e.body?.error ? e.message : AUTH_MESSAGES.signupFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Create a new Account"
      subtitle="Register to save favourites, fill your cart and book laboratory appointments faster."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/loginpage" className={textLink}>
            Log in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Registration">
        <FormMessage kind="error">{error}</FormMessage>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First Name" autoComplete="given-name" required maxLength={AUTH_LIMITS.name} {...field("name")} />
          <FormField label="Last Name" autoComplete="family-name" required maxLength={AUTH_LIMITS.name} {...field("surname")} />
        </div>
        <FormField label="Email" type="email" inputMode="email" autoComplete="email" required maxLength={AUTH_LIMITS.email} {...field("email")} />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={AUTH_LIMITS.password}
          hint="At least 8 characters, with a number and one of ! @ # $ % ^ & *"
          {...field("password")}
        />
        <FormField label="Confirm Password" type="password" autoComplete="new-password" required maxLength={AUTH_LIMITS.password} {...field("passwordConfirm")} />
        <FormField label="Birthdate" type="date" autoComplete="bday" required min="1900-01-01" max={today()} {...field("birthdate")} />
        <FormField label="Address" autoComplete="street-address" required maxLength={AUTH_LIMITS.address} placeholder="Street, postcode, town" {...field("address")} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={pending}>
          {pending ? "Creating account…" : "Create Account"}
        </button>
      </form>
      <CheckEmailDialog email={sentTo ?? ""} open={sentTo !== null} onClose={() => setSentTo(null)} />
    </AuthCard>
  );
}
