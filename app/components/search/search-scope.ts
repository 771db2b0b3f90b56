import type { SearchScope } from "#contracts/catalogue.ts";

/** The scope dropdown's options (spec §9 scope values). */
export const scopeLabels: Record<SearchScope, string> = {
  default: "Alle",
  name: "Name",
  company: "Hersteller",
  substance: "Wirkstoff",
  category: "Kategorie",
  symptom: "Symptom",
};

/** /products?search=… with the scope only when it is not the default (spec §4). */
export function searchHref(term: string, scope: SearchScope = "default"): string {
  const params = new URLSearchParams({ search: term });
  if (scope !== "default") params.set("scope", scope);
  return `/products?${params.toString()}`;
}
