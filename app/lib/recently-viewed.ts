import type { Saleable } from "#app/components/product/article-view.ts";

/** Recently viewed products (spec §3), newest first, read by the cart page's 'Recently Viewed' section. */
export const RECENTLY_VIEWED_KEY = "recentlyViewed";
const MAX_ITEMS = 12;

export type RecentlyViewed = {
  pharmacode: number;
  description: string;
  category: string | null;
  price: number | null;
  /** Whether the article is prescription-only (no price, no add button); absent in entries kept before issue 30. */
  prescription?: boolean;
  imageUrl: string | null;
};

/**
 * The price and prescription rule of an entry. An entry kept before entries said whether they are
 * prescription-only may hold an Rx price: it shows none and offers no add button, to be safe.
 */
export const saleableOfViewed = (item: RecentlyViewed): Saleable =>
  item.prescription === false ? { price: item.price, prescription: false } : { price: null, prescription: item.prescription ?? false };

export function readRecentlyViewed(): RecentlyViewed[] {
  try {
    const list = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? "[]") as unknown;
    return Array.isArray(list) ? (list as RecentlyViewed[]).filter((item) => typeof item?.pharmacode === "number") : [];
  } catch {
    return [];
  }
}

export function addRecentlyViewed(item: RecentlyViewed): void {
  const list = [item, ...readRecentlyViewed().filter((entry) => entry.pharmacode !== item.pharmacode)].slice(0, MAX_ITEMS);
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // A full or disabled storage only loses the history.
  }
}
