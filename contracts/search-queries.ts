import { z } from "zod";
import { MAX_SEARCH_TERM_LENGTH, SEARCH_SCOPES, SORTS } from "./catalogue.ts";
import { limitParam, MAX_NAME_LENGTH, pageParam, seedParam } from "./catalogue-queries.ts";
import { safeText } from "./text.ts";

/** GET /api/search (GET /api/openapi.json, "Catalogue"); the server answers 400 on any violation. */

/**
 * The five list sorts, plus `relevance`, which is also what a search with a term and no sort gets.
 * A search without a term and without a sort is `random`, like every other list.
 */
export const SEARCH_SORTS = [...SORTS, "relevance"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const optionalName = (name: string) =>
  z.preprocess(
    blankToUndefined,
    safeText(name)
      .trim()
      .max(MAX_NAME_LENGTH, { error: `${name} must be at most ${MAX_NAME_LENGTH} characters` })
      .optional(),
  );

export const searchQuery = z.object({
  // Not trimmed: a trailing space tells that the last word is complete (no prefix match).
  searchTerms: safeText("searchTerms")
    .max(MAX_SEARCH_TERM_LENGTH, { error: `searchTerms must be at most ${MAX_SEARCH_TERM_LENGTH} characters` })
    .default(""),
  page: pageParam,
  limit: limitParam,
  sort: z.preprocess(blankToUndefined, z.enum(SEARCH_SORTS, { error: `sort must be one of ${SORTS.join(", ")}` }).optional()),
  categoryFilter: optionalName("categoryFilter"),
  company: optionalName("company"),
  scope: z.preprocess(
    blankToUndefined,
    z.enum(SEARCH_SCOPES, { error: `scope must be one of ${SEARCH_SCOPES.join(", ")}` }).default("default"),
  ),
  seed: seedParam,
});
export type SearchQuery = z.infer<typeof searchQuery>;
