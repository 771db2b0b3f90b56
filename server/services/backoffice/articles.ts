import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { LOW_STOCK_THRESHOLD, type ArticleFilter, type BackofficeArticle, type BackofficeArticleList, type BackofficeArticlesQuery } from "#contracts/backoffice.ts";
import { fromMinor, vatPercent } from "#contracts/money.ts";
import { REGULATION_CODES, SWISSMEDIC_CATEGORIES } from "#contracts/regulation.ts";
import type { Db } from "#server/db/client.ts";
import { countRow, queryOne, queryRows, intArray } from "#server/db/typed-sql.ts";
import { escapeLike } from "#server/services/catalogue/name-key.ts";
import { IMAGE_FOLDERS } from "#server/services/catalogue/shapes.ts";

/**
 * The back office's view of articles (shared/API.md "Back office", BackofficeArticle): every article, active or
 * not, with the product's brand, company and category it shares with its pack sizes.
 */

type Executor = Pick<Db, "execute">;

export const articleStateRow = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  position: z.number().int(),
  pharmacode: z.number().int(),
  gtin: z.string().nullable(),
  name: z.string(),
  pack_size: z.string(),
  brand: z.string(),
  company: z.string(),
  category: z.string(),
  price_cents: z.number().int().nullable(),
  original_price_cents: z.number().int().nullable(),
  vat_rate_bp: z.number().int(),
  swissmedic_category: z.enum(SWISSMEDIC_CATEGORIES).nullable(),
  atc: z.string().nullable(),
  regulation: z.enum(REGULATION_CODES),
  is_available: z.boolean().nullable(),
  active: z.boolean(),
  stock: z.number().int(),
  summary: z.string(),
  images: z.array(z.string()),
  offer_until: z.union([z.string(), z.date()]).nullable(),
  updated_at: z.union([z.string(), z.date()]),
});
export type ArticleState = z.infer<typeof articleStateRow>;

/**
 * `updatedAt` is the edit's concurrency token (record 034): the client sends back what it read and the edit goes
 * through only while the row still has it. JavaScript dates carry milliseconds, PostgreSQL microseconds, so the
 * token is the value cut to milliseconds, written by SQL itself (no driver's date parsing in between), and every
 * write of an article's fields moves it on by at least one whole millisecond: two edits within one millisecond
 * still get different tokens, and a token never matches a newer version of the row.
 */
