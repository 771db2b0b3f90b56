import { z } from "zod";
import { defaultSort, MAX_SEARCH_TERM_LENGTH, SEARCH_SCOPES, SOLO_FIELDS, SORTS } from "./catalogue.ts";
import { safeText } from "./text.ts";

/*
 * The query strings of the shop's pages, read leniently. Unlike the API's queries (catalogue-queries.ts, a 400 on
 * any violation), a page must always render: a value that does not fit falls back to its default, so a
 * hand-edited or outdated link still shows a list.
 */

/** The deepest page a list link may ask for; beyond it the first page is shown. */
export const MAX_PAGE_PARAM = 100_000;

/** A page number from 1 to MAX_PAGE_PARAM, else 1. */
const pageNumber = z.coerce.number().int().min(1).max(MAX_PAGE_PARAM).catch(1);

/** Trimmed and cut to `max` characters; empty, absent or against the shared text rule (contracts/text.ts) is null. */
const optionalText = (max: number) =>
  safeText("text")
    .transform((value) => value.trim().slice(0, max))
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .catch(null);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable().catch(null);

/** The /products query parameters of spec §2. */
export const listQuerySchema = z
  .object({
    search: optionalText(MAX_SEARCH_TERM_LENGTH),
    page: pageNumber,
    sort: oneOf(SORTS),
    categoryFilter: optionalText(MAX_SEARCH_TERM_LENGTH),
    companyFilter: optionalText(MAX_SEARCH_TERM_LENGTH),
    genericCode: optionalText(64),
    level: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
      .nullable()
      .catch(null),
    view: oneOf(["generic", "field-search"]),
    field: oneOf(SOLO_FIELDS),
    scope: z.enum(SEARCH_SCOPES).catch("default"),
  })
  .transform(({ search, sort, ...rest }) => ({ ...rest, search: search ?? "", sort: sort ?? defaultSort(search) }));

export type ListQuery = z.output<typeof listQuerySchema>;

/** /categories/:name/products: page, sort (random by default) and the company filter. */
export const categoryPageQuerySchema = z.object({
  page: pageNumber,
  sort: z.enum(SORTS).catch("random"),
  company: optionalText(100),
});

export type CategoryPageQuery = z.output<typeof categoryPageQuerySchema>;

/** The first value of each parameter, as `URLSearchParams.get` reads it (a repeated key keeps its first). */
export function firstValues(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of params) values[key] ??= value;
  return values;
}

/** A page query schema over a URL's parameters; never throws (every field has a fallback). */
export function readPageQuery<S extends z.ZodType>(schema: S, params: URLSearchParams): z.output<S> {
  return schema.parse(firstValues(params));
}

export const parseListQuery = (params: URLSearchParams): ListQuery => readPageQuery(listQuerySchema, params);
