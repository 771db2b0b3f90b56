/** Session storage key holding the German name of the chosen category, for the list page title (spec §2). */
export const GERMAN_NAME_KEY = "germanName";

/** The category product list of an English category or subcategory name. */
export function categoryPath(englishName: string): string {
  return `/categories/${encodeURIComponent(englishName)}/products`;
}

/** Remember the German name before navigating; storage may be unavailable (private mode), then the page falls back. */
export function rememberGermanName(germanName: string): void {
  try {
    window.sessionStorage.setItem(GERMAN_NAME_KEY, germanName);
  } catch {
    // The list page then shows its own fallback title.
  }
}
