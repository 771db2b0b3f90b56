/** Saved for Later (spec §3): kept in the browser under `savedItems`, newest first. */
export const SAVED_ITEMS_KEY = "savedItems";

export type SavedItem = { pharmacode: number; description: string; price: number | null; imageUrl: string | null };

export function readSavedItems(): SavedItem[] {
  try {
    const list = JSON.parse(window.localStorage.getItem(SAVED_ITEMS_KEY) ?? "[]") as unknown;
    return Array.isArray(list) ? (list as SavedItem[]).filter((item) => Number.isInteger(item?.pharmacode)) : [];
  } catch {
    return [];
  }
}

/** Throws when the browser refuses to store (full or disabled storage): the caller shows the spec's text. */
export function writeSavedItems(items: SavedItem[]): void {
  window.localStorage.setItem(SAVED_ITEMS_KEY, JSON.stringify(items));
}

export const withSaved = (items: SavedItem[], item: SavedItem) => [item, ...items.filter((i) => i.pharmacode !== item.pharmacode)];
export const withoutSaved = (items: SavedItem[], pharmacode: number) => items.filter((i) => i.pharmacode !== pharmacode);

/** Spec §8, "Saved items", letter for letter. */
export const SAVED_ITEM_MESSAGES = {
  addFailed: "Failed to add item to cart. Please try again.",
  moveFailed: "Failed to move item to cart. Please try again.",
  removeFailed: "Failed to remove item. Please try again.",
} as const;
