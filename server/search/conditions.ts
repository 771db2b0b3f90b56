import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { SearchScope } from "#contracts/catalogue.ts";
import type { SearchSort } from "#contracts/search-queries.ts";
import { sortOrder, type SortColumns } from "./sorting.ts";
import { tsqueryText, type ParsedTerms, type QueryWord, type WeightLabel } from "./query.ts";
import type { CountedVector } from "./term-counts.ts";
import { intArray } from "#server/db/typed-sql.ts";

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
    // Mostly the stem is a prefix of the unstemmed word, so the stem finds all the word finds: then one
    // operand, which the planner estimates well and whose counts were kept. PostgreSQL 15 leaves ae/oe/ue
    // alone; PostgreSQL 18 stems them as umlauts and drops the dots (`kraeutergarten` to `krautergart`),
    // and so it also stems the catalogue's words, whichever way they were spelt: there the stem is a prefix
    // of the typed word read with plain vowels.
    if (words.length === 1) {
      const lexeme = (query: SQL) => sql`split_part((${query})::text, chr(39), 2)`;
      const typed = lexeme(simpleLast);
      const plain = sql`replace(replace(replace(${typed}, 'ae', 'a'), 'oe', 'o'), 'ue', 'u')`;
      return sql`(case when numnode(${german}) = 1 and numnode(${simpleLast}) = 1
        and (starts_with(${typed}, ${lexeme(german)}) or starts_with(${plain}, ${lexeme(german)}))
        then ${german} else ${german} || ${simpleLast} end)`;
    }
    return sql`(${german} || (to_tsquery('german', ${tsqueryText(words.slice(0, -1), weight)}) && ${simpleLast}))`;
  }
  return sql`(case when numnode(${german}) = 0 then ${simple} else ${german} end)`;
}

/** The vector a scope searches and the weight its query is restricted to. */
function scopeTarget(scope: SearchScope): { vector: SQL; counted: CountedVector; weight: WeightLabel } {
  switch (scope) {
    case "default":
      return { vector: sql`d.doc`, counted: "doc", weight: "" };
    case "name":
      return { vector: sql`d.doc`, counted: "doc", weight: "A" };
    case "substance":
      return { vector: sql`d.doc`, counted: "doc", weight: "B" };
    case "symptom":
      return { vector: sql`d.doc`, counted: "doc", weight: "C" };
    case "company":
      return { vector: sql`d.company_doc`, counted: "company", weight: "" };
    case "category":
      return { vector: sql`d.category_doc`, counted: "category", weight: "" };
  }
}

export type TextMatch = {
  /** WHERE condition: the words match (or, in the default scope, the pharmacode names one of the products). */
  where: SQL;
  /** ORDER BY for relevance: pharmacode hit, exact name or brand, leading name or brand, ts_rank, bestseller. */
  relevance: SQL;
  /** Name or brand starts with the words (null without words): the first tier of a broad search. */
  leading: SQL | null;
  /** One of the products the pharmacode names (null without one): ranks first of all. */
  pharmacodeHit: SQL | null;
  /** Name or brand holds the words anywhere (default scope only; null otherwise): ranks above the other fields. */
  nameOrBrand: SQL | null;
  /** Name or brand equals the words (null without words): ranks first inside the leading tier. */
  exact: SQL | null;
  /** The vector and tsquery text of the words, for looking up counts kept at indexing time (null without words). */
  counted: { vector: CountedVector; query: string } | null;
};

/** The tsqueries of a search as PostgreSQL prints them: the words in the scope, and in name and brand (default scope). */
export type ResolvedQueries = { main: string; nameOrBrand: string | null };

/**
 * Builds the search's tsqueries once, in one round trip, and answers their text. Every later statement
 * carries them as constants (`$1::tsquery`): to_tsquery is only STABLE, so written into a filter it would be
 * parsed and stemmed again for every row a walk or a recheck visits.
 */
