import { sql, type SQL } from "drizzle-orm";
import type { SearchScope } from "#contracts/catalogue.ts";
import type { SearchSort } from "#contracts/search-queries.ts";
import { sortOrder, type SortColumns } from "#server/services/catalogue/sorting.ts";
import { tsqueryText, type ParsedTerms, type QueryWord, type WeightLabel } from "./query.ts";

/*
 * SQL over `search_documents d` for one search. Only lexemes from parseTerms (letters and digits) and
 * bound parameters reach the database; no text of the shopper is ever spliced into SQL.
 */

/**
 * The tsquery of the words, German-stemmed. A prefix needs no second, unstemmed query: the index holds
 * the unstemmed words too, and the stem of a typed prefix is a prefix of it, so `'stem':*` reaches every
 * word that starts with what was typed. Two exceptions: PostgreSQL 18 (PGlite) reads ae/oe/ue as umlauts
 * and stems `bae` to `ba`, and a text of stop words only (`die`, `und`) has no German lexeme at all; those
 * fall back to the unstemmed (simple) query. Keeping the common case a single query also keeps the
 * planner's row estimate close (an OR of two prefixes is estimated at about twice the hits, which tipped
 * plans over to sequential scans).
 */
export function tsquery(words: QueryWord[], weight: WeightLabel = ""): SQL {
  const text = tsqueryText(words, weight);
  const german = sql`to_tsquery('german', ${text})`;
  const simple = sql`to_tsquery('simple', ${text})`;
  const last = words[words.length - 1];
  if (last.prefix && last.variants.some((v) => /ae|oe|ue/.test(v))) {
    const simpleLast = sql`to_tsquery('simple', ${tsqueryText([last], weight)})`;
    if (words.length === 1) return sql`(${german} || ${simpleLast})`;
    return sql`(${german} || (to_tsquery('german', ${tsqueryText(words.slice(0, -1), weight)}) && ${simpleLast}))`;
  }
  return sql`(case when numnode(${german}) = 0 then ${simple} else ${german} end)`;
}

/** The vector a scope searches and the weight its query is restricted to. */
function scopeTarget(scope: SearchScope): { vector: SQL; weight: WeightLabel } {
  switch (scope) {
    case "default":
      return { vector: sql`d.doc`, weight: "" };
    case "name":
      return { vector: sql`d.doc`, weight: "A" };
    case "substance":
      return { vector: sql`d.doc`, weight: "B" };
    case "symptom":
      return { vector: sql`d.doc`, weight: "C" };
    case "company":
      return { vector: sql`d.company_doc`, weight: "" };
    case "category":
      return { vector: sql`d.category_doc`, weight: "" };
  }
}

export type TextMatch = {
  /** WHERE condition: the words match (or, in the default scope, the pharmacode names one of the products). */
  where: SQL;
  /** ORDER BY for relevance: pharmacode hit, exact name or brand, leading name or brand, ts_rank, bestseller. */
  relevance: SQL;
  /** Name or brand starts with the words (null without words): the first tier of a broad search. */
  leading: SQL | null;
  /** ORDER BY inside that tier: exact name or brand first, then bestseller. */
  leadingOrder: SQL;
};

const idArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;

export function textMatch(terms: ParsedTerms, scope: SearchScope, pharmacodeProductIds: number[]): TextMatch {
  const byPharmacode = pharmacodeProductIds.length > 0 ? sql`d.product_id = any(${idArray(pharmacodeProductIds)})` : null;
  if (terms.words.length === 0) {
    const where = byPharmacode ?? sql`false`;
    return { where, relevance: sql`d.sales_rank, d.product_id`, leading: null, leadingOrder: sql`d.sales_rank, d.product_id` };
  }
  const { vector, weight } = scopeTarget(scope);
  const query = tsquery(terms.words, weight);
  const matches = sql`${vector} @@ ${query}`;
  const phrase = terms.phrase;
  const exact = sql`(d.name_key = ${phrase} or d.brand_key = ${phrase}) desc`;
  // The phrase holds letters, digits and single spaces only (parseTerms), so it has no LIKE wildcard to escape.
  const leading = sql`(d.name_key like ${`${phrase}%`} or d.brand_key like ${`${phrase}%`})`;
  const relevance = sql.join(
    [
      ...(byPharmacode ? [sql`(${byPharmacode}) desc`] : []),
      exact,
      sql`${leading} desc`,
      sql`ts_rank(${vector}, ${query}) desc`,
      sql`d.sales_rank, d.product_id`,
    ],
    sql`, `,
  );
  return {
    where: byPharmacode ? sql`(${matches} or ${byPharmacode})` : matches,
    relevance,
    leading,
    leadingOrder: sql`${exact}, d.sales_rank, d.product_id`,
  };
}

const documentColumns: SortColumns = { id: sql`d.product_id`, name: sql`d.sort_name`, price: sql`d.sort_price`, rank: sql`d.sales_rank` };

/** ORDER BY of a search page: relevance, or the catalogue's five sorts over the search table's copies. */
export function searchOrder(sort: SearchSort, seed: number, relevance: SQL): SQL {
  return sort === "relevance" ? relevance : sortOrder(sort, seed, documentColumns);
}
