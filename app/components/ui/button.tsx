import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner.tsx";

export type ButtonVariant = "primary" | "secondary" | "danger" | "link";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<Exclude<ButtonVariant, "link">, string> = {
  primary: "bg-brand text-white no-underline hover:bg-brand-hover",
  secondary: "border border-line bg-white text-ink no-underline hover:border-brand hover:text-brand",
  danger: "bg-danger text-white no-underline hover:bg-red-800",
};

// 44 px is the smallest tap target DESIGN.md allows; sm is for dense desktop rows, lg for the one main action.
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-10 px-4 py-1.5 text-sm",
  md: "min-h-11 px-5 py-2",
  lg: "min-h-12 px-6 py-2.5",
};

// A link in running text keeps the line's height: no padding, no minimum height.
const linkClass = "font-medium text-brand underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:opacity-60";

/** The class list of a button look, for a `<Link>` or `<a>` that should look like a button. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  const look = variant === "link" ? linkClass : `${base} ${variants[variant]} ${sizes[size]}`;
  return extra ? `${look} ${extra}` : look;
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize; pending?: boolean };

/**
 * A button in one of the shop's looks; `type` defaults to "button" so it never submits a form by accident. `pending`:
 * what it started is under way, so it cannot be pressed again, turns a spinner before its label and says it is busy.
 */
export function Button({ variant = "primary", size = "md", className, type = "button", pending, disabled, children, ...props }: Props) {
  return (
    <button type={type} className={buttonClass(variant, size, className)} disabled={disabled || pending} aria-busy={pending || undefined} {...props}>
      {pending ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}
