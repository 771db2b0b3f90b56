import { Check, Info, Plus } from "lucide-react";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import type { AnalysisPack, LabTest } from "#contracts/laboratory.ts";

type ItemProps<T> = {
  item: T;
  title: string;
  meta: string;
  price: number;
  selected: boolean;
  onToggle: (item: T) => void;
  onDetails: (item: T) => void;
};

/**
 * One selectable row: the whole row toggles (aria-pressed), the info button beside it opens the details.
 * Selected rows carry a filled check and a tinted background, so a long list shows its choices at a glance.
 */
export function SelectableRow<T>({ item, title, meta, price, selected, onToggle, onDetails }: ItemProps<T>) {
  return (
    <li className={`flex items-stretch rounded-lg border transition-colors duration-150 ${selected ? "border-brand bg-brand-soft" : "border-line bg-white hover:border-brand/60"}`}>
      <button
        type="button"
        data-replay
        aria-pressed={selected}
        onClick={() => onToggle(item)}
        className="flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-l-lg px-3 py-2 text-left"
      >
        <span
          aria-hidden
          className={`flex size-6 shrink-0 items-center justify-center rounded-md border ${selected ? "border-brand bg-brand text-white" : "border-line bg-white text-muted"}`}
        >
          {selected ? <Check size={16} strokeWidth={3} /> : <Plus size={14} />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words hyphens-auto text-ink">{title}</span>
          <span className="hidden truncate text-sm text-ink/70 sm:block">{meta}</span>
        </span>
        <PriceTag amount={price} currency="EUR" className="shrink-0 text-right font-semibold text-ink" />
      </button>
      <button
        type="button"
        data-replay
        onClick={() => onDetails(item)}
        aria-label={`Details: ${title}`}
        className="flex w-12 shrink-0 items-center justify-center rounded-r-lg border-l border-line/80 text-muted hover:bg-white hover:text-brand"
      >
        <Info aria-hidden size={20} />
      </button>
    </li>
  );
}

type ListProps = {
  selectedIds: Set<string>;
  onToggle: (test: LabTest) => void;
  onDetails: (test: LabTest) => void;
};

const anchor = (category: string) => `kategorie-${category.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-")}`;

/** The single tests grouped by category, with a row of jump links to the categories. */
export function TestList({ tests, selectedIds, onToggle, onDetails }: ListProps & { tests: LabTest[] }) {
  const groups = new Map<string, LabTest[]>();
  for (const test of tests) {
    const group = groups.get(test.category);
    if (group) group.push(test);
    else groups.set(test.category, [test]);
  }
  return (
    <div>
      <nav aria-label="Kategorien" className="relative -mx-4 overflow-x-auto px-4 pb-2">
        <ul className="flex gap-2 whitespace-nowrap">
          {[...groups].map(([category, list]) => {
            const chosen = list.filter((t) => selectedIds.has(t._id)).length;
            return (
              <li key={category}>
                <a
                  href={`#${anchor(category)}`}
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line bg-white px-3 text-sm text-ink hover:border-brand hover:text-brand"
                >
                  {category}
                  {chosen > 0 ? <span className="rounded-full bg-brand px-1.5 text-xs font-semibold text-white">{chosen}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {[...groups].map(([category, list]) => (
        <section key={category} id={anchor(category)} aria-labelledby={`${anchor(category)}-titel`} className="mt-6 scroll-mt-28">
          <div className="flex items-baseline justify-between gap-3">
            <h3 id={`${anchor(category)}-titel`} className="text-lg text-ink">
              {category}
            </h3>
            <span className="text-sm whitespace-nowrap text-muted">{list.length} Angebote</span>
          </div>
          <ul className="mt-2 grid grid-cols-1 gap-2">
            {list.map((test) => (
              <SelectableRow
                key={test._id}
                item={test}
                title={test.name}
                meta={test.description}
                price={test.price}
                selected={selectedIds.has(test._id)}
                onToggle={onToggle}
                onDetails={onDetails}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The analysis packs, each with its number of tests and what it saves against single tests. */
export function PackList({ packs, selectedIds, onToggle, onDetails }: Omit<ListProps, "onToggle" | "onDetails"> & {
  packs: AnalysisPack[];
  onToggle: (pack: AnalysisPack) => void;
  onDetails: (pack: AnalysisPack) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-2">
      {packs.map((pack) => (
        <SelectableRow
          key={pack._id}
          item={pack}
          title={pack.title}
          meta={`${pack.category} · ${pack.labTests.length} Tests: ${pack.labTests.map((t) => t.name.replace(/ \(.*\)$/, "")).join(", ")}`}
          price={pack.price}
          selected={selectedIds.has(pack._id)}
          onToggle={onToggle}
          onDetails={onDetails}
        />
      ))}
    </ul>
  );
}
