/** Icon-only buttons and links of the phone header and panel: 44 px tap targets (DESIGN.md). */
export const mobileIconClass =
  "flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-soft hover:text-brand";

/** The desktop MENÜ button, shared by its stand-in and the Radix trigger that replaces it. */
export const menuTriggerClass =
  "group flex h-10 items-center gap-1 rounded-lg px-2.5 text-[13px] font-semibold xl:px-3 xl:text-sm tracking-wide text-ink hover:bg-soft hover:text-brand data-[state=open]:bg-brand-soft data-[state=open]:text-brand";
