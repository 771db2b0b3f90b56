import { useEffect } from "react";

/**
 * The product list's state, saved to session storage on a product click so the detail page's back link
 * can restore it (spec §3 productsPageState, §4). `query` keeps the rest of the list's address (search,
 * scope, view, …) so the shopper lands on the same list, not just the same page number.
 */
export const LIST_STATE_KEY = "productsPageState";

export type ListState = {
  page: number;
  categoryFilter: string | null;
  sortFilter: string;
  companyFilter: string | null;
  pathname: string;
  query?: string;
};

const LIST_PATHS = /^\/(products|categories\/[^/]+\/products)$/;

export function saveListState(state: ListState): void {
  try {
    window.sessionStorage.setItem(LIST_STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage can be full or disabled; the back link then simply goes back one step.
  }
}

export function readListState(): ListState | null {
  try {
    const raw = window.sessionStorage.getItem(LIST_STATE_KEY);
    if (!raw) return null;
    const state = JSON.parse(raw) as ListState;
    return typeof state.pathname === "string" && LIST_PATHS.test(state.pathname) ? state : null;
  } catch {
    return null;
  }
}

export function clearListState(): void {
  try {
    window.sessionStorage.removeItem(LIST_STATE_KEY);
  } catch {
    // nothing saved
  }
}

/** Saves the state of the list at `url` (pathname + search). */
export function saveListStateFromUrl(pathname: string, search: string): void {
  const params = new URLSearchParams(search);
  saveListState({
    page: Math.max(1, Number(params.get("page")) || 1),
    categoryFilter: params.get("categoryFilter"),
    sortFilter: params.get("sort") ?? "random",
    companyFilter: params.get("companyFilter") ?? params.get("company"),
    pathname,
    query: search.replace(/^\?/, ""),
  });
}

/** Set once the referrer has been asked: it speaks for the document's first page only. */
let referrerAsked = false;

/**
 * The list state of a product page the document was loaded at from a list by a plain link: a card tapped before the
 * list page was live (record 032) or without scripts, when no click saved the state. Read from the document's
 * referrer (same origin, a list's address; the shop sends `strict-origin-when-cross-origin`), saved as a click
 * would have, and only for the page the document was loaded at: a product reached later inside the app was not
 * opened from that list (product -> laboratory -> product offers no way back to it, spec §4).
 */
export function listStateOfReferrer(): ListState | null {
  if (referrerAsked) return null;
  referrerAsked = true;
  try {
    const loadedAt = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.name;
    if (loadedAt !== window.location.href || !document.referrer) return null;
    const from = new URL(document.referrer);
    if (from.origin !== window.location.origin || !LIST_PATHS.test(from.pathname)) return null;
    saveListStateFromUrl(from.pathname, from.search);
    return readListState();
  } catch {
    return null;
  }
}

/** The address the back link returns to: page, categoryFilter, sort unless random, companyFilter (spec §2). */
export function listStateHref(state: ListState): string {
  const params = new URLSearchParams(state.query ?? "");
  for (const key of ["page", "categoryFilter", "sort", "companyFilter"]) params.delete(key);
  if (state.page > 1) params.set("page", String(state.page));
  if (state.categoryFilter) params.set("categoryFilter", state.categoryFilter);
  if (state.sortFilter && state.sortFilter !== "random") params.set("sort", state.sortFilter);
  if (state.companyFilter) params.set(state.pathname === "/products" ? "companyFilter" : "company", state.companyFilter);
  if (state.pathname !== "/products") params.delete("companyFilter");
  const query = params.toString();
  return query ? `${state.pathname}?${query}` : state.pathname;
}

export const isListPath = (pathname: string) => LIST_PATHS.test(pathname);

/** Whether the saved list state outlives a move to `pathname`: only products and the lists themselves (spec §4). */
export const keepsListState = (pathname: string) => pathname.startsWith("/product/") || isListPath(pathname);

/**
 * Drops the saved list state when the page using it (a product, or the list it was saved from) is left for a page
 * that is neither: product -> list -> laboratory leaves no "Zurück zur Liste" to a list left long ago (issue 41).
 * Read at unmount, when the router has already moved the address to the next page.
 */
export function useListStateLifetime(): void {
  useEffect(
    () => () => {
      if (!keepsListState(window.location.pathname)) clearListState();
    },
    [],
  );
}
