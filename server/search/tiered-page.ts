import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { textArray, type TextMatch } from "./conditions.ts";
import { intArray } from "#server/db/typed-sql.ts";
import type { IndexCacheScope } from "./count-cache.ts";

/*
 * One page of a broad search in relevance order without ranking every hit (docs/decisions/005-search.md):
 * the first keystrokes match tens of thousands of products, but a page needs 5 or 20 of them.
 */

/** A broad tier's page is first looked for among this many bestsellers (see tierRows). */
export const WALK_ROWS = 2000;
/** Names and brands starting with a phrase that make its leading tier worth a walk (see manyLeadSql). */
const DENSE_LEAD = 500;
/** Pages ending past this hit of a tier are read through its indexes. */
const WALK_MAX_HITS = 100;
/** A tier is first looked for among this many (or four times the hits a page needs) of its query's first hits. */
const FEW_FIRST_HITS = 40;

/**
 * The first hits of a single-lexeme query in bestseller order, kept at indexing time (search_term_first_hits):
 * whether they are all its hits, and how many of its hits are among the WALK_ROWS best sellers.
 */
export type FirstHits = { ids: number[]; complete: boolean; bestsellerHits: number };

/**
 * What tieredPage pages through: the text match, the typed phrase, the other conditions (filters), the kept
 * first hits of the search's query and of its query on names and brands (default scope), and whether many
 * names or brands start with the phrase (manyLeadSql).
 */
export type TieredSearch = {
  match: TextMatch;
  phrase: string;
  /** The names that count as exact (ParsedTerms.exactNames). */
  exactNames: string[];
  filters: SQL[];
  firstHits: { main: FirstHits | null; nameOrBrand: FirstHits | null };
  manyLead: boolean;
};

const and = (parts: SQL[]) => sql.join(parts, sql` and `);
const ids = (rows: unknown[]) => (rows as { product_id: number }[]).map((r) => r.product_id);

/**
 * Reads `limit` hits of one tier from `offset` on, in bestseller order, the cheapest way that answers:
 * 1. Walking down the best sellers (the index table is stored in that order, and these pages are the most
 *    read, so usually cached) and keeping what matches; the walk stops at the page. Skipped when the tier's
 *    query has too few hits among the walked rows to fill it.
 * 2. Among the kept first hits of the tier's query (firstHitRows): a tier rare among the catalogue's best
 *    sellers but not among its query's hits (a symptom, names with a word starting with `ka`). These rows are
 *    scattered over the table, so this comes second.
 * 3. All its hits through the text index, sorted.
 * A tier known to be small (`broad` false) goes straight to 3.
 */
async function tierRows(db: Db, where: SQL, offset: number, limit: number, broad: boolean, firstHits: FirstHits | null = null): Promise<number[]> {
  const needed = offset + limit;
  if (broad && needed <= WALK_MAX_HITS && (firstHits === null || firstHits.bestsellerHits >= needed)) {
    const walked = await db.execute(
      sql`select d.product_id from (select * from search_documents order by sales_rank, product_id limit ${WALK_ROWS}) d
          where ${where} order by d.sales_rank, d.product_id limit ${limit} offset ${offset}`,
    );
    if (walked.rows.length === limit) return ids(walked.rows);
  }
  if (broad) {
    const listed = await firstHitRows(db, firstHits, where, offset, limit);
    if (listed) return listed;
  }
  // `+ 0` keeps the planner from walking the bestseller index instead, which it estimates cheap and which
  // here reads tens of thousands of rows.
  const result = await db.execute(
    sql`select d.product_id from search_documents d where ${where} order by d.sales_rank + 0, d.product_id limit ${limit} offset ${offset}`,
  );
  return ids(result.rows);
}

/**
 * Reads `limit` hits of one tier from `offset` on among the first hits of a query whose hits hold the tier's:
 * every hit of the tier up to the last of them is among them, so when they fill the page, it is the tier's
 * page (and when they are all the query's hits, whatever they give is). Null when they cannot answer. The
 * first few usually suffice and cost a fraction of all of them.
 */
