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

export type FormState<V> = {
  values: V;
  errors: FieldErrors;
  submitted: boolean;
  /**
   * The server's messages by field (an API answer's `details`), for rules the schema cannot check in the browser
   * (the back office's article rules need the catalogue). Each stays until its own field changes.
   */
  serverErrors?: FieldErrors;
};

/**
 * `server`: the messages a 400's `details` gave per field (rules only the server can check, like a test that exists).
 * `prefill`: values known later (the profile's, once its answer comes) for the fields that are still empty.
 */
export type FormAction<V> =
  | { type: "change"; patch: Partial<V> }
  | { type: "prefill"; values: Partial<V> }
  | { type: "submit" }
  | { type: "reset"; values: V }
  | { type: "server"; errors: FieldErrors };

/** The state's messages that are not the server's (before the first submit: none). */
function withoutServer<V>(state: FormState<V>): FieldErrors {
  return Object.fromEntries(Object.entries(state.errors).filter(([field]) => !(field in (state.serverErrors ?? {}))));
}

/**
 * The form's rule, kept free of React so it can be tested: nothing is checked while the shopper fills the form
 * in the first time; the first submit checks everything, and from then on every change re-checks, so a message
 * disappears as soon as its field is right. `toInput` turns the values into what the schema reads (a fixed
 * field the form sends, for instance).
 */
export function formReducer<V>(schema: z.ZodType, toInput: (values: V) => unknown = (v) => v) {
  const check = (values: V) => validateForm(schema, toInput(values)).errors ?? {};
  const reduce = (state: FormState<V>, action: FormAction<V>): FormState<V> => {
    switch (action.type) {
      case "prefill": {
        // Only where nothing was typed: a shopper quicker than the profile's answer keeps what they typed.
        const empty = Object.entries(action.values).filter(([field]) => state.values[field as keyof V] === "");
        return empty.length === 0 ? state : reduce(state, { type: "change", patch: Object.fromEntries(empty) as Partial<V> });
      }
      case "change": {
        const values = { ...state.values, ...action.patch };
        // A server message goes when its field is edited; the schema's own message comes first where both speak.
        const serverErrors = Object.fromEntries(Object.entries(state.serverErrors ?? {}).filter(([field]) => !(field in action.patch)));
        const errors = state.submitted ? { ...serverErrors, ...check(values) } : { ...serverErrors, ...withoutServer(state) };
        return { values, errors, submitted: state.submitted, serverErrors };
      }
      case "submit":
        return { ...state, errors: check(state.values), submitted: true, serverErrors: {} };
      case "reset":
        return { values: action.values, errors: {}, submitted: false };
      case "server":
        return { ...state, errors: { ...state.errors, ...action.errors }, serverErrors: action.errors };
    }
  };
  return reduce;
}
