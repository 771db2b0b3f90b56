import { Eye, EyeOff } from "lucide-react";
import { useId, useState, type ComponentProps, type ReactNode } from "react";

/** The one look of a text input (DESIGN.md): 44 px tall, brand focus ring, red border when invalid. */
export const inputClass =
  "block h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink placeholder:text-muted focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-danger disabled:bg-soft disabled:text-muted read-only:bg-soft";

/** With `ref` (a prop in React 19): the form layer hands one over that keeps text typed before the page was live. */
type Props = ComponentProps<"input"> & {
  label: string;
  error?: string;
  hint?: string;
};

/**
 * A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby); a password
 * field gets a show/hide button. Spread `useForm().field(name)` on it.
 */
export function Field({ label, error, hint, type = "text", className, id: givenId, ...input }: Props) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === "password";
  const describedBy = describedByOf(id, error, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={isPassword && revealed ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${isPassword ? "pr-12" : ""}`}
          {...input}
        />
        {isPassword ? (
          <button
            type="button"
            data-replay
            onClick={() => setRevealed((v) => !v)}
            aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink"
          >
            {revealed ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
          </button>
        ) : null}
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

const describedByOf = (id: string, error?: string, hint?: string) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;

/** The hint and the error under a field, with the ids its aria-describedby names. */
function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

type TextAreaProps = ComponentProps<"textarea"> & {
  /** May carry a muted "(optional)" beside the name. */
  label: ReactNode;
  error?: string;
  hint?: string;
};

/** The multi-line `Field` (notes): the same look, label and error wiring. Spread `useForm().field(name)` on it. */
export function TextAreaField({ label, error, hint, className, id: givenId, rows = 3, ...textarea }: TextAreaProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, error, hint)}
        className={`${inputClass} h-auto min-h-24 resize-y py-2`}
        {...textarea}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

type SelectProps = ComponentProps<"select"> & {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
};

/** The choice-list `Field` (the back office's article form): the same look, label, hint and error wiring. */
export function SelectField({ label, error, hint, className, id: givenId, children, ...select }: SelectProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedByOf(id, error, hint)} className={`${inputClass} pr-8`} {...select}>
        {children}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
