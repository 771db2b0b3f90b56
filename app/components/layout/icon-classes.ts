/** Icon-only buttons and links of the phone header and panel: 44 px tap targets (DESIGN.md). */
export const mobileIconClass =
  "flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-soft hover:text-brand";
