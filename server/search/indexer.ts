import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { eventLoopTurns } from "#server/event-loop-turns.ts";
import { SEARCH_INDEX_VERSION_KEY } from "./count-cache.ts";
import { companyKey, foldSearchText, indexText, rawWords, searchTokens } from "./fold.ts";
import { WALK_ROWS } from "./tiered-page.ts";
import { createTermCounter, documentKeys, type FirstHitsRow, type IndexedTerms, type TermCountRow } from "./term-counts.ts";
import { intArray, queryRows } from "#server/db/typed-sql.ts";

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
/**
 * Transaction-level advisory lock (two-int form, first key: issue 40's search work) held by whoever writes the
 * search tables: a full rebuild and the incremental updates of the back office take turns. Two updates of one
 * product at once would otherwise both delete its old row (the second deletes nothing) and both insert a new
 * one (a duplicate key), and their term-count deltas would be taken against the same old row.
 */
const SEARCH_INDEX_LOCK = 40_001;
const lockIndex = (db: Executor) => db.execute(sql`select pg_advisory_xact_lock(${SEARCH_INDEX_LOCK}::int4, 0)`);
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
const readProducts = (db: Executor, where: SQL, limit: number | null) =>
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
    where ${where} and p.active
    order by p.sales_rank
    ${limit === null ? sql`` : sql`limit ${limit}`}`);

const readBatch = (db: Executor, afterRank: number) => readProducts(db, sql`p.sales_rank > ${afterRank}`, BATCH_SIZE);

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

/** What a document counts for in the term counts: its lexemes (doc ones with their weights), as RETURNING columns. */
const TERM_COLUMNS = sql`product_id, sales_rank, main_category,
  array(select u.lexeme || ' ' || array_to_string(u.weights, '') from unnest(doc) u) as doc_terms,
  tsvector_to_array(company_doc) as company_terms, tsvector_to_array(category_doc) as category_terms`;

/** Inserts the documents and answers their lexemes (with weights), for the term counts. */
const insertBatch = (db: Executor, rows: IndexRow[]) =>
  db.execute<InsertedRow>(sql`
    insert into search_documents (product_id, doc, company_doc, category_doc, name_key, brand_key, main_category,
      company_key, sort_name, sort_price, sales_rank)
    select r.id,
      setweight(${vector("a")}, 'A') || setweight(${vector("b")}, 'B') || setweight(${vector("c")}, 'C')
        || setweight(v.co || v.cat, 'D'),
      v.co, v.cat,
      r.name_key, r.brand_key, r.main_category, r.company_key, r.sort_name, r.sort_price, r.sales_rank
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id int, a text, b text, c text, co text, cat text,
      name_key text, brand_key text, main_category text, company_key text, sort_name text, sort_price int, sales_rank int)
      -- The company's and the categories' vectors once each: written twice, PostgreSQL parsed and stemmed them twice
      -- (offset 0 keeps the planner from pulling the subquery up, which would write them twice again).
      cross join lateral (select ${vector("co")} as co, ${vector("cat")} as cat offset 0) v
    returning ${TERM_COLUMNS}`);

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

/**
 * Words of products an incremental update (re)indexed: a new word joins the vocabulary; a known one counts the
 * products that are new to the index (`frequency` is theirs only). Approximate (a renamed product's old words
 * keep their count until the next rebuild): the frequency only breaks ties between suggestions, and a suggestion
 * is shown only when it finds more than the search did (services/search.ts, didYouMean).
 */
const upsertWords = (db: Executor, rows: { word: string; display: string; frequency: number }[], add: boolean) =>
  db.execute(sql`
    insert into search_words (word, display, frequency)
    select r.word, r.display, r.frequency
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(word text, display text, frequency int)
    on conflict (word) do ${add ? sql`update set frequency = search_words.frequency + excluded.frequency` : sql`nothing`}`);

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
 * commits). The seeder calls it after seeding, and a start calls it for an index of an older format; the
 * back office's changes update the index product by product (updateSearchDocuments).
 */
export async function rebuildSearchIndex(db: Db, options: RebuildOptions = {}): Promise<{ documents: number; words: number; termCounts: number }> {
  const built = await db.transaction(async (tx) => {
    // PostgreSQL would JIT-compile the batch reads (their estimates are large right after a seed), which
    // costs more than the reads themselves. PGlite has no JIT; the setting is harmless there.
    await tx.execute(sql`set local jit = off`);
    await lockIndex(tx);
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

type Delta = { vector: string; query: string; main_category: string; delta: number };
type KeyIds = { vector: string; query: string; ids: string; first_rank?: number };

const splitKey = (key: string) => {
  const bar = key.indexOf("|");
  return { vector: key.slice(0, bar), query: key.slice(bar + 1) };
};

/**
 * Per key, the product ids as an int[] literal (one JSON row per key, however many products share it), and with
 * `ranks` the best sales rank among them.
 */
function byKey(pairs: Map<string, number[]>, ranks?: Map<number, number>): KeyIds[] {
  return [...pairs].map(([key, ids]) => ({
    ...splitKey(key),
    ids: `{${ids.join(",")}}`,
    ...(ranks ? { first_rank: ids.reduce((best, id) => Math.min(best, ranks.get(id)!), Number.MAX_SAFE_INTEGER) } : {}),
  }));
}

/**
 * Brings the search index up to date for the products a back-office change touched (an edit, an import chunk,
 * an offer), inside the caller's transaction: the search sees the change exactly when the catalogue does, and a
 * change that rolls back leaves the index as it was. Record 033 ("Incremental search index") explains the choice.
 *
 * - search_documents: the products' rows are deleted and written again from the catalogue (a product out of the
 *   shop is only deleted): a search finds them by their new words at once, sorts them by their new price.
 * - search_words: their new words join the vocabulary (frequency approximate, see upsertWords).
 * - search_term_counts and search_term_first_hits stay exact for every key they keep: each key the product lost
 *   (its old row's lexemes, answered by the DELETE) is counted down in its old main category and the product
 *   leaves the key's first hits; each key it gained is counted up in its new category and the product joins the
 *   first hits where it ranks among them. A key the index does not keep stays unkept (it is counted live, which is
 *   exact); a key that grows past KEEP_COUNTS_FROM is kept from the next full rebuild on. bestseller_hits is left
 *   as it is: it only chooses which way a tier is read first, and every way falls back to the next when short.
 * - The index version (app_meta, SEARCH_INDEX_VERSION_KEY) is renewed, as a rebuild does: every instance's
 *   search cache reads it with each search (createIndexCache) and drops the answers of the older version.
 *
 * Statements per call, not per product: an import chunk's 500 products cost about as much as one.
 */
export async function updateSearchDocuments(
  tx: Executor,
  productIds: readonly number[],
  { documentsPerStatement = BATCH_SIZE, mergesPerStatement = BATCH_SIZE }: { documentsPerStatement?: number; mergesPerStatement?: number } = {},
): Promise<{ removed: number; indexed: number }> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return { removed: 0, indexed: 0 };
  await lockIndex(tx);
  const removed = (await tx.execute<InsertedRow>(sql`delete from search_documents where product_id = any(${intArray(ids)}) returning ${TERM_COLUMNS}`)).rows;
  const inserted: InsertedRow[] = [];
  const known = new Set(removed.map((r) => r.product_id));
  const vocabulary = { reindexed: createVocabulary(), added: createVocabulary() };
  // The keys of a chunk of 500 products held the thread for about 380 ms at once (bench:import): shoppers go on in between.
  const turn = eventLoopTurns();
  // Read at once: each read is planned anew (four subqueries), and read in the documents' batches the plans took a
  // sixth of an import's commit on the embedded database (bench:import).
  const products = (await readProducts(tx, sql`p.id = any(${intArray(ids)})`, null)).rows as CatalogueRow[];
  for (let i = 0; i < products.length; i += documentsPerStatement) {
    const rows = products.slice(i, i + documentsPerStatement);
    const indexRows: IndexRow[] = [];
    for (const row of rows) {
      indexRows.push(toIndexRow(row));
      await turn();
    }
    inserted.push(...(await insertBatch(tx, indexRows)).rows);
    for (const row of rows) {
      (known.has(row.id) ? vocabulary.reindexed : vocabulary.added).add([row.name, row.brand, row.company, ...row.substances, ...row.symptoms]);
      await turn();
    }
  }
  const reindexedWords = vocabulary.reindexed.rows();
  const addedWords = vocabulary.added.rows();
  for (let i = 0; i < reindexedWords.length; i += BATCH_SIZE) await upsertWords(tx, reindexedWords.slice(i, i + BATCH_SIZE), false);
  for (let i = 0; i < addedWords.length; i += BATCH_SIZE) await upsertWords(tx, addedWords.slice(i, i + BATCH_SIZE), true);

  // What each product counted for before and counts for now.
  const before = new Map(removed.map((r) => [r.product_id, r]));
  const after = new Map(inserted.map((r) => [r.product_id, r]));
  // By main category, then key: the keys are documentKeys' memoised strings, whose hashes the maps keep; a key and
  // category joined into a new string per product and key cost more than the rest of this loop (bench:import profile).
  const deltas = new Map<string, Map<string, number>>();
  const count = (mainCategory: string, key: string, by: number) => {
    let keys = deltas.get(mainCategory);
    if (!keys) deltas.set(mainCategory, (keys = new Map()));
    keys.set(key, (keys.get(key) ?? 0) + by);
  };
  const leaving = new Map<string, number[]>();
  const joining = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, id: number) => {
    const list = map.get(key);
    if (list) list.push(id);
    else map.set(key, [id]);
  };
  const memo = new Map<string, string[]>();
  for (const id of ids) {
    await turn();
    const old = before.get(id);
    const now = after.get(id);
    const oldKeys = old ? documentKeys(toTerms(old), memo) : new Set<string>();
    const newKeys = now ? documentKeys(toTerms(now), memo) : new Set<string>();
    // A key kept on both sides with the same rank and category is untouched (a price edit changes no key at all).
    const sameCategory = old !== undefined && now !== undefined && old.main_category === now.main_category;
    const sameRank = old !== undefined && now !== undefined && old.sales_rank === now.sales_rank;
    for (const key of oldKeys) {
      if (!(sameCategory && newKeys.has(key))) count(old!.main_category, key, -1);
      if (!(sameRank && newKeys.has(key))) push(leaving, key, id);
    }
    for (const key of newKeys) {
      if (!(sameCategory && oldKeys.has(key))) count(now!.main_category, key, 1);
      if (!(sameRank && oldKeys.has(key))) push(joining, key, id);
    }
  }
  // Only the keys the index keeps are written, and most keys of most products are not kept (a name's rarer prefixes),
  // so the kept ones among them are looked up once, keys only, and the statements below carry those alone.
  const touched = new Set<string>([...leaving.keys(), ...joining.keys()]);
  for (const keys of deltas.values()) for (const key of keys.keys()) touched.add(key);
  const kept = await keptKeys(tx, [...touched]);
  const countRows: Delta[] = [];
  for (const [mainCategory, keys] of deltas) {
    for (const [key, delta] of keys) if (delta !== 0 && kept.has(key)) countRows.push({ ...splitKey(key), main_category: mainCategory, delta });
  }
  for (let i = 0; i < countRows.length; i += BATCH_SIZE) await applyCountDeltas(tx, countRows.slice(i, i + BATCH_SIZE));
  const leavingRows = byKey(onlyKept(leaving, kept));
  for (let i = 0; i < leavingRows.length; i += BATCH_SIZE) await leaveFirstHits(tx, leavingRows.slice(i, i + BATCH_SIZE));
  const ranks = new Map(inserted.map((r) => [r.product_id, r.sales_rank]));
  // A key whose list is full and ends before every joining product is left alone by joinFirstHits anyway (an import's
  // new products, ranked after all others): not sent. Its last rank is read before the leaving products went, which
  // can only have moved it forward, so a key not sent here would not have merged; keys that lost products are sent.
  const due = (key: string, ids: number[]) => {
    const list = kept.get(key)!;
    return list.complete || list.lastRank === null || leaving.has(key) || ids.some((id) => ranks.get(id)! < list.lastRank!);
  };
  const joiningRows = byKey(new Map([...onlyKept(joining, kept)].filter(([key, ids]) => due(key, ids))), ranks);
  for (let i = 0; i < joiningRows.length; i += mergesPerStatement) await joinFirstHits(tx, joiningRows.slice(i, i + mergesPerStatement));

  // A new version for every instance's search cache (no row yet: no index was ever built, and a start builds one).
  await tx.execute(sql`
    update app_meta set value = value || jsonb_build_object('version', ${randomUUID()}::text,
        'documents', coalesce((value->>'documents')::int, 0) + ${inserted.length - removed.length}::int),
      updated_at = now()
    where key = ${SEARCH_INDEX_VERSION_KEY}`);
  return { removed: removed.length, indexed: inserted.length };
}

/**
 * Counts of kept keys moved by the deltas, which are of kept keys only (keptKeys: a key is kept when it has first
 * hits; a full build keeps counts and first hits for the same keys). A kept key's row for a category it had no hit in
 * yet is created, and a row that comes down to no hit goes (the facets list only categories with hits).
 */
async function applyCountDeltas(tx: Executor, rows: Delta[]) {
  const input = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(vector text, query text, main_category text, delta int)`;
  await tx.execute(sql`
    insert into search_term_counts (vector, query, main_category, count)
    select r.vector, r.query, r.main_category, r.delta from ${input}
    on conflict (vector, query, main_category) do update set count = search_term_counts.count + excluded.count`);
  if (!rows.some((r) => r.delta < 0)) return;
  await tx.execute(sql`
    delete from search_term_counts c using ${input}
    where c.vector = r.vector and c.query = r.query and c.main_category = r.main_category and r.delta < 0 and c.count <= 0`);
}

