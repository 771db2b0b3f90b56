/** Shared class lists of the account screens: one look for every input and button (DESIGN.md). */
export const inputClass =
  "block h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink placeholder:text-muted focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-danger disabled:bg-soft disabled:text-muted";

export const primaryButton =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white transition-colors duration-150 hover:bg-brand-hover disabled:cursor-not-allowed disabled:opacity-60";

export const secondaryButton =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-line bg-white px-5 font-semibold text-ink transition-colors duration-150 hover:bg-soft disabled:cursor-not-allowed disabled:opacity-60";

export const dangerButton =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-danger px-5 font-semibold text-white transition-colors duration-150 hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60";

export const textLink = "font-medium text-brand underline-offset-4 hover:underline";
