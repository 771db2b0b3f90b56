import type { Category } from "#contracts/catalogue.ts";
import { useCategories } from "./use-categories.ts";

/**
 * The German name of a category or subcategory named by its English key, the one mapping of the storefront
 * (issue 30: favourites and Recently Viewed showed "SLEEP & NERVES" where the menus say "Schlaf & Nerven").
 * Null when the list does not know the name.
 */
export function germanCategoryName(categories: readonly Category[], english: string): string | null {
  const key = english.toLowerCase();
  for (const c of categories) {
    if (c.category.en.toLowerCase() === key) return c.category.de;
    const sub = c.subcategories.find((s) => s.en.toLowerCase() === key);
    if (sub) return sub.de;
  }
  return null;
}

/** germanCategoryName over the shop's category list, falling back to the English name until the list has loaded. */
export function useGermanCategoryName(): (english: string) => string {
  const categories = useCategories();
  return (english) => germanCategoryName(categories, english) ?? english;
}