type KeptKey = { complete: boolean; lastRank: number | null };
const keptKeyRow = z.object({ vector: z.string(), query: z.string(), complete: z.boolean(), last_rank: z.number().int().nullable() });

/**
 * Which of these keys (`vector|query`) the index keeps, each with whether its first hits are all its hits and the
 * sales rank of its last first hit (null when that product has no document any more).
 */
async function keptKeys(tx: Executor, keys: string[]): Promise<Map<string, KeptKey>> {
  const kept = new Map<string, KeptKey>();
  for (let i = 0; i < keys.length; i += BATCH_SIZE) {
    const rows = await queryRows(tx, keptKeyRow, sql`
      select f.vector, f.query, f.complete,
        (select d.sales_rank from search_documents d where d.product_id = f.product_ids[cardinality(f.product_ids)]) as last_rank
      from jsonb_to_recordset(${JSON.stringify(keys.slice(i, i + BATCH_SIZE).map(splitKey))}::jsonb) as r(vector text, query text)
      join search_term_first_hits f on f.vector = r.vector and f.query = r.query`);
    for (const row of rows) kept.set(`${row.vector}|${row.query}`, { complete: row.complete, lastRank: row.last_rank });
  }
  return kept;
}

const onlyKept = (pairs: Map<string, number[]>, kept: Map<string, KeptKey>) => new Map([...pairs].filter(([key]) => kept.has(key)));

