import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import type { Category } from "#contracts/catalogue.ts";
import { categoryPath, rememberGermanName } from "#app/lib/category-link.ts";

/**
 * The left category accordion of the list pages (large screens only, spec §2): native disclosure widgets that
 * share a `name`, so opening one closes the other (as the home FAQ, without script). Radix's accordion cost every
 * list page three more script files (about 9 kB gzipped), phones included, which never show it.
 */
export function CategoryAccordion({ categories, current }: { categories: Category[]; current?: string }) {
  if (categories.length === 0) return null;
  const open = categories.find((c) => c.category.en === current || c.subcategories.some((s) => s.en === current));
  return (
    <nav aria-label="Kategorien" className="sticky top-24">
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">Kategorien</h2>
      <div className="divide-y divide-line rounded-card border border-line">
        {categories.map((category) => (
          <details key={category._id} name="category-accordion" open={category === open} className="group">
            <summary className="flex min-h-11 w-full cursor-pointer list-none items-center justify-between px-3 text-left text-sm font-medium hover:text-brand [&::-webkit-details-marker]:hidden">
              {category.category.de}
              <ChevronDown aria-hidden size={16} className="shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <ul className="pb-2">
              {[category.category, ...category.subcategories].map((entry, index) => (
                <li key={entry.en}>
                  <Link
                    to={categoryPath(entry.en)}
                    onClick={() => rememberGermanName(entry.de)}
                    aria-current={entry.en === current ? "page" : undefined}
                    className={`block px-5 py-1.5 text-sm hover:text-brand ${entry.en === current ? "font-semibold text-brand" : "text-muted"}`}
                  >
                    {index === 0 ? `Alle ${entry.de}` : entry.de}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </nav>
  );
}
