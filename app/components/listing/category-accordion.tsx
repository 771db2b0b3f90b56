import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import type { Category } from "#contracts/catalogue.ts";
import { categoryPath, rememberGermanName } from "#app/lib/category-link.ts";

/** The left category accordion of the list pages (large screens only, spec §2). */
export function CategoryAccordion({ categories, current }: { categories: Category[]; current?: string }) {
  if (categories.length === 0) return null;
  const open = categories.find((c) => c.category.en === current || c.subcategories.some((s) => s.en === current));
  return (
    <nav aria-label="Kategorien" className="sticky top-24">
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">Kategorien</h2>
      <Accordion.Root type="single" collapsible defaultValue={open?._id} className="divide-y divide-line rounded-card border border-line">
        {categories.map((category) => (
          <Accordion.Item key={category._id} value={category._id}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex min-h-11 w-full items-center justify-between px-3 text-left text-sm font-medium hover:text-brand">
                {category.category.de}
                <ChevronDown aria-hidden size={16} className="transition-transform group-data-[state=open]:rotate-180" />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="pb-2">
              <ul>
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
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </nav>
  );
}
