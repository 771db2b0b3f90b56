import { PriceTag } from "#app/components/ui/price-tag.tsx";
import type { WizardItem } from "./booking.ts";

/** The selected tests and packs with their EUR prices and the total (spec §2 step 1). */
export function SelectionList({ items, total, headingId }: { items: WizardItem[]; total: number; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-soft p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-base text-ink">
          Ausgewählte Leistungen
        </h2>
        <span className="text-sm whitespace-nowrap text-ink/75">
          {items.length} {items.length === 1 ? "Leistung" : "Leistungen"}
        </span>
      </div>
      <ul className="mt-2 divide-y divide-line">
        {items.map((item) => (
          <li key={item._id} className="flex items-center gap-3 py-2 text-sm">
            <span className="min-w-0 flex-1">
              <span lang="de" className="block font-medium break-words hyphens-auto text-ink">{item.name}</span>
              <span className="block text-xs text-ink/75">{item.pack ? `Analysepaket · ${item.category}` : item.category}</span>
            </span>
            <PriceTag amount={item.price} currency="EUR" className="text-ink" />
          </li>
        ))}
      </ul>
      <div className="mt-2 flex items-baseline justify-between border-t border-line pt-3">
        <span className="font-semibold text-ink">Total</span>
        <PriceTag amount={total} currency="EUR" className="text-lg font-semibold text-ink" />
      </div>
    </section>
  );
}