/** SQL for the text of the search's tsqueries (see resolveQueries), and the vector they run on. */
export function queryTexts(terms: ParsedTerms, scope: SearchScope): { main: SQL; nameOrBrand: SQL; vector: CountedVector } {
  const { weight, counted } = scopeTarget(scope);
  return {
    main: sql`(${tsquery(terms.words, weight)})::text`,
    nameOrBrand: scope === "default" ? sql`(${tsquery(terms.words, "A")})::text` : sql`null::text`,
    vector: counted,
  };
}

export async function resolveQueries(db: Pick<Db, "execute">, terms: ParsedTerms, scope: SearchScope): Promise<ResolvedQueries | null> {
  if (terms.words.length === 0) return null;
  const texts = queryTexts(terms, scope);
  const result = await db.execute(sql`select ${texts.main} as main, ${texts.nameOrBrand} as name_or_brand`);
  const row = result.rows[0] as { main: string; name_or_brand: string | null };
  return { main: row.main, nameOrBrand: row.name_or_brand };
}

/** A text[] parameter (one array literal; the names hold letters, digits and single spaces only, see parseTerms). */
export const textArray = (texts: string[]) => sql`${`{${texts.map((t) => `"${t}"`).join(",")}}`}::text[]`;

export function textMatch(terms: ParsedTerms, scope: SearchScope, pharmacodeProductIds: number[], resolved: ResolvedQueries | null): TextMatch {
  const byPharmacode = pharmacodeProductIds.length > 0 ? sql`d.product_id = any(${intArray(pharmacodeProductIds)})` : null;
  if (terms.words.length === 0 || resolved === null) {
    const where = byPharmacode ?? sql`false`;
    return { where, relevance: sql`d.sales_rank, d.product_id`, pharmacodeHit: byPharmacode, leading: null, nameOrBrand: null, exact: null, counted: null };
  }
  const { vector, counted } = scopeTarget(scope);
  const query = sql`${resolved.main}::tsquery`;
  const matches = sql`${vector} @@ ${query}`;
  const phrase = terms.phrase;
  const exact = sql`(d.name_key = any(${textArray(terms.exactNames)}) or d.brand_key = ${phrase})`;
  // The phrase holds letters, digits and single spaces only (parseTerms), so it has no LIKE wildcard to escape.
  const leading = sql`(d.name_key like ${`${phrase}%`} or d.brand_key like ${`${phrase}%`})`;
  // A last letter still being typed is searched as a word ("Vitamin C"), and names or brands that start with the
  // typed text are hits too ("Scuol S" on the way to "Scuol Sirup"): two key-index ranges instead of reading
  // every word that starts with the letter. An empty search asks again with the letter as a prefix.
  const openLetter = terms.openLetter === true && scope === "default";
  const relevance = sql.join(
    [
      ...(byPharmacode ? [sql`(${byPharmacode}) desc`] : []),
      sql`${exact} desc`,
      sql`${leading} desc`,
      sql`ts_rank(${vector}, ${query}) desc`,
      sql`d.sales_rank, d.product_id`,
    ],
    sql`, `,
  );
  return {
    where: sql`(${sql.join([matches, ...(openLetter ? [leading] : []), ...(byPharmacode ? [byPharmacode] : [])], sql` or `)})`,
    relevance,
    pharmacodeHit: byPharmacode,
    leading,
    nameOrBrand: resolved.nameOrBrand === null ? null : sql`${vector} @@ ${resolved.nameOrBrand}::tsquery`,
    exact,
    counted: { vector: counted, query: resolved.main },
  };
}

const documentColumns: SortColumns = { id: sql`d.product_id`, name: sql`d.sort_name`, price: sql`d.sort_price`, rank: sql`d.sales_rank` };

/** ORDER BY of a search page: relevance, or the catalogue's five sorts over the search table's copies. */
export function searchOrder(sort: SearchSort, seed: number, relevance: SQL): SQL {
  return sort === "relevance" ? relevance : sortOrder(sort, seed, documentColumns);
}
