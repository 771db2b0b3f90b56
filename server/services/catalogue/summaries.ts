import { sql } from "drizzle-orm";
import { z } from "zod";
import type { ProductSummary } from "#contracts/catalogue.ts";
import type { Db } from "#server/db/client.ts";
import { queryRows, intArray } from "#server/db/typed-sql.ts";
import { articleRow, articleSummary, productRow } from "./shapes.ts";

// Scalar subqueries rather than joins: with seven joined tables PostgreSQL spent ~90 ms planning
// each detail query (join-order search); these plan in about a millisecond.
/** Columns of a product row with its brand, company, generic codes, category names (main first) and articles. */
export const productRowColumns = sql`
  p.id, p.uid, p.main_pharmacode,
  (select b.name from brands b where b.id = p.brand_id) as brand,
  (select co.name from companies co where co.id = p.company_id) as company,
  (select g.code from generic_groups g where g.id = p.generic_level1_id) as g1,
  (select g.code from generic_groups g where g.id = p.generic_level2_id) as g2,
  (select g.code from generic_groups g where g.id = p.generic_level3_id) as g3,
  array(select c.name_en from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id order by pc.position) as categories,
  (select json_agg(json_build_object(
      'id', a.id, 'uid', a.uid, 'product_id', a.product_id, 'pharmacode', a.pharmacode,
      'description', a.description, 'long_description', a.long_description,
      'price_cents', a.price_cents, 'original_price_cents', a.original_price_cents,
      'regulation', a.regulation, 'is_available', a.is_available, 'images', a.images) order by a.position)
   from articles a where a.product_id = p.id and a.active) as articles`;


export const productRowWithArticles = productRow.extend({ articles: z.array(articleRow).nullable() });
export type ProductRowWithArticles = z.infer<typeof productRowWithArticles>;

/** Distinct category names in order: a product may sit twice in one category (two subcategories). */
export const distinctNames = (names: string[]) => [...new Set(names)].map((name) => ({ name }));

/**
 * ProductSummary[] for product ids, in the order given, in one query whatever the count (no N+1).
 * Unknown ids are skipped. Used by every list endpoint, search hits, favourites.
 */
export async function loadProductSummaries(db: Db, ids: readonly number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows(db, productRowWithArticles, sql`select ${productRowColumns} from products p where p.id = any(${intArray(ids)})`);
  const productsById = new Map<number, ProductRowWithArticles>();
  for (const row of rows) productsById.set(row.id, row);

  const summaries: ProductSummary[] = [];
  for (const id of ids) {
    const product = productsById.get(id);
    if (!product) continue;
    summaries.push({
      _id: product.uid,
      pharmacode: product.main_pharmacode,
      articles: (product.articles ?? []).map((a) => articleSummary(a, product)),
      categories: distinctNames(product.categories),
      companies: [{ name: product.company }],
    });
  }
  return summaries;
}
