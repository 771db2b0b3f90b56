import { Check } from "lucide-react";

export const CHECKOUT_STEPS = ["Lieferart", "Kontakt", "Zahlung", "Prüfen"] as const;
export type CheckoutStep = 1 | 2 | 3 | 4;

/** Where the shopper is in the checkout; steps already done can be gone back to. */
export function CheckoutStepper({ step, onGoTo }: { step: CheckoutStep; onGoTo: (step: CheckoutStep) => void }) {
  return (
    <nav aria-label="Schritte der Bestellung">
      <ol className="grid grid-cols-4 gap-2">
        {CHECKOUT_STEPS.map((label, i) => {
          const n = (i + 1) as CheckoutStep;
          const done = n < step;
          const current = n === step;
          const body = (
            <>
              <span
                aria-hidden="true"
                className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                  done ? "bg-brand text-white" : current ? "border-2 border-brand bg-white text-brand" : "border border-line bg-white text-gray-700"
                }`}
              >
                {done ? <Check className="size-4" /> : n}
              </span>
              <span className={`text-xs font-medium sm:text-sm ${current ? "text-ink" : "text-gray-700"}`}>
                <span className="sr-only">Schritt {n}: </span>
                {label}
                {done ? <span className="sr-only"> (erledigt)</span> : null}
              </span>
            </>
          );
          return (
            <li key={label} aria-current={current ? "step" : undefined} className={`border-t-4 pt-2 ${n <= step ? "border-brand" : "border-line"}`}>
              {done ? (
                <button type="button" onClick={() => onGoTo(n)} className="flex min-h-11 w-full flex-col items-start gap-1 rounded-lg text-left hover:text-brand sm:flex-row sm:items-center sm:gap-2">
                  {body}
                </button>
              ) : (
                <span className="flex min-h-11 flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">{body}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
