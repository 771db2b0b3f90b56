import { useState } from "react";
import { Link, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/reset-password";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { api } from "#app/lib/api-client.ts";
import { apiAnswer, formAnswer, postedForm, postedValues, refuseCrossSite } from "#app/lib/forms/form-action.ts";
import { validateForm } from "#app/lib/forms/form-state.ts";
import { useForm } from "#app/lib/forms/use-form.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { AUTH_LIMITS, AUTH_MESSAGES, resetPasswordSchema } from "#contracts/auth.ts";

export const meta = () => [...pageMeta("Reset password", "Wählen Sie ein neues Passwort für Ihr Kundenkonto."), { name: "robots", content: "noindex" }];

const textLink = buttonClass("link");

const EMPTY = { newPassword: "", confirmNewPassword: "" };
const SECRETS = ["newPassword", "confirmNewPassword"] as const;

/** The new password sent before the page's scripts ran (record 026): the same API call with the link's id and token. */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request, context.publicUrl);
  const values = postedValues(await postedForm(request), EMPTY);
  const checked = validateForm(resetPasswordSchema, values);
  if (!checked.data) return { ...formAnswer(values, SECRETS, { errors: checked.errors }), done: null };
  const link = new URL(request.url).searchParams;
  const query = { id: link.get("id") ?? "", token: link.get("token") ?? "" };
  const { body } = await apiAnswer(context, "/authentication/reset-password", { method: "POST", query, body: checked.data });
  if (body?.success) return { ...formAnswer(EMPTY, SECRETS, {}), done: body.message ?? AUTH_MESSAGES.resetSuccess };
  return { ...formAnswer(values, SECRETS, { formError: AUTH_MESSAGES.resetFailed }), done: null };
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const id = params.get("id");
  const token = params.get("token");
  const answer = useActionData<typeof action>();
  const [done, setDone] = useState<string | null>(answer?.done ?? null);
  const form = useForm({
    schema: resetPasswordSchema,
    initialValues: EMPTY,
    answer,
    async onSubmit(data) {
      try {
        const res = await api("/authentication/reset-password", { method: "POST", query: { id, token }, body: data });
        setDone(res.message ?? AUTH_MESSAGES.resetSuccess);
      } catch {
        form.setFormError(AUTH_MESSAGES.resetFailed);
      }
    },
  });

  if (!id || !token) {
    return (
      <AuthCard title="Reset password">
        <Alert kind="error">{AUTH_MESSAGES.resetLinkInvalid}</Alert>
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
          <Alert kind="success">{done}</Alert>
          <Link to="/loginpage" className={buttonClass("primary", "md", "w-full")}>
            Go to login
          </Link>
        </div>
      ) : (
        <form {...form.form} className="space-y-4" aria-label="Reset password">
          <Alert kind="error">{form.formError}</Alert>
          <Field
            label="New Password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={AUTH_LIMITS.password}
            hint="At least 8 characters, with a number and one of ! @ # $ % ^ & *"
            {...form.field("newPassword")}
          />
          <Field
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={AUTH_LIMITS.password}
            {...form.field("confirmNewPassword")}
          />
          <Button type="submit" className="w-full" disabled={form.pending}>
            {form.pending ? "Saving…" : "Reset password"}
          </Button>
          {form.formError ? (
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
