import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { CountedVector } from "./term-counts.ts";

export type CategoryCount = { name: string; count: number };

/**
 * Hits per main category over the whole result (largest first). The caller leaves the category filter
 * out of `where`, so a shopper sees every category to switch to; the same scan also gives the total.
 */
export async function categoryCounts(db: Db, where: SQL): Promise<CategoryCount[]> {
  const result = await db.execute(sql`
    select d.main_category as name, count(*)::int as count
    from search_documents d where ${where}
    group by d.main_category
    order by count desc, name`);
  return result.rows as CategoryCount[];
}

/**
 * SQL for the hits per main category of a single-lexeme query as counted at indexing time
 * (search_term_counts), found by the text PostgreSQL prints for the query (resolveQueries): a JSON array
 * of CategoryCount, largest first, or null when none were kept (a rarer or longer query: count it live).
 */
export const keptCountsSql = (vector: CountedVector, query: SQL) => sql`
  (select json_agg(json_build_object('name', c.main_category, 'count', c.count) order by c.count desc, c.main_category)
   from search_term_counts c where c.vector = ${vector} and c.query = ${query})`;

export async function keptCategoryCounts(db: Db, vector: CountedVector, query: string): Promise<CategoryCount[] | null> {
  const result = await db.execute(sql`select ${keptCountsSql(vector, sql`${query}`)} as kept`);
  return (result.rows[0] as { kept: CategoryCount[] | null }).kept;
}

/**
 * SQL for the first hits of a single-lexeme query in bestseller order as kept at indexing time
 * (search_term_first_hits): a JSON object FirstHits (tiered-page.ts), or null when none were kept.
 */
export const firstHitsSql = (vector: CountedVector, query: SQL) => sql`
  (select json_build_object('ids', f.product_ids, 'complete', f.complete, 'bestsellerHits', f.bestseller_hits)
   from search_term_first_hits f where f.vector = ${vector} and f.query = ${query})`;
