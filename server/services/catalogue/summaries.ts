import { sql } from "drizzle-orm";
import type { ProductSummary } from "#contracts/catalogue.ts";
import type { Db } from "#server/db/client.ts";
import { articleSummary, type ArticleRow, type ProductRow } from "./shapes.ts";

/** Columns of a product row with its brand, company, generic codes and category names (main first). */
export const productRowColumns = sql`
  p.id, p.uid, p.main_pharmacode, b.name as brand, co.name as company,
  g1.code as g1, g2.code as g2, g3.code as g3,
  array(select c.name_en from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id order by pc.position) as categories`;

export const productRowJoins = sql`
  join brands b on b.id = p.brand_id
  join companies co on co.id = p.company_id
  left join generic_groups g1 on g1.id = p.generic_level1_id
  left join generic_groups g2 on g2.id = p.generic_level2_id
  left join generic_groups g3 on g3.id = p.generic_level3_id`;

export const articleColumns = sql`
  a.id, a.uid, a.product_id, a.pharmacode, a.description, a.long_description,
  a.price_cents, a.original_price_cents, a.regulation, a.is_available, a.images`;

/** Distinct category names in order: a product may sit twice in one category (two subcategories). */
const distinctNames = (names: string[]) => [...new Set(names)].map((name) => ({ name }));

/**
 * ProductSummary[] for product ids, in the order given, in two queries whatever the count (no N+1).
 * Unknown ids are skipped. Used by every list endpoint, search hits, favourites.
 */
export async function loadProductSummaries(db: Db, ids: readonly number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const idArray = sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;
  const [productResult, articleResult] = await Promise.all([
    db.execute(sql`select ${productRowColumns} from products p ${productRowJoins} where p.id = any(${idArray})`),
    db.execute(sql`select ${articleColumns} from articles a where a.product_id = any(${idArray}) order by a.product_id, a.position`),
  ]);
  const articlesByProduct = new Map<number, ArticleRow[]>();
  for (const row of articleResult.rows as ArticleRow[]) {
    const list = articlesByProduct.get(row.product_id);
    if (list) list.push(row);
    else articlesByProduct.set(row.product_id, [row]);
  }
  const productsById = new Map<number, ProductRow>();
  for (const row of productResult.rows as ProductRow[]) productsById.set(row.id, row);

  const summaries: ProductSummary[] = [];
  for (const id of ids) {
    const product = productsById.get(id);
    if (!product) continue;
    summaries.push({
      _id: product.uid,
      pharmacode: product.main_pharmacode,
      articles: (articlesByProduct.get(id) ?? []).map((a) => articleSummary(a, product)),
      categories: distinctNames(product.categories),
      companies: [{ name: product.company }],
    });
  }
  return summaries;
}
