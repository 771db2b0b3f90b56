import type { ComponentProps } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { AUTH_LIMITS } from "#contracts/auth.ts";

/** The account's optional phone (signup and profile, issue 31): the same field, label and reason in both. */
export function PhoneField(props: Omit<ComponentProps<typeof Field>, "label">) {
  return (
    <Field
      label="Phone (optional)"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={AUTH_LIMITS.phone}
      hint="So that the pharmacy can reach you about an appointment."
      {...props}
    />
  );
}