/** The products leave the first hits of keys they no longer match; what remains is still the key's first hits in order. */
const leaveFirstHits = (tx: Executor, rows: KeyIds[]) =>
  tx.execute(sql`
    update search_term_first_hits f
    set product_ids = array(select u.id from unnest(f.product_ids) with ordinality u(id, n) where u.id <> all(r.ids::int[]) order by u.n)
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(vector text, query text, ids text)
    where f.vector = r.vector and f.query = r.query and f.product_ids && r.ids::int[]`);

/**
 * The products join the first hits of keys they now match, in bestseller order. A complete list (every hit of its
 * key) takes each of them and stays complete up to FIRST_HITS_KEPT ids, then keeps the first ones; a list that is
 * only the first hits takes those that rank before its last one (a product after it may come after hits the list
 * never held). The list is in bestseller order, so its last id has its highest rank: one look-up tells whether a key
 * has anything to merge at all, and an import's new products (ranked after every other) leave a long list alone.
 */
const joinFirstHits = (tx: Executor, rows: KeyIds[]) =>
  tx.execute(sql`
    with r as (
      select r.vector, r.query, r.ids::int[] as ids, r.first_rank
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(vector text, query text, ids text, first_rank int)
    ),
    due as (
      select f.vector, f.query, f.complete, f.product_ids, r.ids, r.first_rank,
        (select d.sales_rank from search_documents d where d.product_id = f.product_ids[cardinality(f.product_ids)]) as last_rank
      from search_term_first_hits f join r on r.vector = f.vector and r.query = f.query
    ),
    merged as (
      select u.vector, u.query, u.complete,
        array(select x.product_id from (
                select d.product_id, d.sales_rank from unnest(u.product_ids) as l(id) join search_documents d on d.product_id = l.id
                union
                select d.product_id, d.sales_rank from unnest(u.ids) as n(id) join search_documents d on d.product_id = n.id
                where u.complete or d.sales_rank < u.last_rank
              ) x order by x.sales_rank, x.product_id) as ids
      from due u
      where u.complete or u.first_rank < u.last_rank
    )
    update search_term_first_hits f
    set product_ids = m.ids[1:${FIRST_HITS_KEPT}], complete = m.complete and cardinality(m.ids) <= ${FIRST_HITS_KEPT}
    from merged m
    where f.vector = m.vector and f.query = m.query`);
