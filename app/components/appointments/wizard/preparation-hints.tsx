import { ClipboardList } from "lucide-react";
import { limitText, type LatestStart } from "#contracts/preparation-time.ts";
import type { WizardItem } from "./booking.ts";

/**
 * The selection's preparation hints where the time is chosen (issue 31): a fasting test booked for 16:00 without a
 * word was the mail's news before. With a time of day in a hint, the recommendation above the slots.
 */
export function PreparationHints({ items, limit }: { items: WizardItem[]; limit: LatestStart | null }) {
  const hints = items.filter((item) => item.preparation.trim() !== "");
  if (hints.length === 0) return null;
  return (
    <section aria-labelledby="vorbereitung-titel" className="rounded-lg border border-line p-4 text-sm">
      <h2 id="vorbereitung-titel" className="flex items-center gap-2 text-base text-ink">
        <ClipboardList aria-hidden className="size-5 text-brand" />
        Vorbereitung
      </h2>
      {limit ? <p className="mt-2 rounded-md bg-warning-soft px-3 py-2 font-medium text-warning">Für Ihre Auswahl empfehlen wir einen Termin {limitText(limit)}.</p> : null}
      <ul className="mt-2 space-y-1.5">
        {hints.map((item) => (
          <li key={item._id} className="text-ink/80">
            <span className="font-medium text-ink">{item.name}:</span> {item.preparation}
          </li>
        ))}
      </ul>
    </section>
  );
}
