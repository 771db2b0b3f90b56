import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";

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

/** The hits per main category of a single two- or three-letter prefix in the default scope, counted at indexing time. */
export async function prefixCategoryCounts(db: Db, prefix: string): Promise<CategoryCount[]> {
  const result = await db.execute(sql`
    select main_category as name, count from search_prefix_counts where prefix = ${prefix}
    order by count desc, name`);
  return result.rows as CategoryCount[];
}
