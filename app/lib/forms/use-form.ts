import { useCallback, useEffect, useEffectEvent, useMemo, useReducer, useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";
import { keepTicked, keepTypedText } from "#app/lib/first-second.ts";
import type { FormAnswer } from "./form-action.ts";
import { formReducer, validateForm, type FieldErrors, type FormState } from "./form-state.ts";

type Values = Record<string, string | boolean>;

/** How long a submit waits for a prefill on its way (`prefillPending`) before it goes without it. */
export const PREFILL_WAIT_MS = 5000;

type Options<V extends Values, S extends z.ZodType> = {
  /** The contract the server checks too; its messages are the texts the fields show. */
  schema: S;
  initialValues: V;
  /** What the schema reads, when the form sends more than its fields (see formReducer). */
  toInput?: (values: V) => z.input<S>;
  /**
   * Runs once the values pass, with the parsed data and the values as typed (for a body the server parses
   * itself). A failure it does not catch shows as `formError` text.
   */
  onSubmit: (data: z.output<S>, values: V) => Promise<void> | void;
  /**
   * The page action's answer to this form sent without scripts (`useActionData`, form-action.ts): the form starts
   * from it, with its values, messages and error, as if it had been submitted here.
   */
  answer?: FormAnswer<V>;
  /**
   * Values that arrive after the form is shown (a profile's answer): the first time they are given, they fill the
   * fields that are still empty; what was typed before stays (a reset there wiped a phone number typed first).
   */
  prefill?: Partial<V>;
  /**
   * The prefill is still on its way (the profile's query loading). A submit meanwhile is held, shown as pending, and
   * carried out once the prefill has filled the empty fields (or the wait ended without it): answered with the
   * fields' messages at that moment, the tap read as "send these empty fields" (record 032).
   */
  prefillPending?: boolean;
};

/**
 * One form: values, the spec's field messages (from the contract schema, checked on submit and then on every
 * change), the form's own error, pending while `onSubmit` runs, and props to spread on `Field`s and the form.
 * After a refused submit the focus goes to the first invalid field, so keyboard and screen-reader users land
 * on the problem.
 */
export function useForm<V extends Values, S extends z.ZodType>({ schema, initialValues, toInput, onSubmit, answer, prefill, prefillPending = false }: Options<V, S>) {
  const reducer = useMemo(() => formReducer<V>(schema, toInput), [schema, toInput]);
  const [state, dispatch] = useReducer(
    reducer,
    undefined,
    (): FormState<V> => ({ values: { ...initialValues, ...answer?.values }, errors: answer?.errors ?? {}, submitted: answer !== undefined }),
  );
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(answer?.formError ?? null);

  const setValues = useCallback((patch: Partial<V>) => dispatch({ type: "change", patch }), []);
  // State, not a ref: the held submit below must run in the render whose values include the prefill.
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    if (prefilled || !prefill) return;
    setPrefilled(true);
    dispatch({ type: "prefill", values: prefill });
  }, [prefill, prefilled]);
  // The form whose submit was refused: its first invalid field takes the focus once React has rendered the messages
  // (an effect, not a timeout: a held submit goes from a timer, whose update is not flushed before the next task).
  const [refusedIn, setRefusedIn] = useState<HTMLFormElement | null>(null);
  useEffect(() => {
    if (!refusedIn) return;
    refusedIn.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    setRefusedIn(null);
  }, [refusedIn]);
  const [heldSubmit, setHeldSubmit] = useState<HTMLFormElement | null>(null);
  const submitHeld = useEffectEvent((form: HTMLFormElement) => void submit(form));
  useEffect(() => {
    if (!heldSubmit) return;
    const release = () => {
      setHeldSubmit(null);
      submitHeld(heldSubmit);
    };
    if (!prefillPending && (!prefill || prefilled)) return release();
    // A profile that never answers must not keep the button busy for good: then the fields are checked as they are.
    const timer = window.setTimeout(release, PREFILL_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [heldSubmit, prefillPending, prefill, prefilled]);
  /**
   * Shows a server's 400 `details` at their fields until each field changes: at the field of that name (forms name
   * fields by path too, "address.zip"), else at its path's first segment (`labTests.1` at `labTests`).
   */
  const setServerErrors = useCallback(
    (details: readonly { field: string; message: string }[]) => {
      const errors: FieldErrors = {};
      for (const d of details) errors[d.field in initialValues ? d.field : d.field.split(".")[0]!] ??= d.message;
      dispatch({ type: "server", errors });
    },
    [initialValues],
  );
  const reset = useCallback(
    (values: V = initialValues) => {
      dispatch({ type: "reset", values });
      setFormError(null);
    },
    [initialValues],
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if ((prefillPending || prefill) && !prefilled) setHeldSubmit(event.currentTarget);
    else void submit(event.currentTarget);
  }

  async function submit(form: HTMLFormElement) {
    setFormError(null);
    dispatch({ type: "submit" });
    const result = validateForm(schema, toInput ? toInput(state.values) : state.values);
    if (!result.data) {
      setRefusedIn(form);
      return;
    }
    setPending(true);
    try {
      await onSubmit(result.data, state.values);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  }

  /**
   * Props for a text `Field`, `TextAreaField` or `SelectField` bound to one value. The ref keeps what was typed or
   * chosen before the page was live (record 032): the server's HTML is there a second before the scripts on a
   * phone, and without it the next render wrote the empty state over the text (an e-mail typed then was wiped when
   * the password was typed after).
   */
  const field = <K extends keyof V & string>(name: K) => {
    const value = String(state.values[name]);
    return {
      name,
      value,
      error: state.errors[name],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValues({ [name]: e.target.value } as Partial<V>),
      ref: keepTypedText(value, (typed) => setValues({ [name]: typed } as Partial<V>)),
    };
  };

  /** Props for a checkbox bound to one boolean value; a box ticked before the page was live stays ticked (field). */
  const checkbox = <K extends keyof V & string>(name: K) => {
    const checked = Boolean(state.values[name]);
    return {
      name,
      checked,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValues({ [name]: e.target.checked } as Partial<V>),
      ref: keepTicked(checked, (ticked) => setValues({ [name]: ticked } as Partial<V>)),
    };
  };

  return {
    values: state.values,
    errors: state.errors,
    pending: pending || heldSubmit !== null,
    formError,
    setFormError,
    setServerErrors,
    setValues,
    reset,
    field,
    checkbox,
    /**
     * Spread on the `<form>`: the browser's own checks are off, the contract's messages take their place. Sent before
     * the scripts run, the form posts to its page's action: never GET, whose address would carry what was typed.
     */
    form: { method: "post", noValidate: true, onSubmit: handleSubmit } as const,
  };
}
