/** Recently viewed products (spec §3), newest first, read by the cart page's 'Recently Viewed' section. */
export const RECENTLY_VIEWED_KEY = "recentlyViewed";
const MAX_ITEMS = 12;

export type RecentlyViewed = {
  pharmacode: number;
  description: string;
  category: string | null;
  price: number | null;
  imageUrl: string | null;
};

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
