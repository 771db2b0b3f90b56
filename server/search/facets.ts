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
 * The hits per main category of a single-lexeme query as counted at indexing time (search_term_counts),
 * found by the text PostgreSQL prints for the query (resolveQueries). Null when none were kept (a rarer or longer query):
 * the caller then counts live.
 */
export async function keptCategoryCounts(db: Db, vector: CountedVector, query: string): Promise<CategoryCount[] | null> {
  const result = await db.execute(sql`
    select main_category as name, count from search_term_counts
    where vector = ${vector} and query = ${query}
    order by count desc, name`);
  return result.rows.length > 0 ? (result.rows as CategoryCount[]) : null;
}
