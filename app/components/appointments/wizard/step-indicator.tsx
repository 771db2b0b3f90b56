import { Check } from "lucide-react";

const STEPS = ["Angaben", "Termin", "Bestätigung"] as const;

/** Where the shopper is in the three steps; the current one carries aria-current="step". */
export function StepIndicator({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol aria-label="Buchungsschritte" className="flex items-center gap-1.5 text-xs sm:gap-2 sm:text-sm">
      {STEPS.map((label, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li key={label} aria-current={active ? "step" : undefined} className="flex min-w-0 items-center gap-1.5 sm:gap-2">
            {index > 0 ? <span aria-hidden="true" className={`h-px w-4 shrink-0 sm:w-10 ${done || active ? "bg-brand" : "bg-line"}`} /> : null}
            <span
              aria-hidden="true"
              className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${done ? "bg-brand text-white" : active ? "border-2 border-brand bg-white text-brand" : "border border-line bg-white text-muted"}`}
            >
              {done ? <Check size={14} strokeWidth={3} /> : index + 1}
            </span>
            <span className={`truncate ${active ? "font-semibold text-ink" : "text-ink/75"}`}>
              <span className="sr-only">Schritt {index + 1}: </span>
              {label}
              {done ? <span className="sr-only"> (erledigt)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
