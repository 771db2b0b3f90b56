import { sql, type SQL } from "drizzle-orm";
import type { ProductList, Sort } from "#contracts/catalogue.ts";
import type { Db } from "#server/db/client.ts";
import type { ReadCache } from "./read-cache.ts";
import { orderBy } from "./sorting.ts";
import { loadProductSummaries } from "./summaries.ts";

export type ListRequest = {
  /** Condition over `products p`; sql`true` for all. */
  where: SQL;
  /** Identifies the condition for the cached count, e.g. "company:12". */
  countKey: string;
  page: number;
  limit: number;
  sort: Sort;
  seed: number;
};

/**
 * One page of products: a count (cached per catalogue version) and an id query that an index serves,
 * then the summaries in two queries. A page past the last gives no products and the true pagination.
 */
export async function pagedList(db: Db, cache: ReadCache, request: ListRequest): Promise<ProductList> {
  const { where, page, limit } = request;
  const total = await cache.get(`count:${request.countKey}`, async () => {
    const result = await db.execute(sql`select count(*)::int as n from products p where ${where}`);
    return (result.rows[0] as { n: number }).n;
  });
  const totalPages = Math.ceil(total / limit);
  let ids: number[] = [];
  if ((page - 1) * limit < total) {
    const result = await db.execute(
      sql`select p.id from products p where ${where} order by ${orderBy(request.sort, request.seed)} limit ${limit} offset ${(page - 1) * limit}`,
    );
    ids = (result.rows as { id: number }[]).map((r) => r.id);
  }
  return {
    products: await loadProductSummaries(db, ids),
    pagination: { page, limit, totalPages, totalProducts: total },
  };
}
