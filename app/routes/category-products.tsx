import { useEffect, useState } from "react";
import { data, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/category-products";
import { PAGE_SIZE, type Category } from "#contracts/catalogue.ts";
import { categoryPageQuerySchema, readPageQuery } from "#contracts/page-queries.ts";
import { safeTextOrNull } from "#contracts/text.ts";
import { CompanyFilter } from "#app/components/listing/company-filter.tsx";
import { FilterChips } from "#app/components/listing/filter-chips.tsx";
import { ListLayout } from "#app/components/listing/list-layout.tsx";
import { slimList } from "#app/components/listing/slim-list.ts";
import { countBadge, pastLastPage } from "#app/components/listing/list-query.ts";
import { SortSelect } from "#app/components/listing/sort-select.tsx";
import { canonical, errorStatus } from "#app/lib/canonical.ts";
import { GERMAN_NAME_KEY } from "#app/lib/category-link.ts";
import { germanCategoryName } from "#app/lib/category-names.ts";
import { pageMeta } from "#app/lib/meta.ts";


export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta("Kategorie", "Produkte einer Kategorie der Rheinbogen Apotheke Basel.");
  const title = loaderData.germanName ?? loaderData.name;
  return [
    ...pageMeta(title, `${title}: Produkte der Rheinbogen Apotheke Basel, Preise in CHF inkl. MwSt.`),
    canonical(loaderData.origin, `/categories/${encodeURIComponent(loaderData.name)}/products`),
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A name against the shared text rule (a NUL reached PostgreSQL: a 500) names no category: the unknown-category page.
  const name = (safeTextOrNull(params.name) ?? "").slice(0, 100);
  const { page, sort, company } = readPageQuery(categoryPageQuerySchema, url.searchParams);
  const { catalogue } = context.services;
  const categories = await catalogue.getCategories().catch((): Category[] => []);
  const base = { name, page, sort, company, categories, germanName: germanCategoryName(categories, name), origin: context.publicUrl };
  try {
    const list = await catalogue.listByCategoryName({ name, page, limit: PAGE_SIZE, sort, company: company ?? undefined });
    const lastPage = pastLastPage(url, { page, totalPages: list.pagination.totalPages });
    if (lastPage) return redirect(lastPage);
    return { ...base, list: slimList(list), error: null };
  } catch (error) {
    const status = errorStatus(error);
    // An unknown category is the shop's not-found page (root boundary), not a list titled after another one.
    if (status === 404) throw data(null, { status: 404 });
    if (status >= 500) context.log.error({ err: error }, "category list failed");
    // Any other failure: the category fetch failure text of spec §8.
    return data({ ...base, list: null, error: "Failed to fetch products" }, { status });
  }
}

/** The title's German name: the catalogue's, else the one the menu stored in session storage (spec §2). */
function useTitle(name: string, germanName: string | null): string {
  const [stored, setStored] = useState<string | null>(null);
  const location = useLocation();
  useEffect(() => {
    try {
      setStored(window.sessionStorage.getItem(GERMAN_NAME_KEY));
    } catch {
      setStored(null);
    }
  }, [location.pathname]);
  return germanName ?? stored ?? name;
}

export default function CategoryProductsPage({ loaderData }: Route.ComponentProps) {
  const { name, sort, company, categories, germanName, list, error } = loaderData;
  const title = useTitle(name, germanName);
  const clearHref = `/categories/${encodeURIComponent(name)}/products`;
  return (
    <ListLayout
      title={title}
      badge={list ? countBadge(Boolean(company), list.pagination.totalProducts) : null}
      before={
        <nav aria-label="Brotkrumen" className="mb-3 text-sm text-muted">
          <Link to="/categories" className="hover:text-brand">
            Alle Kategorien
          </Link>{" "}
          / <span aria-current="page">{title}</span>
        </nav>
      }
      controls={
        list ? (
          <>
            {!company && <SortSelect value={sort} />}
            <CompanyFilter selected={company} param="company" />
          </>
        ) : null
      }
      chips={company ? <FilterChips chips={[{ label: `Hersteller: ${company}`, param: "company" }]} /> : null}
      categories={categories}
      currentCategory={name}
      list={list}
      error={error}
      empty={{ filtered: Boolean(company), clearHref }}
    />
  );
}
