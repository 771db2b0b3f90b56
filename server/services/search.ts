import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { SearchResult } from "#contracts/catalogue.ts";
import type { SearchQuery } from "#contracts/search-queries.ts";
import type { Db } from "#server/db/client.ts";
import { countRow, queryOne, queryRows } from "#server/db/typed-sql.ts";
import { queryTexts, searchOrder, textMatch, type TextMatch } from "#server/search/conditions.ts";
import { suggestSpelling } from "#server/search/did-you-mean.ts";
import { createIndexCache, type IndexCacheScope } from "#server/search/count-cache.ts";
import { categoryCounts, firstHitsSql, keptCountsSql, type CategoryCount } from "#server/search/facets.ts";
import { companyKey } from "#server/search/fold.ts";
import { parseTerms, withLastLetterAsPrefix, withoutQuantities, type ParsedTerms } from "#server/search/query.ts";
import { manyLeadSql, tieredPage, type TieredSearch } from "#server/search/tiered-page.ts";
import type { CountedVector } from "#server/search/term-counts.ts";
import { loadProductSummaries } from "#server/services/catalogue/summaries.ts";
import { defaultSeed } from "#server/search/sorting.ts";

/** Fewer hits than this count as "almost nothing": the answer then carries a spelling suggestion. */
export const SUGGEST_BELOW = 3;
/**
 * Above this many hits, relevance is read in tiers (pharmacode hit, exact name or brand, leading name or
 * brand, then the rest), each in bestseller order through indexes, instead of ranking every hit: the first
 * keystrokes match tens of thousands.
 */
export const BROAD_SEARCH = 300;

/** Pages starting before this offset are cached (page 1 and 2 of 20). */
const CACHED_PAGE_OFFSET = 40;

const and = (parts: SQL[]) => sql.join(parts, sql` and `);
/** A search without a term: every product, best sellers first in relevance. */
const allProducts: TextMatch = { where: sql`true`, relevance: sql`d.sales_rank, d.product_id`, pharmacodeHit: null, leading: null, nameOrBrand: null, exact: null, counted: null };
const productIdRow = z.object({ product_id: z.number().int() });
const productIds = async (db: Db, query: SQL) => (await queryRows(db, productIdRow, query)).map((r) => r.product_id);

/** search_term_first_hits as firstHitsSql reads it (FirstHits in server/search/tiered-page.ts). */
const firstHits = z.object({ ids: z.array(z.number().int()), complete: z.boolean(), bestsellerHits: z.number().int() }).nullable();
const tierInputRow = z.object({ first_hits: firstHits, name_or_brand_first_hits: firstHits, many_lead: z.boolean() });
type TierInputRow = z.infer<typeof tierInputRow>;
/** The first round trip's row (see prepare); kept is keptCountsSql's CategoryCount list. */
const preparedRow = z.object({
  main: z.string(),
  name_or_brand: z.string().nullable(),
  version: z.string().nullable(),
  kept: z.array(z.object({ name: z.string(), count: z.number().int() })).nullable(),
});

export type SearchOptions = {
  /** See BROAD_SEARCH; tests lower it to exercise the tiers on a small catalogue. */
  broadSearch?: number;
};

