import { sql } from "drizzle-orm";
import type { ArticleDetail, ProductDetail } from "#contracts/catalogue.ts";
import type { Db } from "#server/db/client.ts";
import type { ProductDetailContent } from "#server/db/schema/catalogue.ts";
import { NotFound } from "#server/services/errors.ts";
import { articleSummary, type ArticleRow, type ProductRow } from "./shapes.ts";
import { articleColumns, productRowColumns, productRowJoins } from "./summaries.ts";

export const NO_ARTICLE_MESSAGE = "No article found for this pharmacode";

/**
 * The detail of the product that holds the article with this pharmacode. That article comes first,
 * the product's other pack sizes after it, so the page shows what was asked for.
 */
export async function loadProductDetail(db: Db, pharmacode: number): Promise<ProductDetail> {
  const hit = await db.execute(sql`select product_id from articles where pharmacode = ${pharmacode}`);
  const productId = (hit.rows[0] as { product_id: number } | undefined)?.product_id;
  if (productId === undefined) throw new NotFound(NO_ARTICLE_MESSAGE);

  const [productResult, articleResult, detailResult, substanceResult, symptomResult] = await Promise.all([
    db.execute(sql`select ${productRowColumns} from products p ${productRowJoins} where p.id = ${productId}`),
    db.execute(sql`select ${articleColumns} from articles a where a.product_id = ${productId} order by a.position`),
    db.execute(sql`select content from product_details where product_id = ${productId}`),
    db.execute(sql`select s.name, ps.strength from product_substances ps join substances s on s.id = ps.substance_id
                   where ps.product_id = ${productId} order by ps.position`),
    db.execute(sql`select y.word from product_symptoms py join symptoms y on y.id = py.symptom_id
                   where py.product_id = ${productId} order by y.word`),
  ]);
  const product = productResult.rows[0] as ProductRow;
  const content = (detailResult.rows[0] as { content: ProductDetailContent } | undefined)?.content;
  const substances = (substanceResult.rows as { name: string; strength: string | null }[]).map((s) =>
    s.strength ? { description: s.name, strength: s.strength } : { description: s.name },
  );
  const symptoms = (symptomResult.rows as { word: string }[]).map((s) => s.word);

  const rows = articleResult.rows as ArticleRow[];
  const ordered = [...rows.filter((a) => a.pharmacode === pharmacode), ...rows.filter((a) => a.pharmacode !== pharmacode)];
  const articles: ArticleDetail[] = ordered.map((row) => ({
    ...articleSummary(row, product),
    consumerFolder: content?.consumerFolder ?? null,
    substances,
    components: content?.components ?? [],
    nonPharmaInformation: content?.nonPharmaInformation ?? null,
    monographies: content?.monographies ?? [],
    symptoms,
  }));
  return {
    _id: product.uid,
    articles,
    categories: [...new Set(product.categories)].map((name) => ({ name })),
    companies: [{ name: product.company }],
  };
}
