import type { Saleable } from "#app/components/product/article-view.ts";
import { getToken, readTokenPayload } from "./session.ts";

/**
 * Recently viewed products (spec §3), newest first, read by the cart page's 'Recently Viewed' section. Kept per
 * account (issue 30, record 014): on a shared device the next person to log in never sees them, however the
 * session before ended (logout, expiry, a closed tab). A guest's views are not kept: only accounts have a cart.
 */
const KEY_PREFIX = "recentlyViewed:";
/** The one list every account shared before issue 30; removed when read. */
const SHARED_KEY = "recentlyViewed";
const MAX_ITEMS = 12;

function storageKey(): string | null {
  const account = readTokenPayload(getToken())?.id;
  return account ? KEY_PREFIX + account : null;
}

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
    window.localStorage.removeItem(SHARED_KEY);
    const key = storageKey();
    if (!key) return [];
    const list = JSON.parse(window.localStorage.getItem(key) ?? "[]") as unknown;
    return Array.isArray(list) ? (list as RecentlyViewed[]).filter((item) => typeof item?.pharmacode === "number") : [];
  } catch {
    return [];
  }
}

export function addRecentlyViewed(item: RecentlyViewed): void {
  const key = storageKey();
  if (!key) return;
  const list = [item, ...readRecentlyViewed().filter((entry) => entry.pharmacode !== item.pharmacode)].slice(0, MAX_ITEMS);
  try {
    window.localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // A full or disabled storage only loses the history.
  }
}