export function createSearchService(db: Db, options: SearchOptions = {}) {
  const broadSearch = options.broadSearch ?? BROAD_SEARCH;
  // Hit counts and first pages of recent searches (search-as-you-type repeats the same first letters);
  // valid for one index build.
  const cache = createIndexCache(db);

  async function productIdsByPharmacode(pharmacode: number | null): Promise<number[]> {
    if (pharmacode === null) return [];
    return productIds(db, sql`select product_id from articles where pharmacode = ${pharmacode} and active`);
  }

  /** What a tiered page reads besides the match (see TieredSearch). */
  type TierInputs = Pick<TieredSearch, "firstHits" | "manyLead">;
  type Prepared = { match: TextMatch; cached: IndexCacheScope; kept: CategoryCount[] | null; tierInputs: TierInputs | null };

  /** The search's tsquery texts as a one-row table `q` (main, name_or_brand). */
  const queriesOf = (texts: ReturnType<typeof queryTexts>) => sql`(select ${texts.main} as main, ${texts.nameOrBrand} as name_or_brand) q`;

  /** Columns of the tier inputs over `q` (queriesOf). */
  const tierInputColumns = (terms: ParsedTerms, vector: CountedVector) => sql`
    ${terms.words.length === 1 ? firstHitsSql(vector, sql`q.main`) : sql`null`} as first_hits,
    ${terms.words.length === 1 ? firstHitsSql("doc", sql`q.name_or_brand`) : sql`null`} as name_or_brand_first_hits,
    ${manyLeadSql(terms.phrase)} as many_lead`;
  const tierInputsOf = (row: TierInputRow): TierInputs => ({
    firstHits: { main: row.first_hits, nameOrBrand: row.name_or_brand_first_hits },
    manyLead: row.many_lead,
  });

  /** The tier inputs on their own, for a page that was expected in the cache but is not (a rebuild, an eviction). */
  async function loadTierInputs(terms: ParsedTerms, scope: SearchQuery["scope"]): Promise<TierInputs> {
    const texts = queryTexts(terms, scope);
    const row = await queryOne(db, tierInputRow, sql`
      select ${tierInputColumns(terms, texts.vector)} from ${queriesOf(texts)}`);
    return tierInputsOf(row);
  }

  /**
   * A search's first round trip: its tsqueries' text (see resolveQueries), the index version for the cache,
   * the kept counts when they can answer (a single word, no company filter, no pharmacode), and, unless its
   * page is cached, what a tiered page reads (the kept first hits of a single word, whether many names or
   * brands start with the phrase). A pharmacode is looked up beside it.
   */
  async function prepare(terms: ParsedTerms, scope: SearchQuery["scope"], company: string | null, withTierInputs: boolean): Promise<Prepared> {
    if (terms.words.length === 0) {
      const [pharmacodeIds, cached] = await Promise.all([scope === "default" ? productIdsByPharmacode(terms.pharmacode) : [], cache.view()]);
      return { match: textMatch(terms, scope, pharmacodeIds, null), cached, kept: null, tierInputs: null };
    }
    const texts = queryTexts(terms, scope);
    const keepable = company === null && terms.pharmacode === null && terms.words.length === 1;
    const query = sql`
      select q.main, q.name_or_brand, ${cache.versionSql} as version,
        ${keepable ? keptCountsSql(texts.vector, sql`q.main`) : sql`null`} as kept
        ${withTierInputs ? sql`, ${tierInputColumns(terms, texts.vector)}` : sql``}
      from ${queriesOf(texts)}`;
    const [pharmacodeIds, row] = await Promise.all([
      scope === "default" ? productIdsByPharmacode(terms.pharmacode) : [],
      withTierInputs
        ? queryOne(db, preparedRow.extend(tierInputRow.shape), query).then((r) => ({ ...r, tierInputs: tierInputsOf(r) }))
        : queryOne(db, preparedRow, query).then((r) => ({ ...r, tierInputs: null })),
    ]);
    return {
      match: textMatch(terms, scope, pharmacodeIds, { main: row.main, nameOrBrand: row.name_or_brand }),
      cached: cache.viewAt(row.version),
      kept: row.kept,
      tierInputs: row.tierInputs,
    };
  }

  /** A suggestion only when it finds more than the search did; the vocabulary may combine words no product has together. */
  async function didYouMean(text: string, found: number): Promise<string | null> {
    const suggestion = await suggestSpelling(db, text);
    if (suggestion === null) return null;
    const { match } = await prepare(parseTerms(suggestion), "default", null, false);
    const where = match.where;
    const { n } = await queryOne(db, countRow, sql`select count(*)::int as n from (select 1 from search_documents d where ${where} limit ${found + 1}) x`);
    return n > found ? suggestion : null;
  }

  return {
    /**
     * GET /api/search: one page of hits, the hits per main category (without categoryFilter), and a
     * spelling suggestion when the search finds almost nothing. Relevance order when a term is given
     * and no sort is chosen; otherwise the chosen sort, or random as in every list.
     */
    async search(params: SearchQuery): Promise<SearchResult> {
      const terms = parseTerms(params.searchTerms);
      let result = await searchFor(params, terms);
      // A search that finds nothing is asked again more broadly: a last letter still being typed as a prefix,
      // then without strengths and pack sizes (issue 30). Each extra search costs only when the first is empty.
      for (const broader of [withLastLetterAsPrefix(terms), withoutQuantities(terms)]) {
        if (result.pagination.totalProducts > 0) break;
        if (broader) result = await searchFor(params, broader);
      }
      const total = result.pagination.totalProducts;
      const hasTerm = params.searchTerms.trim() !== "";
      return { ...result, didYouMean: hasTerm && total < SUGGEST_BELOW ? await didYouMean(params.searchTerms, total) : null };
    },
  };

  /** One search for parsed terms, without the spelling suggestion. */
  async function searchFor(params: SearchQuery, terms: ParsedTerms): Promise<Omit<SearchResult, "didYouMean">> {
    const { page, limit } = params;
    const hasTerm = params.searchTerms.trim() !== "";
    const company = params.company ? companyKey(params.company) : null;
    const offset = (page - 1) * limit;
    const sort = params.sort ?? (hasTerm ? "relevance" : "random");
    const seed = params.seed ?? defaultSeed();
    const countKey = JSON.stringify([hasTerm ? terms.words : null, terms.pharmacode, params.scope, company]);
    const filterKey = JSON.stringify([countKey, params.categoryFilter?.toLowerCase() ?? null]);
    // Only the first pages are kept: they are what the preview and a new search ask for.
    const pageKey = offset < CACHED_PAGE_OFFSET ? `page:${JSON.stringify([filterKey, sort, seed, offset, limit])}` : null;
    // Search as you type repeats itself: a cached page needs nothing of what reading it took.
    const pageCached = pageKey !== null && cache.holds(pageKey);
    const prepared = await prepare(terms, params.scope, company, hasTerm && sort === "relevance" && !pageCached);
    const { cached, kept } = prepared;
    const match: TextMatch = hasTerm ? prepared.match : allProducts;
    const filters = [match.where];
    if (company !== null) filters.push(sql`d.company_key = ${company}`);

    // Hits per main category: kept at indexing time, or counted (and cached).
    const categories = kept ?? (await cached.get(`count:${countKey}`, () => categoryCounts(db, and(filters))));

    let total = categories.reduce((sum, c) => sum + c.count, 0);
    if (params.categoryFilter) {
      const wanted = params.categoryFilter.toLowerCase();
      const category = categories.find((c) => c.name.toLowerCase() === wanted);
      total = category?.count ?? 0;
      if (category) filters.push(sql`d.main_category = ${category.name}`);
    }

    let pageIds: number[] = [];
    if (offset < total) {
      const load = async () => {
        if (sort === "relevance" && match.leading && total > broadSearch) {
          const inputs = prepared.tierInputs ?? (await loadTierInputs(terms, params.scope));
          return tieredPage(db, { match, phrase: terms.phrase, exactNames: terms.exactNames, filters, ...inputs }, offset, limit, cached, filterKey);
        }
        const order = searchOrder(sort, seed, match.relevance);
        return productIds(db, sql`select d.product_id from search_documents d where ${and(filters)} order by ${order} limit ${limit} offset ${offset}`);
      };
      pageIds = pageKey !== null ? await cached.get(pageKey, load) : await load();
    }

    return {
      products: await loadProductSummaries(db, pageIds),
      pagination: { page, limit, totalPages: Math.ceil(total / limit), totalProducts: total },
      categories,
    };
  }
}

export type SearchService = ReturnType<typeof createSearchService>;
