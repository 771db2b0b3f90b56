import type { RegulationCode } from "./regulation.ts";

/**
 * The catalogue's answer shapes (docs/api.md "Answer shapes"), shared by the server that builds them
 * and the pages that render them. Money is sent as numbers with two decimals; `savings` is a string.
 */


export const SORTS = ["random", "name", "price-asc", "price-desc", "bestseller"] as const;
export type Sort = (typeof SORTS)[number];

/**
 * A search with a term and no chosen sort is ordered by relevance (best name and brand hits first);
 * every other list defaults to the spec's random order. Here, not beside the page query schemas
 * (page-queries.ts): the list pages' browser code needs it, and that module builds zod schemas when it loads.
 */
export type ListSort = Sort | "relevance";

export const defaultSort = (search: string | null): ListSort => (search ? "relevance" : "random");

export const SEARCH_SCOPES = ["default", "name", "company", "substance", "category", "symptom"] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

export const SOLO_FIELDS = ["substance", "brand", "consumerFolderSummary", "consumerFolderTitle", "companyName"] as const;
export type SoloField = (typeof SOLO_FIELDS)[number];

export type Price = {
  /** null when the article has no price ('Price not available'). */
  currentPrice: number | null;
  originalPrice: number | null;
  discountPercentage: number;
  /** Two decimals, e.g. "3.50"; "0.00" without a discount. */
  savings: string;
  inDiscount: boolean;
};

export type GenericGroupCode = { level: 1 | 2 | 3; code: string };

export type ArticleSummary = {
  _id: string;
  pharmacode: number;
  description: { description: string; longDescription: string; brand: string };
  /** Paths under /uploads/ with forward slashes: F full size, M medium. */
  images: { F: string[]; M: string[] };
  price: Price;
  regulations: { code: { id: RegulationCode } }[];
  isAvailable: boolean | null;
  genericGroupCodes: GenericGroupCode[];
  company: { name: string };
};

export type ProductSummary = {
  _id: string;
  /** The pharmacode of the product's main article. */
  pharmacode: number;
  articles: ArticleSummary[];
  /** English names; the first is the main category. */
  categories: { name: string }[];
  companies: { name: string }[];
};

export type Nutrition = {
  lineNumber: number;
  quantity: number | string;
  unitCode: { description: string };
  nutritionCode: { description: string };
  referenceQuantity: number | string;
  referenceUnitCode: { description: string };
};

export type MonographySection = { sectionNumber: number; title: string; description: string };

export type ArticleDetail = ArticleSummary & {
  /** HTML is sanitised on the way into the database. */
  consumerFolder: { title: string; summary: string } | null;
  substances: { description: string; strength?: string }[];
  components: { substances: { description: string; quantity?: string }[] }[];
  nonPharmaInformation: {
    nutritions: Nutrition[];
    usageHtml: string | null;
    characteristicsHtml: string | null;
    informationHtml: string | null;
    dietaryAdvice: { dietType: { id: string; description: string } }[];
    compositions: { lineNumber: number; description: string }[];
  } | null;
  monographies: { header: string; title: string; authorizationOwnerName: string; bodySections: MonographySection[] }[];
  /** German indication words (Husten, Kopfschmerzen, …), searched by scope `symptom`. */
  symptoms: string[];
};

export type ProductDetail = {
  _id: string;
  articles: ArticleDetail[];
  categories: { name: string }[];
  companies: { name: string }[];
};

export type Pagination = { page: number; limit: number; totalPages: number; totalProducts: number };

/** `data` of every list endpoint. */
export type ProductList = { products: ProductSummary[]; pagination: Pagination };

/** `data` of GET /api/search. */
export type SearchResult = ProductList & {
  didYouMean: string | null;
  categories: { name: string; count: number }[];
};

export type Category = {
  _id: string;
  key: string;
  category: { en: string; de: string };
  subcategories: { en: string; de: string }[];
  image: string | null;
};

export type Company = { name: string };

/** Featured on the home page (spec §1). */
export const FEATURED_CATEGORY_KEYS = ["SportFitness", "Nutrition", "WomensHealth", "FluColds"] as const;

export const PAGE_SIZE = 20;
export const MAX_LIMIT = 100;
export const MAX_SEARCH_TERM_LENGTH = 200;

/** The largest pharmacode the catalogue's integer column holds; larger digits cannot name an article. */
export const PHARMACODE_MAX = 2_147_483_647;

/**
 * The one pharmacode rule of the API and the product page: digits only (no sign, space or exponent),
 * 1 to PHARMACODE_MAX. Anything else is null: a 400 from the API, the 404 page in the shop.
 */
export function parsePharmacode(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const pharmacode = Number(value);
  return pharmacode >= 1 && pharmacode <= PHARMACODE_MAX ? pharmacode : null;
}
