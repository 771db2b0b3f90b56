import { boolean, customType, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { products } from "./catalogue.ts";

/*
 * The search index (issue 4, docs/decisions/005-search.md), rebuilt from the catalogue by
 * server/search/indexer.ts. One row per product holds everything a search reads, so that matching,
 * counting, facets and every sort run on this table alone, without joins.
 */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const searchDocuments = pgTable(
  "search_documents",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    /**
     * Folded text, German stems plus the unstemmed words (for reliable prefixes), weighted:
     * A name and brand, B substances, C symptoms, D company and categories. Company and categories also
     * have vectors of their own for the scopes `company` and `category`.
     */
    doc: tsvector("doc").notNull(),
    companyDoc: tsvector("company_doc").notNull(),
    /** English and German names of all the product's categories and subcategories. */
    categoryDoc: tsvector("category_doc").notNull(),
    /** Folded words of the name and of the brand, space separated: exact and leading hits rank first. */
    nameKey: text("name_key").notNull(),
    brandKey: text("brand_key").notNull(),
    /** English name of the main category: the facet and the categoryFilter. */
    mainCategory: text("main_category").notNull(),
    /** Folded company name: the company filter. */
    companyKey: text("company_key").notNull(),
    // Copies of the catalogue's list columns, so every sort is a sort of this table.
    sortName: text("sort_name").notNull(),
    sortPrice: integer("sort_price"),
    salesRank: integer("sales_rank").notNull(),
  },
  (t) => [
    index("search_documents_doc_idx").using("gin", t.doc),
    index("search_documents_company_doc_idx").using("gin", t.companyDoc),
    index("search_documents_category_doc_idx").using("gin", t.categoryDoc),
    index("search_documents_main_category_idx").on(t.mainCategory),
    index("search_documents_company_key_idx").on(t.companyKey),
    index("search_documents_sales_rank_idx").on(t.salesRank),
    index("search_documents_sort_name_idx").on(t.sortName, t.productId),
    index("search_documents_sort_price_idx").on(t.sortPrice, t.productId),
    // Leading name or brand hits of a broad search, found by range scan (LIKE 'ka%'); exact hits (a brand's
    // own name matches thousands) read in bestseller order.
    index("search_documents_name_key_rank_idx").on(t.nameKey.op("text_pattern_ops"), t.salesRank),
    index("search_documents_brand_key_rank_idx").on(t.brandKey.op("text_pattern_ops"), t.salesRank),
  ],
);

/** Every catalogue word with how many products use it: the vocabulary of "did you mean". */
export const searchWords = pgTable(
  "search_words",
  {
    /** Folded spelling (the look-up key). */
    word: text("word").primaryKey(),
    /** The spelling shown to the shopper, as the catalogue writes it most often (Ibuprofen, Hühneraugen). */
    display: text("display").notNull(),
    frequency: integer("frequency").notNull(),
  },
  (t) => [index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);

/**
 * Hits per main category of every single-lexeme query that finds many products, counted at indexing time
 * (server/search/term-counts.ts): the first keystrokes and the frequent words of search-as-you-type match
 * thousands of products, too many rows to count per request. `query` is the tsquery as PostgreSQL prints it
 * (`'pa':*`, `'ibuprof'`, `'hust':*C`), so a search looks its counts up by its own tsquery's text.
 */
export const searchTermCounts = pgTable(
  "search_term_counts",
  {
    /** The vector the query runs on: doc (default, name, substance, symptom scopes), company or category. */
    vector: text("vector").notNull(),
    query: text("query").notNull(),
    mainCategory: text("main_category").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.vector, t.query, t.mainCategory] })],
);

/**
 * The first hits, in bestseller order, of every query kept in search_term_counts: a broad search's page in
 * relevance order is read from its tiers, each in bestseller order, and a tier that is rare among the
 * catalogue's bestsellers (names with a word starting with `ka`, a symptom) is found among these hits
 * instead of through every hit of the text index (server/search/tiered-page.ts).
 */
export const searchTermFirstHits = pgTable(
  "search_term_first_hits",
  {
    vector: text("vector").notNull(),
    query: text("query").notNull(),
    /** Product ids of the query's first hits by sales rank (at most FIRST_HITS_KEPT, server/search/indexer.ts). */
    productIds: integer("product_ids").array().notNull(),
    /** Whether product_ids holds every hit of the query. */
    complete: boolean("complete").notNull(),
    /** How many of the query's hits are among the WALK_ROWS best sellers, where a tier is looked for first. */
    bestsellerHits: integer("bestseller_hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.vector, t.query] })],
);
