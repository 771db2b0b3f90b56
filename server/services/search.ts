import { sql, type SQL } from "drizzle-orm";
import type { SearchResult } from "#contracts/catalogue.ts";
import type { SearchQuery } from "#contracts/search-queries.ts";
import type { Db } from "#server/db/client.ts";
import { searchOrder, textMatch, type TextMatch } from "#server/search/conditions.ts";
import { suggestSpelling } from "#server/search/did-you-mean.ts";
import { createCountCache } from "#server/search/count-cache.ts";
import { categoryCounts, prefixCategoryCounts, type CategoryCount } from "#server/search/facets.ts";
import { companyKey } from "#server/search/fold.ts";
import { PREFIX_LENGTHS } from "#server/search/indexer.ts";
import { parseTerms, type ParsedTerms } from "#server/search/query.ts";
import { loadProductSummaries } from "#server/services/catalogue/summaries.ts";
import { defaultSeed } from "#server/services/catalogue/sorting.ts";

/** Fewer hits than this count as "almost nothing": the answer then carries a spelling suggestion. */
export const SUGGEST_BELOW = 3;
/**
 * Above this many hits, relevance is two tiers (leading name or brand hits, then the rest by bestseller)
 * read through indexes, instead of ranking every hit: the first keystrokes match tens of thousands.
 */
export const BROAD_SEARCH = 1000;

/** Pages starting before this offset are cached (page 1 and 2 of 20). */
const CACHED_PAGE_OFFSET = 40;

const and = (parts: SQL[]) => sql.join(parts, sql` and `);
const ids = (rows: unknown[]) => (rows as { product_id: number }[]).map((r) => r.product_id);

/** A one-word prefix of two or three letters in the default scope: its counts were kept at indexing time. */
function keptPrefix(terms: ParsedTerms, params: SearchQuery): string | null {
  if (params.scope !== "default" || params.company || terms.words.length !== 1 || terms.pharmacode !== null) return null;
  const [word] = terms.words;
  const prefix = word.variants[0];
  const kept = word.prefix && word.variants.length === 1 && (PREFIX_LENGTHS as readonly number[]).includes(prefix.length);
  // The stemmer of PostgreSQL 18 turns ae, oe, ue into a, o, u, so such a query matches more than its letters.
  return kept && !/ae|oe|ue/.test(prefix) ? prefix : null;
}

export type SearchOptions = {
  /** See BROAD_SEARCH; tests lower it to exercise the tiers on a small catalogue. */
  broadSearch?: number;
};

