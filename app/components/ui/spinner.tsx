const sizes = { sm: "size-4 border-2", md: "size-8 border-4" } as const;

/** A turning ring with a text for screen readers; `label` is omitted when the surrounding text already says it. */
export function Spinner({ size = "md", label, className = "" }: { size?: keyof typeof sizes; label?: string; className?: string }) {
  return (
    <>
      <span
        className={`inline-block shrink-0 animate-spin rounded-full border-brand-soft border-t-brand ${sizes[size]} ${className}`}
        aria-hidden="true"
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}
