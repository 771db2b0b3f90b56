import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { TextMatch } from "./conditions.ts";
import type { IndexCacheScope } from "./count-cache.ts";

/*
 * One page of a broad search in relevance order without ranking every hit (docs/decisions/005-search.md):
 * the first keystrokes match tens of thousands of products, but a page needs 5 or 20 of them.
 */

/** A broad tier's page is first looked for among this many bestsellers (see tierRows). */
const WALK_ROWS = 2000;
/** Names and brands starting with a phrase that make its leading tier worth a walk (see manyLead). */
const DENSE_LEAD = 500;
/** Pages ending past this hit of a tier are read through its indexes. */
const WALK_MAX_HITS = 100;

const and = (parts: SQL[]) => sql.join(parts, sql` and `);
const ids = (rows: unknown[]) => (rows as { product_id: number }[]).map((r) => r.product_id);

/**
 * Reads `limit` hits of one tier from `offset` on, in bestseller order. A broad tier is found fastest by
 * walking down the bestsellers (the index table is stored in that order) and keeping what matches; the
 * walk is bounded, and a tier too sparse to fill the page within it is read through its indexes instead.
 */
async function tierRows(db: Db, where: SQL, offset: number, limit: number, walk: boolean): Promise<number[]> {
  if (walk && offset + limit <= WALK_MAX_HITS) {
    const walked = await db.execute(
      sql`select d.product_id from (select * from search_documents order by sales_rank, product_id limit ${WALK_ROWS}) d
          where ${where} order by d.sales_rank, d.product_id limit ${limit} offset ${offset}`,
    );
    if (walked.rows.length === limit) return ids(walked.rows);
  }
  // Sparse near the top: all its hits are read through the text index and sorted. `+ 0` keeps the planner
  // from walking the bestseller index instead, which it estimates cheap and which here reads tens of
  // thousands of rows.
  const result = await db.execute(
    sql`select d.product_id from search_documents d where ${where} order by d.sales_rank + 0, d.product_id limit ${limit} offset ${offset}`,
  );
  return ids(result.rows);
}

/**
 * Exact name or brand hits in bestseller order: two ordered range reads of the (key, sales_rank) indexes,
 * merged. A brand's own name can match thousands of products.
 */
async function exactRows(db: Db, phrase: string, where: SQL, offset: number, limit: number): Promise<number[]> {
  const each = offset + limit;
  // The planner takes a brand and its own name in the text index for independent and would intersect both
  // indexes, then sort thousands of rows; hidden in coalesce, the other conditions become a mere filter.
  const filter = sql`coalesce((${where}), false)`;
  const result = await db.execute(sql`
    select x.product_id from (
      (select d.product_id, d.sales_rank from search_documents d where d.name_key = ${phrase} and ${filter}
       order by d.sales_rank, d.product_id limit ${each})
      union
      (select d.product_id, d.sales_rank from search_documents d where d.brand_key = ${phrase} and ${filter}
       order by d.sales_rank, d.product_id limit ${each})
    ) x order by x.sales_rank, x.product_id limit ${limit} offset ${offset}`);
  return ids(result.rows);
}

/**
 * Whether many names or brands start with the phrase: then the leading tier is dense among the bestsellers
 * and a walk finds it; otherwise reading its few rows through the key indexes is cheaper than a walk that
 * fails. Two index-only range reads, each stopping at the threshold.
 */
async function manyLead(db: Db, phrase: string): Promise<boolean> {
  const pattern = `${phrase}%`;
  const result = await db.execute(sql`
    select (select count(*) from (select 1 from search_documents where name_key like ${pattern} limit ${DENSE_LEAD}) n)
         + (select count(*) from (select 1 from search_documents where brand_key like ${pattern} limit ${DENSE_LEAD}) b) as n`);
  return Number((result.rows[0] as { n: number | string }).n) >= DENSE_LEAD;
}

/**
 * One page of a broad search in relevance order, read tier by tier, each in bestseller order: the
 * pharmacode's products, exact name or brand hits, leading name or brand hits, other name or brand hits,
 * the rest. A page costs about its own rows, not the whole result. Only a page that starts past a tier
 * counts that tier (cached).
 */
export async function tieredPage(
  db: Db,
  match: TextMatch,
  phrase: string,
  filters: SQL[],
  offset: number,
  limit: number,
  cached: IndexCacheScope,
  key: string,
): Promise<number[]> {
  type Tier = { rank: SQL | null; read: (where: SQL, skip: number, n: number) => Promise<number[]> };
  const walk = (where: SQL, skip: number, n: number) => tierRows(db, where, skip, n, true);
  const candidates: Tier[] = [
    // A handful of rows, through the pharmacode's own look-up.
    { rank: match.pharmacodeHit, read: (where, skip, n) => tierRows(db, where, skip, n, false) },
    // The exact tier's own condition is applied by exactRows through the indexes.
    { rank: match.exact, read: (where, skip, n) => exactRows(db, phrase, where, skip, n) },
    { rank: match.leading, read: async (where, skip, n) => tierRows(db, where, skip, n, await manyLead(db, phrase)) },
    { rank: match.nameOrBrand, read: walk },
  ];
  const ranked = candidates.filter((tier) => tier.rank !== null);
  const tiers = [...ranked, { rank: null, read: walk }].map((tier, i) => {
    const higher = ranked.slice(0, i).map((r) => r.rank as SQL);
    const outside = higher.length > 0 ? [sql`not (${sql.join(higher, sql` or `)})`] : [];
    const own = tier.rank && tier.rank !== match.exact ? [tier.rank] : [];
    return {
      read: (skip: number, n: number) => tier.read(and([...filters, ...own, ...outside]), skip, n),
      count: () => and([...filters, ...(tier.rank ? [tier.rank] : []), ...outside]),
    };
  });
  const page: number[] = [];
  let skip = offset;
  for (let i = 0; i < tiers.length && page.length < limit; i++) {
    const tier = tiers[i];
    if (skip > 0 && i < tiers.length - 1) {
      const size = await cached.get(`tier:${key}:${i}`, async () => {
        const result = await db.execute(sql`select count(*)::int as n from search_documents d where ${tier.count()}`);
        return (result.rows[0] as { n: number }).n;
      });
      if (skip >= size) {
        skip -= size;
        continue;
      }
    }
    page.push(...(await tier.read(skip, limit - page.length)));
    // The page continues at the start of the next tier.
    skip = 0;
  }
  return page;
}
