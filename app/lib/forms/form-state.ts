import type { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

/** Runs a contract schema over form values: the parsed data, or the first message per field (its path, dotted). */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".") || "form";
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

export type FormState<V> = { values: V; errors: FieldErrors; submitted: boolean };

/** `server`: the messages a 400's `details` gave per field (rules only the server can check, like a test that exists). */
export type FormAction<V> = { type: "change"; patch: Partial<V> } | { type: "submit" } | { type: "reset"; values: V } | { type: "server"; errors: FieldErrors };

/**
 * The form's rule, kept free of React so it can be tested: nothing is checked while the shopper fills the form
 * in the first time; the first submit checks everything, and from then on every change re-checks, so a message
 * disappears as soon as its field is right. `toInput` turns the values into what the schema reads (a fixed
 * field the form sends, for instance).
 */
export function formReducer<V>(schema: z.ZodType, toInput: (values: V) => unknown = (v) => v) {
  const check = (values: V) => validateForm(schema, toInput(values)).errors ?? {};
  return (state: FormState<V>, action: FormAction<V>): FormState<V> => {
    switch (action.type) {
      case "change": {
        const values = { ...state.values, ...action.patch };
        return { values, errors: state.submitted ? check(values) : state.errors, submitted: state.submitted };
      }
      case "submit":
        return { ...state, errors: check(state.values), submitted: true };
      case "reset":
        return { values: action.values, errors: {}, submitted: false };
      case "server":
        // Shown at their fields until the next change re-checks (the contract's schema then decides again).
        return { ...state, errors: { ...state.errors, ...action.errors }, submitted: true };
    }
  };
}
