import type { ReactNode } from "react";
import type { Category, ProductList } from "#contracts/catalogue.ts";
import { useListStateLifetime } from "#app/lib/list-state.ts";
import { CategoryAccordion } from "./category-accordion.tsx";
import { ListEmpty, ListError } from "./list-states.tsx";
import { Pagination } from "./pagination.tsx";
import { ProductGrid } from "./product-grid.tsx";

type Props = {
  title: string;
  badge: string | null;
  before?: ReactNode;
  controls?: ReactNode;
  chips?: ReactNode;
  categories: Category[];
  currentCategory?: string;
  list: ProductList | null;
  error: string | null;
  empty: { filtered: boolean; didYouMean?: string | null; suggestionHref?: string; clearHref?: string };
};

/** The frame of every product list page: header with count, controls, category accordion, grid, pagination. */
export function ListLayout({ title, badge, before, controls, chips, categories, currentCategory, list, error, empty }: Props) {
  useListStateLifetime();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:py-8">
      {before}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl sm:text-3xl">{title}</h1>
        {badge && <span className="tabular rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand">{badge}</span>}
      </div>
      {controls && <div className="mt-4 flex flex-wrap items-center gap-3">{controls}</div>}
      {chips && <div className="mt-4">{chips}</div>}
      <div className="mt-6 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside className="hidden lg:block">
          <CategoryAccordion categories={categories} current={currentCategory} />
        </aside>
        <section aria-label="Produkte" className="min-w-0">
          {error ? (
            <ListError message={error} />
          ) : !list || list.products.length === 0 ? (
            <ListEmpty {...empty} />
          ) : (
            <>
              <ProductGrid products={list.products} />
              <Pagination page={list.pagination.page} totalPages={list.pagination.totalPages} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
