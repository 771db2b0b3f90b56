import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { SEARCH_INDEX_VERSION_KEY } from "./count-cache.ts";
import { companyKey, foldSearchText, indexText, rawWords, searchTokens } from "./fold.ts";
import { WALK_ROWS } from "./tiered-page.ts";
import { createTermCounter, type FirstHitsRow, type IndexedTerms, type TermCountRow } from "./term-counts.ts";

const BATCH_SIZE = 2000;
/**
 * Queries with at least this many hits keep their counts (search_term_counts); fewer are counted live, which
 * takes about a millisecond. Bounds the table on a large vocabulary.
 */
export const KEEP_COUNTS_FROM = 100;
/**
 * How many first hits (by sales rank) each kept query remembers (search_term_first_hits): enough for the
 * cached pages of a tier that is a fifth of the query's hits; a sparser tier is read through the text index.
 */
export const FIRST_HITS_KEPT = 200;
/** Renewed when the index gains tables or columns an older build lacks: main.ts rebuilds an index of an older format at start. */
export const SEARCH_INDEX_FORMAT = 4;
/** Shorter words make poor suggestions ("mg", "ml", "zur") and crowd the trigram index. */
const MIN_SUGGESTION_LENGTH = 4;

type CatalogueRow = {
  id: number;
  name: string;
  brand: string;
  company: string;
  main_category: string;
  sort_name: string;
  sort_price: number | null;
  sales_rank: number;
  substances: string[];
  symptoms: string[];
  categories: string[];
  pack_sizes: string[];
};

type IndexRow = {
  id: number;
  a: string;
  b: string;
  c: string;
  co: string;
  cat: string;
  name_key: string;
  brand_key: string;
  main_category: string;
  company_key: string;
  sort_name: string;
  sort_price: number | null;
  sales_rank: number;
};

type Executor = Pick<Db, "execute">;

/**
 * Catalogue rows in bestseller order (sales_rank is unique), so the index table is written in that order:
 * a walk down the bestseller index then reads neighbouring rows from the same pages, which is how a broad
 * search reads its first page (services/search.ts).
 */
const readBatch = (db: Executor, afterRank: number) =>
  db.execute(sql`
    select p.id, p.name, b.name as brand, co.name as company, mc.name_en as main_category,
      p.sort_name, p.sort_price, p.sales_rank,
      array(select s.name from product_substances ps join substances s on s.id = ps.substance_id
            where ps.product_id = p.id order by ps.position) as substances,
      array(select sy.word from product_symptoms psy join symptoms sy on sy.id = psy.symptom_id
            where psy.product_id = p.id) as symptoms,
      array(select concat_ws(' ', c.name_en, c.name_de, sc.name_en, sc.name_de)
            from product_categories pc join categories c on c.id = pc.category_id
            left join subcategories sc on sc.id = pc.subcategory_id
            where pc.product_id = p.id) as categories,
      array(select a.pack_size from articles a where a.product_id = p.id and a.active order by a.position) as pack_sizes
    from products p
    join brands b on b.id = p.brand_id
    join companies co on co.id = p.company_id
    join categories mc on mc.id = p.main_category_id
    where p.sales_rank > ${afterRank} and p.active
    order by p.sales_rank
    limit ${BATCH_SIZE}`);

function toIndexRow(row: CatalogueRow): IndexRow {
  return {
    id: row.id,
    // The pack sizes belong to the name on the box ("… Brausetabletten 10 Stk", an article's description).
    a: indexText(`${row.name} ${row.brand} ${row.pack_sizes.join(" ")}`),
    b: indexText(row.substances.join(" ")),
    c: indexText(row.symptoms.join(" ")),
    co: indexText(row.company),
    cat: indexText(row.categories.join(" ")),
    name_key: searchTokens(row.name).join(" "),
    brand_key: searchTokens(row.brand).join(" "),
    main_category: row.main_category,
    company_key: companyKey(row.company),
    sort_name: row.sort_name,
    sort_price: row.sort_price,
    sales_rank: row.sales_rank,
  };
}

