import { CalendarCheck, X } from "lucide-react";
import { forwardRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import type { Selection } from "./selection-storage.ts";

type Props = {
  selection: Selection;
  count: number;
  total: number;
  onRemove: (id: string) => void;
  onClear: () => void;
  onBook: () => void;
};

/** The chosen tests and packs with their EUR total, Clear All and Book Selected Services. */
export const SelectedPanel = forwardRef<HTMLElement, Props>(function SelectedPanel({ selection, count, total, onRemove, onClear, onBook }, ref) {
  const items = [
    ...selection.tests.map((t) => ({ _id: t._id, label: t.name, meta: t.category, price: t.price })),
    ...selection.packs.map((p) => ({ _id: p._id, label: p.title, meta: `Analysis Pack · ${p.labTests.length} Tests`, price: p.price })),
  ];
  return (
    <section ref={ref} aria-labelledby="auswahl-titel" className="scroll-mt-28 rounded-card border border-line bg-white p-5 shadow-[var(--shadow-float)]">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="auswahl-titel" className="text-lg text-ink">
          Selected Services
        </h2>
        <span className="text-sm text-muted" aria-live="polite">
          {count} {count === 1 ? "item" : "items"}
        </span>
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Nothing selected yet. Click a vaccination, test or pack to add it.</p>
      ) : (
        <ul className="mt-3 max-h-72 divide-y divide-line overflow-y-auto">
          {items.map((item) => (
            <li key={item._id} className="flex items-center gap-2 py-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block text-ink">{item.label}</span>
                <span className="block text-xs text-muted">{item.meta}</span>
              </span>
              <PriceTag amount={item.price} currency="EUR" className="text-ink" />
              <button
                type="button"
                onClick={() => onRemove(item._id)}
                aria-label={`Remove ${item.label}`}
                className="flex size-9 shrink-0 items-center justify-center rounded-md text-muted hover:bg-soft hover:text-danger"
              >
                <X aria-hidden size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex items-baseline justify-between border-t border-line pt-3">
        <span className="font-semibold text-ink">Total</span>
        <PriceTag amount={total} currency="EUR" className="text-xl font-semibold text-ink" />
      </div>
      <Button size="lg" className="mt-4 w-full" onClick={onBook} data-replay>
        <CalendarCheck aria-hidden size={18} />
        Book Selected Services
      </Button>
      {count > 0 ? (
        <Button variant="link" className="mt-3 w-full" onClick={onClear}>
          Clear All
        </Button>
      ) : null}
    </section>
  );
});
