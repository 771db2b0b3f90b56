/** Where browsers kept Saved for Later before it moved to the server (issue 30): one list for everyone on the device. */
const BROWSER_SAVED_ITEMS_KEY = "savedItems";

export function forgetBrowserSavedItems(): void {
  try {
    window.localStorage.removeItem(BROWSER_SAVED_ITEMS_KEY);
  } catch {
    // Storage disabled: there is nothing kept either.
  }
}

/** Spec §8, "Saved items", letter for letter. */
export const SAVED_ITEM_MESSAGES = {
  addFailed: "Failed to add item to cart. Please try again.",
  moveFailed: "Failed to move item to cart. Please try again.",
  removeFailed: "Failed to remove item. Please try again.",
} as const;