// German stems for matching whole words, plus the unstemmed words so that a typed prefix always finds
// its word (the stem of a prefix can be longer than the stem of the whole word: homöopathis/homöopathisch).
const vector = (column: string) => sql.raw(`(to_tsvector('german', r.${column}) || to_tsvector('simple', r.${column}))`);

type InsertedRow = { product_id: number; sales_rank: number; main_category: string; doc_terms: string[]; company_terms: string[]; category_terms: string[] };

/** Inserts the documents and answers their lexemes (with weights), for the term counts. */
const insertBatch = (db: Executor, rows: IndexRow[]) =>
  db.execute<InsertedRow>(sql`
    insert into search_documents (product_id, doc, company_doc, category_doc, name_key, brand_key, main_category,
      company_key, sort_name, sort_price, sales_rank)
    select r.id,
      setweight(${vector("a")}, 'A') || setweight(${vector("b")}, 'B') || setweight(${vector("c")}, 'C')
        || setweight(${vector("co")} || ${vector("cat")}, 'D'),
      ${vector("co")}, ${vector("cat")},
      r.name_key, r.brand_key, r.main_category, r.company_key, r.sort_name, r.sort_price, r.sales_rank
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id int, a text, b text, c text, co text, cat text,
      name_key text, brand_key text, main_category text, company_key text, sort_name text, sort_price int, sales_rank int)
    returning product_id, sales_rank, main_category,
      array(select u.lexeme || ' ' || array_to_string(u.weights, '') from unnest(doc) u) as doc_terms,
      tsvector_to_array(company_doc) as company_terms, tsvector_to_array(category_doc) as category_terms`);

const toTerms = (row: InsertedRow): IndexedTerms => ({
  productId: row.product_id,
  mainCategory: row.main_category,
  doc: row.doc_terms,
  company: row.company_terms,
  category: row.category_terms,
});

/** Counts each catalogue word once per product and remembers its most frequent spelling. */
function createVocabulary() {
  const words = new Map<string, { frequency: number; spellings: Map<string, number> }>();
  return {
    add(texts: string[]) {
      const seen = new Set<string>();
      for (const word of texts.flatMap(rawWords)) {
        if (word.length < MIN_SUGGESTION_LENGTH || /\d/.test(word)) continue;
        const key = foldSearchText(word);
        let entry = words.get(key);
        if (!entry) {
          entry = { frequency: 0, spellings: new Map() };
          words.set(key, entry);
        }
        entry.spellings.set(word, (entry.spellings.get(word) ?? 0) + 1);
        if (!seen.has(key)) {
          seen.add(key);
          entry.frequency++;
        }
      }
    },
    rows() {
      return [...words].map(([word, { frequency, spellings }]) => ({
        word,
        display: [...spellings].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0][0],
        frequency,
      }));
    },
  };
}

const insertWords = (db: Executor, rows: { word: string; display: string; frequency: number }[]) =>
  db.execute(sql`
    insert into search_words (word, display, frequency)
    select r.word, r.display, r.frequency
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(word text, display text, frequency int)`);

const insertFirstHits = (db: Executor, rows: FirstHitsRow[]) =>
  db.execute(sql`
    insert into search_term_first_hits (vector, query, product_ids, complete, bestseller_hits)
    select r.vector, r.query, r.product_ids::int[], r.complete, r.bestseller_hits
    from jsonb_to_recordset(${JSON.stringify(rows.map((row) => ({ ...row, product_ids: `{${row.product_ids.join(",")}}` })))}::jsonb)
      as r(vector text, query text, product_ids text, complete boolean, bestseller_hits int)`);

const insertTermCounts = (db: Executor, rows: TermCountRow[]) =>
  db.execute(sql`
    insert into search_term_counts (vector, query, main_category, count)
    select r.vector, r.query, r.main_category, r.count
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(vector text, query text, main_category text, count int)`);

