import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { ProductList, Sort } from "#contracts/catalogue.ts";
import type { Db } from "#server/db/client.ts";
import { countRow, idRow, queryOne, queryRows, intArray } from "#server/db/typed-sql.ts";
import type { ReadCache } from "./read-cache.ts";
import { orderBy, shufflePage } from "#server/search/sorting.ts";
import { keysAreDense, readShuffleShape } from "./shuffle-shape.ts";
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
  const view = await cache.view();
  const total = await view.get(`count:${request.countKey}`, async () => {
    const { n } = await queryOne(db, countRow, sql`select count(*)::int as n from products p where p.active and (${where})`);
    return n;
  });
  const totalPages = Math.ceil(total / limit);
  let ids: number[] = [];
  if ((page - 1) * limit < total) {
    const rows = await queryRows(
      db,
      idRow,
      sql`select p.id from products p where p.active and (${where}) order by ${orderBy(request.sort, request.seed)} limit ${limit} offset ${(page - 1) * limit}`,
    );
    ids = rows.map((r) => r.id);
  }
  return {
    products: await loadProductSummaries(db, ids),
    pagination: { page, limit, totalPages, totalProducts: total },
  };
}

const shuffledIdRow = z.object({ id: z.number().int(), shuffle_key: z.number().int() });

/**
 * sort=random over the whole catalogue through the shuffle keys (see shufflePage). Falls back to the
 * hash order when the keys are missing or not dense (a catalogue written before they existed).
 */
export async function shuffledList(db: Db, cache: ReadCache, request: Omit<ListRequest, "where" | "countKey" | "sort">): Promise<ProductList> {
  const view = await cache.view();
  const shape = await view.get("shuffle-shape", () => readShuffleShape(db));
  if (!keysAreDense(shape)) return pagedList(db, cache, { ...request, where: sql`true`, countKey: "all", sort: "random" });

  const { page, limit } = request;
  const keys = shufflePage(request.seed, shape.n, (page - 1) * limit, limit);
  let ids: number[] = [];
  if (keys.length > 0) {
    const rows = await queryRows(db, shuffledIdRow, sql`select id, shuffle_key from products where shuffle_key = any(${intArray(keys)})`);
    const idByKey = new Map(rows.map((r) => [r.shuffle_key, r.id]));
    ids = keys.map((k) => idByKey.get(k)).filter((id): id is number => id !== undefined);
  }
  return {
    products: await loadProductSummaries(db, ids),
    pagination: { page, limit, totalPages: Math.ceil(shape.n / limit), totalProducts: shape.n },
  };
}
