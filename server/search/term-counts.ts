/**
 * Hit counts of single-lexeme queries, counted while the index is built (search_term_counts).
 *
 * Search as you type starts with queries like `'pa':*` or `'ibuprof':*` that match thousands of products;
 * counting them per category at request time means visiting every hit. Here every document's lexemes are
 * turned into the keys of all the single-lexeme queries that match it (the lexeme itself, every prefix of it
 * as `'pre':*`, and both again per weight it carries), and each key is counted once per document and main
 * category. Only keys with many hits are kept: a rarer query is cheap to count live.
 *
 * A key is written exactly as PostgreSQL prints the tsquery (`'hust':*C`), so the search finds the counts
 * of its own tsquery by its text, whatever the stemmer made of the typed word.
 */

/** The vectors of search_documents a scope searches: doc (with weights for the name, substance and symptom scopes), company_doc, category_doc. */
export type CountedVector = "doc" | "company" | "category";

/** Weight labels a scope restricts doc queries to (A name and brand, B substances, C symptoms). */
const SCOPE_WEIGHTS = ["A", "B", "C"] as const;
/** A prefix query needs two characters (parseTerms), and a stem is never shorter than that in practice. */
const MIN_PREFIX = 2;

export type TermCountRow = { vector: CountedVector; query: string; main_category: string; count: number };
export type FirstHitsRow = { vector: CountedVector; query: string; product_ids: number[]; complete: boolean; bestseller_hits: number };

/**
 * One indexed document as the indexer reads it back: doc lexemes with their weights (`"hust C"`), and the
 * lexemes of the other two vectors. Documents are added in bestseller order, so a key's first documents are
 * its first hits by sales rank.
 */
export type IndexedTerms = { productId: number; mainCategory: string; doc: string[]; company: string[]; category: string[] };

function queryKeys(lexeme: string, weights: string): string[] {
  const keys: string[] = [];
  const labels = ["", ...SCOPE_WEIGHTS.filter((w) => weights.includes(w))];
  for (const label of labels) {
    keys.push(`'${lexeme}'${label ? `:${label}` : ""}`);
    for (let end = MIN_PREFIX; end <= lexeme.length; end++) keys.push(`'${lexeme.slice(0, end)}':*${label}`);
  }
  return keys;
}

/** A tsquery prints a lexeme with a quote or backslash escaped; search words never hold one, so such lexemes are skipped. */
const plainLexeme = (lexeme: string) => !/['\\]/.test(lexeme);

/**
 * Every key (`vector|query`) a document counts for, as the counter counts it: for keeping the counts of an
 * incremental update (server/search/indexer.ts, updateSearchDocuments) in step with a full build's.
 */
export function documentKeys(terms: Pick<IndexedTerms, "doc" | "company" | "category">, memo = new Map<string, string[]>()): Set<string> {
  const keys = new Set<string>();
  const add = (vector: CountedVector, lexeme: string, weights: string) => {
    if (!plainLexeme(lexeme)) return;
    // Documents of one call share most of their lexemes (memo): each lexeme's keys are spelled out once.
    const memoKey = `${vector}|${weights}|${lexeme}`;
    let lexemeKeys = memo.get(memoKey);
    if (!lexemeKeys) {
      lexemeKeys = queryKeys(lexeme, weights).map((query) => `${vector}|${query}`);
      memo.set(memoKey, lexemeKeys);
    }
    for (const key of lexemeKeys) keys.add(key);
  };
  for (const entry of terms.doc) {
    const space = entry.lastIndexOf(" ");
    add("doc", entry.slice(0, space), entry.slice(space + 1));
  }
  for (const lexeme of terms.company) add("company", lexeme, "");
  for (const lexeme of terms.category) add("category", lexeme, "");
  return keys;
}

/**
 * `firstHits`: how many of each key's first hits are remembered; `bestsellers`: how many of the first documents
 * count as best sellers (each key also counts its hits among them).
 */
export function createTermCounter({ firstHits = 0, bestsellers = 0 } = {}) {
  const keyIds = new Map<string, number>();
  const keys: { vector: CountedVector; query: string }[] = [];
  /** The key ids of one lexeme (with its weights) in one vector, computed once per distinct lexeme. */
  const memo = new Map<string, number[]>();
  const categoryIds = new Map<string, number>();
  /** counts[category][keyId] */
  const counts: number[][] = [];
  /** lastDocument[keyId]: the document that last counted this key, so a document counts each key once. */
  const lastDocument: number[] = [];
  /** first[keyId]: the product ids of the key's first documents, at most `firstHits`. */
  const first: number[][] = [];
  /** amongBestsellers[keyId]: the key's hits among the first `bestsellers` documents. */
  const amongBestsellers: number[] = [];
  let documents = 0;

  function idsOf(vector: CountedVector, lexeme: string, weights: string): number[] {
    const memoKey = `${vector}|${weights}|${lexeme}`;
    let ids = memo.get(memoKey);
    if (!ids) {
      ids = queryKeys(lexeme, weights).map((query) => {
        const key = `${vector}|${query}`;
        let id = keyIds.get(key);
        if (id === undefined) {
          id = keys.length;
          keyIds.set(key, id);
          keys.push({ vector, query });
          lastDocument.push(-1);
          first.push([]);
          amongBestsellers.push(0);
        }
        return id;
      });
      memo.set(memoKey, ids);
    }
    return ids;
  }

  function total(id: number): number {
    let sum = 0;
    for (const row of counts) sum += row[id] ?? 0;
    return sum;
  }

  return {
    add(terms: IndexedTerms) {
      const document = documents++;
      let category = categoryIds.get(terms.mainCategory);
      if (category === undefined) {
        category = counts.length;
        categoryIds.set(terms.mainCategory, category);
        counts.push([]);
      }
      const row = counts[category];
      const count = (ids: number[]) => {
        for (const id of ids) {
          if (lastDocument[id] === document) continue;
          lastDocument[id] = document;
          row[id] = (row[id] ?? 0) + 1;
          if (first[id].length < firstHits) first[id].push(terms.productId);
          if (document < bestsellers) amongBestsellers[id]++;
        }
      };
      for (const entry of terms.doc) {
        const space = entry.lastIndexOf(" ");
        const lexeme = entry.slice(0, space);
        if (plainLexeme(lexeme)) count(idsOf("doc", lexeme, entry.slice(space + 1)));
      }
      for (const lexeme of terms.company) if (plainLexeme(lexeme)) count(idsOf("company", lexeme, ""));
      for (const lexeme of terms.category) if (plainLexeme(lexeme)) count(idsOf("category", lexeme, ""));
    },

    /** The counts of every key with at least `minHits` hits over all categories. */
    rows(minHits: number): TermCountRow[] {
      const names = [...categoryIds.keys()];
      const rows: TermCountRow[] = [];
      keys.forEach((key, id) => {
        if (total(id) < minHits) return;
        counts.forEach((row, category) => {
          if (row[id]) rows.push({ ...key, main_category: names[category], count: row[id] });
        });
      });
      return rows;
    },

    /** The first hits (in the order documents were added) of every key with at least `minHits` hits. */
    firstHitRows(minHits: number): FirstHitsRow[] {
      const rows: FirstHitsRow[] = [];
      keys.forEach((key, id) => {
        const hits = total(id);
        if (hits >= minHits) rows.push({ ...key, product_ids: first[id], complete: first[id].length === hits, bestseller_hits: amongBestsellers[id] });
      });
      return rows;
    },
  };
}