/** False when the index was built by an older version of the indexer (or never): it must be rebuilt. */
export async function searchIndexIsCurrent(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select value from app_meta where key = ${SEARCH_INDEX_VERSION_KEY}`);
  const value = (result.rows[0] as { value: { format?: number } } | undefined)?.value;
  return value?.format === SEARCH_INDEX_FORMAT;
}

export type RebuildOptions = {
  /** See KEEP_COUNTS_FROM; tests lower it to keep counts on a small catalogue. */
  keepCountsFrom?: number;
  /** See FIRST_HITS_KEPT; tests lower it to read tiers past the kept hits on a small catalogue. */
  firstHitsKept?: number;
  /**
   * How many best sellers a tier's walk reads (WALK_ROWS), for counting each kept query's hits among them; tests
   * set 0 so that no walk seems worth it and the kept first hits are read instead.
   */
  walkRows?: number;
};

/**
 * Rebuilds the search tables from the catalogue in one transaction (readers see the old index until it
 * commits). Call it after every change to the catalogue; the seeder calls it after seeding.
 */
export async function rebuildSearchIndex(db: Db, options: RebuildOptions = {}): Promise<{ documents: number; words: number; termCounts: number }> {
  const built = await db.transaction(async (tx) => {
    // PostgreSQL would JIT-compile the batch reads (their estimates are large right after a seed), which
    // costs more than the reads themselves. PGlite has no JIT; the setting is harmless there.
    await tx.execute(sql`set local jit = off`);
    // TRUNCATE, not DELETE: a rebuild leaves no dead rows behind to slow every later scan down.
    await tx.execute(sql`truncate search_documents, search_words, search_term_counts, search_term_first_hits`);
    const vocabulary = createVocabulary();
    const termCounter = createTermCounter({ firstHits: options.firstHitsKept ?? FIRST_HITS_KEPT, bestsellers: options.walkRows ?? WALK_ROWS });
    let documents = 0;
    let afterRank = -2_147_483_648;
    for (;;) {
      const rows = (await readBatch(tx, afterRank)).rows as CatalogueRow[];
      if (rows.length === 0) break;
      const inserted = await insertBatch(tx, rows.map(toIndexRow));
      // RETURNING promises no order; the first hits must be added in bestseller order.
      const bySalesRank = [...inserted.rows].sort((x, y) => x.sales_rank - y.sales_rank);
      for (const row of bySalesRank) termCounter.add(toTerms(row));
      for (const row of rows) vocabulary.add([row.name, row.brand, row.company, ...row.substances, ...row.symptoms]);
      documents += rows.length;
      afterRank = rows[rows.length - 1].sales_rank;
    }
    const words = vocabulary.rows();
    for (let i = 0; i < words.length; i += BATCH_SIZE) await insertWords(tx, words.slice(i, i + BATCH_SIZE));
    const keepFrom = options.keepCountsFrom ?? KEEP_COUNTS_FROM;
    const termCounts = termCounter.rows(keepFrom);
    for (let i = 0; i < termCounts.length; i += BATCH_SIZE) await insertTermCounts(tx, termCounts.slice(i, i + BATCH_SIZE));
    const firstHits = termCounter.firstHitRows(keepFrom);
    // Each row carries up to FIRST_HITS_KEPT ids: smaller batches keep the JSON parameter small.
    for (let i = 0; i < firstHits.length; i += BATCH_SIZE / 10) await insertFirstHits(tx, firstHits.slice(i, i + BATCH_SIZE / 10));
    const version = JSON.stringify({ version: randomUUID(), format: SEARCH_INDEX_FORMAT, documents });
    await tx.execute(sql`
      insert into app_meta (key, value, updated_at) values (${SEARCH_INDEX_VERSION_KEY}, ${version}::jsonb, now())
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
    return { documents, words: words.length, termCounts: termCounts.length };
  });
  // Outside the transaction (VACUUM cannot run in one): fresh statistics for the planner, and hint bits
  // and the visibility map set now rather than by the first searches after a rebuild.
  await db.execute(sql`vacuum (analyze) search_documents, search_words, search_term_counts, search_term_first_hits`);
  return built;
}
