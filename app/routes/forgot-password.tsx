import { useState } from "react";
import { Link, useActionData } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { api } from "#app/lib/api-client.ts";
import { apiAnswer, formAnswer, postedForm, postedValues, refuseCrossSite } from "#app/lib/forms/form-action.ts";
import { validateForm } from "#app/lib/forms/form-state.ts";
import { useForm } from "#app/lib/forms/use-form.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { AUTH_LIMITS, AUTH_MESSAGES, forgotPasswordSchema } from "#contracts/auth.ts";

export const meta = () => pageMeta("Forgot password", "Setzen Sie das Passwort Ihres Kundenkontos der Rheinbogen Apotheke zurück.");

const EMPTY = { email: "" };

/** The request sent before the page's scripts ran (record 026): the same API call, then its message or the form again. */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request, context.publicUrl);
  const values = postedValues(await postedForm(request), EMPTY);
  const checked = validateForm(forgotPasswordSchema, values);
  if (!checked.data) return { ...formAnswer(values, [], { errors: checked.errors }), sent: null };
  const { body } = await apiAnswer(context, "/authentication/forgetPassword", { method: "POST", body: checked.data });
  if (body?.success) return { ...formAnswer(EMPTY, [], {}), sent: body.message ?? AUTH_MESSAGES.forgotSent };
  return { ...formAnswer(values, [], { formError: AUTH_MESSAGES.forgotFailed }), sent: null };
}

export default function ForgotPasswordPage() {
  const answer = useActionData<typeof action>();
  const [sent, setSent] = useState<string | null>(answer?.sent ?? null);
  const form = useForm({
    schema: forgotPasswordSchema,
    initialValues: EMPTY,
    answer,
    async onSubmit(data) {
      try {
        const res = await api("/authentication/forgetPassword", { method: "POST", body: data });
        setSent(res.message ?? AUTH_MESSAGES.forgotSent);
      } catch {
        form.setFormError(AUTH_MESSAGES.forgotFailed);
      }
    },
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <Link to="/loginpage" className={buttonClass("link")}>
          Back to login
        </Link>
      }
    >
      {sent ? (
        <div className="space-y-4">
          <Alert kind="success">{sent}</Alert>
          <p className="text-sm text-muted">The link is valid for one hour. Please also check your spam folder.</p>
        </div>
      ) : (
        <form {...form.form} className="space-y-4" aria-label="Forgot password">
          <Alert kind="error">{form.formError}</Alert>
          <Field
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={AUTH_LIMITS.email}
            {...form.field("email")}
          />
          <Button type="submit" className="w-full" disabled={form.pending}>
            {form.pending ? "Sending…" : "Send reset link"}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
