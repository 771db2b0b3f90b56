import { MAX_SEARCH_TERM_LENGTH, SEARCH_SCOPES, SOLO_FIELDS, SORTS, type SearchScope, type SoloField, type Sort } from "#contracts/catalogue.ts";
import { fieldLabels } from "#app/components/product/field-search.ts";

/**
 * A search with a term and no chosen sort is ordered by relevance (best name and brand hits first);
 * every other list defaults to the spec's random order.
 */
export type ListSort = Sort | "relevance";

/** The /products query parameters of spec §2, read leniently: a bad value falls back to its default. */
export type ListQuery = {
  search: string;
  page: number;
  sort: ListSort;
  categoryFilter: string | null;
  companyFilter: string | null;
  genericCode: string | null;
  level: 1 | 2 | 3 | null;
  view: "generic" | "field-search" | null;
  field: SoloField | null;
  scope: SearchScope;
};

const text = (value: string | null, max = MAX_SEARCH_TERM_LENGTH) => {
  const trimmed = value?.trim().slice(0, max) ?? "";
  return trimmed === "" ? null : trimmed;
};

export function parseListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get("page"));
  const level = Number(params.get("level"));
  const view = params.get("view");
  const sort = params.get("sort") as Sort;
  const field = params.get("field") as SoloField;
  const scope = params.get("scope") as SearchScope;
  const search = text(params.get("search")) ?? "";
  return {
    search,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    sort: SORTS.includes(sort) ? sort : defaultSort(search),
    categoryFilter: text(params.get("categoryFilter")),
    companyFilter: text(params.get("companyFilter")),
    genericCode: text(params.get("genericCode"), 64),
    level: level === 1 || level === 2 || level === 3 ? level : null,
    view: view === "generic" || view === "field-search" ? view : null,
    field: SOLO_FIELDS.includes(field) ? field : null,
    scope: SEARCH_SCOPES.includes(scope) ? scope : "default",
  };
}

export const defaultSort = (search: string | null): ListSort => (search ? "relevance" : "random");

/** Page titles (spec §2). */
export function listTitle(query: ListQuery): string {
  if (query.view === "generic") return "Generische Produkte";
  if (query.view === "field-search" && query.field) return `More Products by ${fieldLabels[query.field]}`;
  if (query.companyFilter && !query.search) return `Products by ${query.companyFilter}`;
  if (query.search || query.genericCode || query.field) return "Search Results";
  return "All Products";
}

export const isFiltered = (query: ListQuery) =>
  Boolean(query.search || query.categoryFilter || query.companyFilter || query.genericCode || query.field || query.view);

/** 'Found 3 products' when a search or filter is active, else 'Total 400 products'; 'product' for one (spec §2). */
export function countBadge(filtered: boolean, total: number): string {
  return `${filtered ? "Found" : "Total"} ${total} ${total === 1 ? "product" : "products"}`;
}

/** Which parts of the filter bar show (spec §2). */
export function visibleControls(query: ListQuery, filterCategories: number) {
  const fieldSearch = query.view === "field-search";
  return {
    categoryFilter: Boolean(query.search) && filterCategories > 0 && !fieldSearch,
    company: !fieldSearch && query.view !== "generic",
    sort: !fieldSearch && !query.companyFilter,
  };
}

/** The list address with some parameters changed; any filter or sort change returns to page 1 (spec §4). */
export function withParams(current: URLSearchParams, changes: Record<string, string | null>, keepPage = false): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  }
  if (!keepPage && !("page" in changes)) next.delete("page");
  if (next.get("page") === "1") next.delete("page");
  // The default order stays out of the address; an explicit random order within a search stays in.
  if (next.get("sort") === defaultSort(next.get("search"))) next.delete("sort");
  const query = next.toString();
  return query ? `?${query}` : "?";
}

/** Spec §8 product-list messages by status (0 = network failure). */
export function listErrorMessage(status: number): string {
  if (status === 0) return "Network error. Please check your internet connection.";
  if (status === 401) return "Authentication required. Please log in to view products.";
  if (status === 404) return "Products not found. Please check your search criteria.";
  if (status >= 500) return "Server error occurred. Please try again later.";
  return "Failed to load products. Please try again later.";
}
