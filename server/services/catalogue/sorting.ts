import { TZDate } from "@date-fns/tz";
import { sql, type SQL } from "drizzle-orm";
import type { Sort } from "#contracts/catalogue.ts";

/** The default shuffle key: today's date in Zurich as yyyymmdd, so the order changes daily but not per page. */
export function defaultSeed(now: Date = new Date()): number {
  const zurich = new TZDate(now, "Europe/Zurich");
  return zurich.getFullYear() * 10_000 + (zurich.getMonth() + 1) * 100 + zurich.getDate();
}

/**
 * ORDER BY for a list over `products p`. Every order ends on p.id so that pages never overlap or skip.
 * random: a hash of (id, seed) is a stable permutation per seed; hashint8 exists in PostgreSQL and PGlite.
 */
export function orderBy(sort: Sort, seed: number): SQL {
  switch (sort) {
    case "name":
      return sql`p.sort_name, p.id`;
    case "price-asc":
      return sql`p.sort_price asc nulls last, p.id`;
    case "price-desc":
      return sql`p.sort_price desc nulls last, p.id`;
    case "bestseller":
      return sql`p.sales_rank, p.id`;
    case "random":
      return sql`hashint8(p.id::bigint * 2654435761 + ${seed}::bigint), p.id`;
  }
}
