import { sql, type SQL } from "drizzle-orm";
import type { SearchResult } from "#contracts/catalogue.ts";
import type { SearchQuery } from "#contracts/search-queries.ts";
import type { Db } from "#server/db/client.ts";
import { searchOrder, textMatch, type TextMatch } from "#server/search/conditions.ts";
import { suggestSpelling } from "#server/search/did-you-mean.ts";
import { categoryCounts } from "#server/search/facets.ts";
import { companyKey } from "#server/search/fold.ts";
import { parseTerms } from "#server/search/query.ts";
import { loadProductSummaries } from "#server/services/catalogue/summaries.ts";
import { defaultSeed } from "#server/services/catalogue/sorting.ts";

/** Fewer hits than this count as "almost nothing": the answer then carries a spelling suggestion. */
export const SUGGEST_BELOW = 3;

const and = (parts: SQL[]) => sql.join(parts, sql` and `);

export function createSearchService(db: Db) {
  async function productIdsByPharmacode(pharmacode: number | null): Promise<number[]> {
    if (pharmacode === null) return [];
    const result = await db.execute(sql`select product_id from articles where pharmacode = ${pharmacode}`);
    return (result.rows as { product_id: number }[]).map((r) => r.product_id);
  }

  async function matchFor(text: string, scope: SearchQuery["scope"]): Promise<TextMatch> {
    const terms = parseTerms(text);
    const pharmacodeIds = scope === "default" ? await productIdsByPharmacode(terms.pharmacode) : [];
    return textMatch(terms, scope, pharmacodeIds);
  }

  /** A suggestion only when it finds more than the search did; the vocabulary may combine words no product has together. */
  async function didYouMean(text: string, found: number): Promise<string | null> {
    const suggestion = await suggestSpelling(db, text);
    if (suggestion === null) return null;
    const { where } = await matchFor(suggestion, "default");
    const result = await db.execute(sql`select count(*)::int as n from (select 1 from search_documents d where ${where} limit ${found + 1}) x`);
    return (result.rows[0] as { n: number }).n > found ? suggestion : null;
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
      const match = hasTerm ? await matchFor(params.searchTerms, params.scope) : { where: sql`true`, relevance: sql`d.sales_rank, d.product_id` };
      const filters = [match.where];
      if (params.company) filters.push(sql`d.company_key = ${companyKey(params.company)}`);

      const categories = await categoryCounts(db, and(filters));
      let total = categories.reduce((sum, c) => sum + c.count, 0);
      if (params.categoryFilter) {
        const wanted = params.categoryFilter.toLowerCase();
        const category = categories.find((c) => c.name.toLowerCase() === wanted);
        total = category?.count ?? 0;
        filters.push(sql`d.main_category = ${category?.name ?? params.categoryFilter}`);
      }

      let ids: number[] = [];
      const offset = (page - 1) * limit;
      if (offset < total) {
        const sort = params.sort ?? (hasTerm ? "relevance" : "random");
        const order = searchOrder(sort, params.seed ?? defaultSeed(), match.relevance);
        const result = await db.execute(
          sql`select d.product_id from search_documents d where ${and(filters)} order by ${order} limit ${limit} offset ${offset}`,
        );
        ids = (result.rows as { product_id: number }[]).map((r) => r.product_id);
      }

      return {
        products: await loadProductSummaries(db, ids),
        pagination: { page, limit, totalPages: Math.ceil(total / limit), totalProducts: total },
        didYouMean: hasTerm && total < SUGGEST_BELOW ? await didYouMean(params.searchTerms, total) : null,
        categories,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
