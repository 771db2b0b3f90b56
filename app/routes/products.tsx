import { data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/products";
import { PAGE_SIZE, type Category, type ProductList } from "#contracts/catalogue.ts";
import { parseListQuery } from "#contracts/page-queries.ts";
import { useRouteErrorInfo } from "#app/components/layout/route-error-boundary.tsx";
import { CategoryFilter } from "#app/components/listing/category-filter.tsx";
import { CompanyFilter } from "#app/components/listing/company-filter.tsx";
import { FilterChips, type Chip } from "#app/components/listing/filter-chips.tsx";
import { InlineSearch } from "#app/components/listing/inline-search.tsx";
import { ListLayout } from "#app/components/listing/list-layout.tsx";
import { slimList } from "#app/components/listing/slim-list.ts";
import { ListError as ListErrorFallback } from "#app/components/listing/list-states.tsx";
import { countBadge, isFiltered, listErrorMessage, listTitle, pastLastPage, visibleControls } from "#app/components/listing/list-query.ts";
import { Slideshow } from "#app/components/listing/slideshow.tsx";
import { SortSelect } from "#app/components/listing/sort-select.tsx";
import { fieldLabels } from "#app/components/product/field-search.ts";
import { scopeLabels, searchHref } from "#app/components/search/search-scope.ts";
import { canonical, errorStatus } from "#app/lib/canonical.ts";
import { germanCategoryName } from "#app/lib/category-names.ts";
import { pageMeta } from "#app/lib/meta.ts";

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta("Produkte", "Das Sortiment der Rheinbogen Apotheke Basel.");
  const { query, origin } = loaderData;
  const title = query.search ? `${listTitle(query)}: ${query.search}` : listTitle(query);
  return [
    ...pageMeta(title, "Medikamente, Vitamine, Pflege- und Gesundheitsprodukte der Rheinbogen Apotheke Basel, Preise in CHF inkl. MwSt."),
    canonical(origin, query.search || query.view || query.genericCode ? "/products" : `/products${query.page > 1 ? `?page=${query.page}` : ""}`),
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseListQuery(url.searchParams);
  const { catalogue, search } = context.services;
  const paging = { page: query.page, limit: PAGE_SIZE };
  // Relevance exists only for a search term; the catalogue lists behind the other views order randomly instead.
  const listSort = query.sort === "relevance" ? "random" : query.sort;
  const categories = await catalogue.getCategories().catch((): Category[] => []);
  let list: ProductList | null = null;
  let didYouMean: string | null = null;
  let filterCategories: { name: string; count: number }[] = [];
  try {
    if (query.view === "field-search") {
      list =
        query.field && query.search
          ? await catalogue.listBySoloField({ field: query.field, value: query.search, ...paging })
          : { products: [], pagination: { ...paging, totalPages: 0, totalProducts: 0 } };
    } else if (query.genericCode) {
      list = query.level
        ? await catalogue.listSimilar({ genericCode: query.genericCode, level: query.level, sort: listSort, ...paging })
        : await catalogue.listByGenericCode({ genericCode: query.genericCode, ...paging });
    } else if (query.search) {
      const result = await search.search({
        searchTerms: query.search,
        sort: query.sort === "relevance" ? undefined : query.sort,
        scope: query.scope,
        categoryFilter: query.categoryFilter ?? undefined,
        company: query.companyFilter ?? undefined,
        ...paging,
      });
      list = { products: result.products, pagination: result.pagination };
      didYouMean = result.didYouMean;
      filterCategories = result.categories;
    } else if (query.companyFilter) {
      list = await catalogue.listByCompany({ company: query.companyFilter, sort: listSort, ...paging });
    } else {
      list = await catalogue.listProducts({ sort: listSort, ...paging });
    }
    const lastPage = pastLastPage(url, { page: query.page, totalPages: list.pagination.totalPages });
    if (lastPage) return redirect(lastPage);
    return { query, list: slimList(list), didYouMean, filterCategories, categories, error: null, origin: context.publicUrl, bare: url.search === "" };
  } catch (error) {
    const status = errorStatus(error);
    if (status >= 500) context.log.error({ err: error }, "product list failed");
    return data(
      { query, list: null, didYouMean, filterCategories, categories, error: listErrorMessage(status), origin: context.publicUrl, bare: url.search === "" },
      { status },
    );
  }
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { query, list, didYouMean, filterCategories, categories, error, bare } = loaderData;
  const [params] = useSearchParams();
  const filtered = isFiltered(query);
  const show = visibleControls(query, filterCategories.length);
  const germanName = (en: string) => germanCategoryName(categories, en) ?? en;

  const chips: Chip[] = [];
  if (query.search) chips.push({ label: query.field ? `${fieldLabels[query.field]}: ${query.search}` : `Suche: ${query.search}`, param: ["search", "view", "field"] });
  if (query.scope !== "default") chips.push({ label: `Bereich: ${scopeLabels[query.scope]}`, param: "scope" });
  if (query.categoryFilter) chips.push({ label: `Kategorie: ${germanName(query.categoryFilter)}`, param: "categoryFilter" });
  if (query.companyFilter) chips.push({ label: `Hersteller: ${query.companyFilter}`, param: "companyFilter" });
  if (query.genericCode) chips.push({ label: `Generika: ${query.genericCode}`, param: ["genericCode", "level", "view"] });

  const suggestion = didYouMean ? searchHref(didYouMean, query.scope) : undefined;
  return (
    <ListLayout
      title={listTitle(query)}
      badge={list ? countBadge(filtered, list.pagination.totalProducts) : null}
      before={bare ? <Slideshow /> : null}
      controls={
        <>
          <InlineSearch term={query.view === "field-search" ? "" : query.search} scope={query.scope} />
          {show.sort && <SortSelect value={query.sort} />}
          {show.company && <CompanyFilter selected={query.companyFilter} param="companyFilter" />}
        </>
      }
      chips={
        <div className="flex flex-col gap-3">
          {show.categoryFilter && <CategoryFilter categories={filterCategories} selected={query.categoryFilter} germanName={germanName} />}
          <FilterChips chips={chips} />
        </div>
      }
      categories={categories}
      list={list}
      error={error}
      empty={{ filtered, didYouMean, suggestionHref: suggestion, clearHref: filtered ? "/products" : undefined }}
      key={params.get("view") ?? "list"}
    />
  );
}

/** The list's own failure look (spec §8 texts) over the shared route error status. */
export function ErrorBoundary() {
  const { status } = useRouteErrorInfo();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl">All Products</h1>
      <ListErrorFallback message={listErrorMessage(status)} />
    </div>
  );
}
