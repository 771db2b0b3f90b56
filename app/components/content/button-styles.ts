/** Link styles shared by the content pages: 44 px tall tap targets, the theme's brand green. */
export const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand px-5 py-2.5 font-medium text-white transition-colors hover:bg-brand-hover";

export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-white px-5 py-2.5 font-medium text-ink transition-colors hover:border-brand hover:text-brand";
