import { sql, type SQL } from "drizzle-orm";
import { zurichDay } from "#contracts/calendar.ts";
import type { Sort } from "#contracts/catalogue.ts";

/** The default shuffle key: today's date in Zurich as yyyymmdd, so the order changes daily but not per page. */
export function defaultSeed(now: Date = new Date()): number {
  const { year, month, day } = zurichDay(now);
  return year * 10_000 + month * 100 + day;
}

/** The columns an order reads: the catalogue's `products p` or the search's copies in `search_documents d`. */
export type SortColumns = { id: SQL; name: SQL; price: SQL; rank: SQL };

const productColumns: SortColumns = { id: sql`p.id`, name: sql`p.sort_name`, price: sql`p.sort_price`, rank: sql`p.sales_rank` };

/**
 * ORDER BY for one of the five sorts over the given columns. Every order ends on the id so that pages never
 * overlap or skip. random: a hash of (id, seed) is a stable permutation per seed; hashint8 exists in
 * PostgreSQL and PGlite. Search and catalogue lists share it, so a seed shuffles both the same way.
 */
export function sortOrder(sort: Sort, seed: number, c: SortColumns): SQL {
  switch (sort) {
    case "name":
      return sql`${c.name}, ${c.id}`;
    case "price-asc":
      return sql`${c.price} asc nulls last, ${c.id}`;
    case "price-desc":
      return sql`${c.price} desc nulls last, ${c.id}`;
    case "bestseller":
      return sql`${c.rank}, ${c.id}`;
    case "random":
      return sql`hashint8(${c.id}::bigint * 2654435761 + ${seed}::bigint), ${c.id}`;
  }
}

/** ORDER BY for a list over `products p`. */
export const orderBy = (sort: Sort, seed: number): SQL => sortOrder(sort, seed, productColumns);

/** 32-bit mix of the seed (murmur3 finaliser): spreads neighbouring seeds far apart. */
function mix(value: number): number {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The shuffle keys at positions [from, from + count) of the seed's order over n products with dense
 * keys 0..n-1: position q holds key (start + q · step) mod n with step coprime to n, so every seed gives
 * a different permutation and every page is `count` index look-ups, however deep.
 */
export function shufflePage(seed: number, n: number, from: number, count: number): number[] {
  if (n <= 0) return [];
  const start = mix(seed) % n;
  let step = Math.max(1, Math.floor(n / 3) + (mix(seed ^ 0x2545f491) % Math.max(1, Math.floor(n / 3))));
  while (gcd(step, n) !== 1) step++;
  const keys: number[] = [];
  for (let q = from; q < Math.min(n, from + count); q++) keys.push((start + ((q * step) % n)) % n);
  return keys;
}
