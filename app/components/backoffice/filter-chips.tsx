/**
 * One-of-several filter of a back-office table (the preview's rows, the articles) as a row of toggle buttons: the
 * chosen one is pressed; on a phone the row scrolls sideways instead of wrapping into a wall of chips.
 */
export function FilterChips<V extends string>({ label, options, value, onChange }: { label: string; options: readonly { value: V; label: string }[]; value: V; onChange: (value: V) => void }) {
  return (
    <div role="group" aria-label={label} className="relative -mx-1 flex gap-2 overflow-x-auto px-1 py-1">
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value || "all"}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={`min-h-10 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors duration-150 ${
              pressed ? "border-brand bg-brand text-white" : "border-line bg-white text-ink hover:border-brand hover:text-brand"
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