export function createSearchService(db: Db, options: SearchOptions = {}) {
  const broadSearch = options.broadSearch ?? BROAD_SEARCH;
  // Hit counts and first pages of recent searches (search-as-you-type repeats the same first letters);
  // valid for one index build.
  const cache = createCountCache<CategoryCount[]>(db);
  const pages = createCountCache<number[]>(db);

  async function productIdsByPharmacode(pharmacode: number | null): Promise<number[]> {
    if (pharmacode === null) return [];
    const result = await db.execute(sql`select product_id from articles where pharmacode = ${pharmacode}`);
    return ids(result.rows);
  }

  async function matchFor(terms: ParsedTerms, scope: SearchQuery["scope"]): Promise<TextMatch> {
    const pharmacodeIds = scope === "default" ? await productIdsByPharmacode(terms.pharmacode) : [];
    return textMatch(terms, scope, pharmacodeIds);
  }

  /** A suggestion only when it finds more than the search did; the vocabulary may combine words no product has together. */
  async function didYouMean(text: string, found: number): Promise<string | null> {
    const suggestion = await suggestSpelling(db, text);
    if (suggestion === null) return null;
    const { where } = await matchFor(parseTerms(suggestion), "default");
    const result = await db.execute(sql`select count(*)::int as n from (select 1 from search_documents d where ${where} limit ${found + 1}) x`);
    return (result.rows[0] as { n: number }).n > found ? suggestion : null;
  }

  /** One page in two relevance tiers, each read in index order: leading name or brand hits, then the rest. */
  async function tieredPage(match: TextMatch, filters: SQL[], offset: number, limit: number): Promise<number[]> {
    const leading = match.leading!;
    const count = await db.execute(sql`select count(*)::int as n from search_documents d where ${and([...filters, leading])}`);
    const leadingTotal = (count.rows[0] as { n: number }).n;
    const page: number[] = [];
    if (offset < leadingTotal) {
      const result = await db.execute(
        sql`select d.product_id from search_documents d where ${and([...filters, leading])}
            order by ${match.leadingOrder} limit ${limit} offset ${offset}`,
      );
      page.push(...ids(result.rows));
    }
    if (page.length < limit) {
      const result = await db.execute(
        sql`select d.product_id from search_documents d where ${and([...filters, sql`not ${leading}`])}
            order by d.sales_rank, d.product_id limit ${limit - page.length} offset ${Math.max(0, offset - leadingTotal)}`,
      );
      page.push(...ids(result.rows));
    }
    return page;
  }

  return {
    /**
     * GET /api/search: one page of hits, the hits per main category (without categoryFilter), and a
     * spelling suggestion when the search finds almost nothing. Relevance order when a term is given
     * and no sort is chosen; otherwise the chosen sort, or random as in every list.
     */
    async search(params: SearchQuery): Promise<SearchResult> {
      const { page, limit } = params;
      const hasTerm = params.searchTerms.trim() !== "";
      const terms = parseTerms(params.searchTerms);
      const match: TextMatch = hasTerm
        ? await matchFor(terms, params.scope)
        : { where: sql`true`, relevance: sql`d.sales_rank, d.product_id`, leading: null, leadingOrder: sql`d.sales_rank, d.product_id` };
      const filters = [match.where];
      const company = params.company ? companyKey(params.company) : null;
      if (company !== null) filters.push(sql`d.company_key = ${company}`);

      const prefix = hasTerm ? keptPrefix(terms, params) : null;
      const countKey = JSON.stringify([hasTerm ? terms.words : null, terms.pharmacode, params.scope, company]);
      const categories: CategoryCount[] =
        prefix !== null ? await prefixCategoryCounts(db, prefix) : await cache.get(`search:${countKey}`, () => categoryCounts(db, and(filters)));

      let total = categories.reduce((sum, c) => sum + c.count, 0);
      if (params.categoryFilter) {
        const wanted = params.categoryFilter.toLowerCase();
        const category = categories.find((c) => c.name.toLowerCase() === wanted);
        total = category?.count ?? 0;
        if (category) filters.push(sql`d.main_category = ${category.name}`);
      }

      let pageIds: number[] = [];
      const offset = (page - 1) * limit;
      if (offset < total) {
        const sort = params.sort ?? (hasTerm ? "relevance" : "random");
        const seed = params.seed ?? defaultSeed();
        const load = async () => {
          if (sort === "relevance" && match.leading && total > broadSearch) return tieredPage(match, filters, offset, limit);
          const order = searchOrder(sort, seed, match.relevance);
          const result = await db.execute(
            sql`select d.product_id from search_documents d where ${and(filters)} order by ${order} limit ${limit} offset ${offset}`,
          );
          return ids(result.rows);
        };
        // Only the first pages are kept: they are what the preview and a new search ask for.
        const pageKey = JSON.stringify([countKey, params.categoryFilter?.toLowerCase() ?? null, sort, seed, offset, limit]);
        pageIds = offset < CACHED_PAGE_OFFSET ? await pages.get(pageKey, load) : await load();
      }

      return {
        products: await loadProductSummaries(db, pageIds),
        pagination: { page, limit, totalPages: Math.ceil(total / limit), totalProducts: total },
        didYouMean: hasTerm && total < SUGGEST_BELOW ? await didYouMean(params.searchTerms, total) : null,
        categories,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
