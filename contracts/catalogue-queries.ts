import { z } from "zod";
import { MAX_LIMIT, PAGE_SIZE, parsePharmacode, SOLO_FIELDS, SORTS } from "./catalogue.ts";
import { safeText } from "./text.ts";

/** Query strings of the catalogue endpoints (GET /api/openapi.json, "Catalogue"); the server answers 400 on any violation. */

export const MAX_PAGE = 1_000_000;
export const MAX_NAME_LENGTH = 100;
export const MAX_VALUE_LENGTH = 200;
export const MAX_COMPANY_SEARCH_LIMIT = 50;
export const DEFAULT_COMPANY_SEARCH_LIMIT = 10;
export const DEFAULT_BESTSELLER_LIMIT = 12;
export const INVALID_SOLO_SEARCH = "Invalid search parameters";

/** A whole number given as a query string, within [min, max]; absent or empty means the default. */
export function intParam(name: string, min: number, max: number, fallback?: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  const parsed = z
    .string({ error: message })
    .trim()
    .regex(/^-?\d{1,10}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
  const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);
  return fallback === undefined
    ? z.preprocess(blankToUndefined, parsed)
    : z.preprocess(blankToUndefined, parsed.optional()).transform((v) => v ?? fallback);
}

/** A trimmed text parameter of at most `max` characters, under the shared text rule (contracts/text.ts). */
export function textParam(name: string, max: number) {
  return safeText(name, { required: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(max, { error: `${name} must be at most ${max} characters` });
}

const optionalText = (name: string, max: number) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), textParam(name, max).optional());

export const pageParam = intParam("page", 1, MAX_PAGE, 1);
export const limitParam = intParam("limit", 1, MAX_LIMIT, PAGE_SIZE);
export const sortParam = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.enum(SORTS, { error: `sort must be one of ${SORTS.join(", ")}` }).default("random"),
);
/** The shuffle key of sort=random; absent: the Europe/Zurich date (the server fills it in). */
export const seedParam = z.preprocess((v) => (v === "" ? undefined : v), intParam("seed", 0, 2_147_483_647).optional());

const paging = { page: pageParam, limit: limitParam };

export const productsQuery = z.object({ ...paging, sort: sortParam, seed: seedParam });
export type ProductsQuery = z.infer<typeof productsQuery>;

export const discountsQuery = z.object(paging);
export type DiscountsQuery = z.infer<typeof discountsQuery>;

export const bestsellersQuery = z.object({ limit: intParam("limit", 1, MAX_LIMIT, DEFAULT_BESTSELLER_LIMIT) });
export type BestsellersQuery = z.infer<typeof bestsellersQuery>;

/** The shared pharmacode rule (contracts/catalogue.ts, 1 to 2147483647), as the API's 400. */
export const pharmacodeParam = z
  .string({ error: "pharmacode must be a number" })
  .transform((value, ctx) => {
    const pharmacode = parsePharmacode(value);
    if (pharmacode !== null) return pharmacode;
    ctx.addIssue({ code: "custom", message: "pharmacode must be a number" });
    return z.NEVER;
  });

export const categoryQuery = z.object({
  consumerCategoryId: textParam("consumerCategoryId", MAX_NAME_LENGTH),
  ...paging,
  company: optionalText("company", MAX_NAME_LENGTH),
  sort: sortParam,
  seed: seedParam,
});
export type CategoryQuery = z.infer<typeof categoryQuery>;

export const categoryNameQuery = z.object({
  ...paging,
  company: optionalText("company", MAX_NAME_LENGTH),
  sort: sortParam,
  seed: seedParam,
});
export type CategoryNameQuery = z.infer<typeof categoryNameQuery>;
export const categoryNameParam = textParam("category name", MAX_NAME_LENGTH);

export const genericCodeQuery = z.object({ genericCode: textParam("genericCode", MAX_NAME_LENGTH), ...paging });
export type GenericCodeQuery = z.infer<typeof genericCodeQuery>;

export const similarQuery = z.object({
  genericCode: textParam("genericCode", MAX_NAME_LENGTH),
  level: intParam("level", 1, 3, 1),
  ...paging,
  sort: sortParam,
  seed: seedParam,
});
export type SimilarQuery = z.infer<typeof similarQuery>;

export const companyProductsQuery = z.object({
  company: textParam("company", MAX_NAME_LENGTH),
  ...paging,
  sort: sortParam,
  seed: seedParam,
});
export type CompanyProductsQuery = z.infer<typeof companyProductsQuery>;

export const soloFieldQuery = z.object({
  field: z.enum(SOLO_FIELDS, { error: INVALID_SOLO_SEARCH }),
  value: textParam("value", MAX_VALUE_LENGTH),
  ...paging,
});
export type SoloFieldQuery = z.infer<typeof soloFieldQuery>;

export const companySearchQuery = z.object({
  searchTerm: safeText("searchTerm")
    .trim()
    .max(MAX_NAME_LENGTH, { error: `searchTerm must be at most ${MAX_NAME_LENGTH} characters` })
    .default(""),
  limit: intParam("limit", 1, MAX_COMPANY_SEARCH_LIMIT, DEFAULT_COMPANY_SEARCH_LIMIT),
});
export type CompanySearchQuery = z.infer<typeof companySearchQuery>;
