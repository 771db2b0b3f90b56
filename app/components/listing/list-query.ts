import { defaultSort } from "#contracts/catalogue.ts";
import type { ListQuery } from "#contracts/page-queries.ts";
import { fieldLabels } from "#app/components/product/field-search.ts";

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

/**
 * The address of the last page when `page` lies past it (spec §5: a page change above the total page count is
 * rejected), else null. A link or a typed `?page=999` then lands on the list's real end instead of a count over
 * an empty grid with no pagination to leave it.
 */
export function pastLastPage(url: URL, pagination: { page: number; totalPages: number }): string | null {
  if (pagination.totalPages < 1 || pagination.page <= pagination.totalPages) return null;
  const next = new URLSearchParams(url.searchParams);
  if (pagination.totalPages === 1) next.delete("page");
  else next.set("page", String(pagination.totalPages));
  const query = next.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}