export const UPDATED_AT_TEXT = sql`to_char(date_trunc('milliseconds', a.updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** The next `updated_at` of an article row being updated (see UPDATED_AT_TEXT). */
export const NEXT_UPDATED_AT = sql`greatest(date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', updated_at) + interval '1 millisecond')`;
/** The article row still has the token the client read. */
export const hasToken = (updatedAt: string) => sql`date_trunc('milliseconds', a.updated_at) = ${updatedAt}::timestamptz`;

// The category a product shows first: its first placement's subcategory when it has one, else its main category.
const stateColumns = sql`
  a.id, a.product_id, a.position, a.pharmacode, a.gtin, a.description as name, a.pack_size,
  (select b.name from brands b where b.id = p.brand_id) as brand,
  (select co.name from companies co where co.id = p.company_id) as company,
  coalesce((select sc.name_en from product_categories pc join subcategories sc on sc.id = pc.subcategory_id
            where pc.product_id = p.id and pc.position = 0),
           (select c.name_en from categories c where c.id = p.main_category_id)) as category,
  a.price_cents, a.original_price_cents, a.vat_rate_bp, a.swissmedic_category, a.atc, a.regulation, a.is_available, a.active,
  coalesce((select s.stock from article_stock s where s.pharmacode = a.pharmacode), 0) as stock,
  coalesce((select d.content->'consumerFolder'->>'summary' from product_details d where d.product_id = p.id), '') as summary,
  a.images, a.offer_until, ${UPDATED_AT_TEXT} as updated_at`;

/** The current state of these articles (those that exist), optionally locked for a commit. */
export async function loadArticleStates(db: Executor, pharmacodes: readonly number[], lock = false): Promise<Map<number, ArticleState>> {
  if (pharmacodes.length === 0) return new Map();
  const codes = intArray(pharmacodes);
  const rows = await queryRows(
    db,
    articleStateRow,
    sql`select ${stateColumns} from articles a join products p on p.id = a.product_id where a.pharmacode = any(${codes}) ${lock ? sql`for update of a` : sql``}`,
  );
  return new Map(rows.map((r) => [r.pharmacode, r]));
}

/** A state as the API's BackofficeArticle. */
export function toBackofficeArticle(s: ArticleState): BackofficeArticle {
  return {
    pharmacode: s.pharmacode,
    gtin: s.gtin,
    name: s.name,
    brand: s.brand,
    company: s.company,
    category: s.category,
    price: s.price_cents === null ? null : fromMinor(s.price_cents),
    originalPrice: s.price_cents !== null && s.original_price_cents !== null && s.original_price_cents > s.price_cents ? fromMinor(s.original_price_cents) : null,
    vatRate: vatPercent(s.vat_rate_bp),
    swissmedicCategory: s.swissmedic_category,
    atc: s.atc,
    saleCode: s.regulation,
    available: s.is_available,
    active: s.active,
    stock: s.stock,
    summary: s.summary,
    images: s.images.map((name, n) => ({ n, F: IMAGE_FOLDERS.F + name, M: IMAGE_FOLDERS.M + name })),
    offerUntil: s.offer_until === null ? null : new Date(s.offer_until).toISOString(),
    updatedAt: new Date(s.updated_at).toISOString(),
  };
}

const FILTERS: Record<ArticleFilter, SQL> = {
  "low-stock": sql`coalesce((select s.stock from article_stock s where s.pharmacode = a.pharmacode), 0) between 1 and ${LOW_STOCK_THRESHOLD}`,
  "out-of-stock": sql`coalesce((select s.stock from article_stock s where s.pharmacode = a.pharmacode), 0) = 0`,
  "no-image": sql`cardinality(a.images) = 0`,
  "no-price": sql`a.price_cents is null`,
  inactive: sql`not a.active`,
  offers: sql`a.original_price_cents > a.price_cents`,
};

/** Articles by pharmacode, searched by pharmacode, GTIN or words of the name, brand or company, with one filter. */
export async function listBackofficeArticles(db: Executor, q: BackofficeArticlesQuery): Promise<BackofficeArticleList> {
  const conditions: SQL[] = [sql`true`];
  if (q.filter) conditions.push(FILTERS[q.filter]);
  if (q.search) {
    const term = q.search.trim();
    if (/^\d+$/.test(term)) conditions.push(sql`(a.pharmacode::text = ${term} or a.gtin = ${term})`);
    else {
      for (const word of term.toLowerCase().split(/\s+/).slice(0, 10)) {
        const like = `%${escapeLike(word)}%`;
        conditions.push(sql`(lower(a.description) like ${like} or exists (select 1 from brands b where b.id = p.brand_id and lower(b.name) like ${like}) or exists (select 1 from companies co where co.id = p.company_id and lower(co.name) like ${like}))`);
      }
    }
  }
  const where = sql.join(conditions, sql` and `);
  const { n } = await queryOne(db, countRow, sql`select count(*)::int as n from articles a join products p on p.id = a.product_id where ${where}`);
  const rows = await queryRows(
    db,
    articleStateRow,
    sql`select ${stateColumns} from articles a join products p on p.id = a.product_id where ${where} order by a.pharmacode limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
  );
  return { articles: rows.map(toBackofficeArticle), pagination: { page: q.page, limit: q.limit, totalPages: Math.ceil(n / q.limit), totalProducts: n } };
}

/** Every article in pharmacode order, a page at a time (the export). */
export async function* allArticleStates(db: Executor, pageSize = 2000): AsyncGenerator<ArticleState[]> {
  let after = 0;
  for (;;) {
    const rows = await queryRows(db, articleStateRow, sql`select ${stateColumns} from articles a join products p on p.id = a.product_id where a.pharmacode > ${after} order by a.pharmacode limit ${pageSize}`);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.pharmacode;
  }
}