async function firstHitRows(db: Db, firstHits: FirstHits | null, where: SQL, offset: number, limit: number): Promise<number[] | null> {
  if (firstHits === null) return null;
  const needed = offset + limit;
  const few = Math.max(FEW_FIRST_HITS, 4 * needed);
  for (const size of few < firstHits.ids.length ? [few, firstHits.ids.length] : [firstHits.ids.length]) {
    const all = size === firstHits.ids.length && firstHits.complete;
    if (size < needed && !all) return null;
    const result = await db.execute(
      sql`select d.product_id from search_documents d where d.product_id = any(${intArray(firstHits.ids.slice(0, size))}) and ${where}
          order by d.sales_rank, d.product_id limit ${limit} offset ${offset}`,
    );
    if (result.rows.length === limit || all) return ids(result.rows);
  }
  return null;
}

/**
 * Exact name or brand hits in bestseller order: two ordered range reads of the (key, sales_rank) indexes,
 * merged. A brand's own name can match thousands of products.
 */
async function exactRows(db: Db, phrase: string, exactNames: string[], where: SQL, offset: number, limit: number): Promise<number[]> {
  const each = offset + limit;
  // The planner takes a brand and its own name in the text index for independent and would intersect both
  // indexes, then sort thousands of rows; hidden in coalesce, the other conditions become a mere filter.
  const filter = sql`coalesce((${where}), false)`;
  const result = await db.execute(sql`
    select x.product_id from (
      (select d.product_id, d.sales_rank from search_documents d where d.name_key = any(${textArray(exactNames)}) and ${filter}
       order by d.sales_rank, d.product_id limit ${each})
      union
      (select d.product_id, d.sales_rank from search_documents d where d.brand_key = ${phrase} and ${filter}
       order by d.sales_rank, d.product_id limit ${each})
    ) x order by x.sales_rank, x.product_id limit ${limit} offset ${offset}`);
  return ids(result.rows);
}

/**
 * SQL answering whether many names or brands start with the phrase: then the leading tier is dense among the
 * bestsellers and a walk finds it; otherwise reading its few rows through the key indexes is cheaper than a
 * walk that fails. Two index-only range reads, each stopping at the threshold; the search asks it in its
 * first round trip (services/search.ts), so a tiered page does not wait for it.
 */
export function manyLeadSql(phrase: string): SQL {
  const pattern = `${phrase}%`;
  return sql`((select count(*) from (select 1 from search_documents where name_key like ${pattern} limit ${DENSE_LEAD}) n)
    + (select count(*) from (select 1 from search_documents where brand_key like ${pattern} limit ${DENSE_LEAD}) b) >= ${DENSE_LEAD})`;
}

/**
 * One page of a broad search in relevance order, read tier by tier, each in bestseller order: the
 * pharmacode's products, exact name or brand hits, leading name or brand hits, other name or brand hits,
 * the rest. A page costs about its own rows, not the whole result. Only a page that starts past a tier
 * counts that tier (cached).
 */
export async function tieredPage(db: Db, search: TieredSearch, offset: number, limit: number, cached: IndexCacheScope, key: string): Promise<number[]> {
  const { match, phrase, exactNames, filters, firstHits, manyLead } = search;
  type Tier = { rank: SQL | null; read: (where: SQL, skip: number, n: number) => Promise<number[]> };
  // A tier's hits are among its query's: leading and other name or brand hits among the names' and brands'
  // (default scope), the rest among the search's.
  const broad = (list: FirstHits | null) => (where: SQL, skip: number, n: number) => tierRows(db, where, skip, n, true, list);
  const nameOrBrandHits = match.nameOrBrand ? firstHits.nameOrBrand : firstHits.main;
  const candidates: Tier[] = [
    // A handful of rows, through the pharmacode's own look-up.
    { rank: match.pharmacodeHit, read: (where, skip, n) => tierRows(db, where, skip, n, false) },
    // The exact tier's own condition is applied by exactRows through the indexes.
    { rank: match.exact, read: (where, skip, n) => exactRows(db, phrase, exactNames, where, skip, n) },
    // Few leading hits are read through the key indexes.
    { rank: match.leading, read: (where, skip, n) => (manyLead ? broad(nameOrBrandHits)(where, skip, n) : tierRows(db, where, skip, n, false)) },
    { rank: match.nameOrBrand, read: broad(nameOrBrandHits) },
  ];
  const ranked = candidates.filter((tier) => tier.rank !== null);
  const tiers = [...ranked, { rank: null, read: broad(firstHits.main) }].map((tier, i) => {
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
