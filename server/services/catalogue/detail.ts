import { sql } from "drizzle-orm";
import { z } from "zod";
import type { ArticleDetail, ProductDetail } from "#contracts/catalogue.ts";
import type { Db } from "#server/db/client.ts";
import type { ProductDetailContent } from "#server/db/schema/catalogue.ts";
import { queryOptional } from "#server/db/typed-sql.ts";
import { NotFound } from "#server/services/errors.ts";
import { articleSummary } from "./shapes.ts";
import { distinctNames, productRowColumns, productRowWithArticles } from "./summaries.ts";

export const NO_ARTICLE_MESSAGE = "No article found for this pharmacode";

/**
 * product_details.content is jsonb written by the seed and typed by its Drizzle column ($type); only its
 * top level is checked here, the texts inside are passed on as they are.
 */
const detailContent = z.custom<ProductDetailContent>(
  (v) => typeof v === "object" && v !== null && ["consumerFolder", "components", "nonPharmaInformation", "monographies"].every((k) => k in v),
  "expected the product detail content object",
);
const detailRow = productRowWithArticles.extend({
  content: detailContent.nullable(),
  substances: z.array(z.object({ name: z.string(), strength: z.string().nullable() })),
  symptoms: z.array(z.string()),
});

/** A product's detail with the product's own id, which a kept answer of it is tied to (kept-answers.ts). */
export type LoadedProductDetail = { productId: number; product: ProductDetail };

/**
 * The detail of the product that holds the article with this pharmacode, in one query. That article
 * comes first, the product's other pack sizes after it, so the page shows what was asked for.
 */
export async function loadProductDetail(db: Db, pharmacode: number): Promise<LoadedProductDetail> {
  const product = await queryOptional(db, detailRow, sql`
    select ${productRowColumns}, d.content,
      coalesce((select json_agg(json_build_object('name', s.name, 'strength', ps.strength) order by ps.position)
                from product_substances ps join substances s on s.id = ps.substance_id where ps.product_id = p.id), '[]'::json) as substances,
      array(select y.word from product_symptoms py join symptoms y on y.id = py.symptom_id
            where py.product_id = p.id order by y.word) as symptoms
    from articles hit
    join products p on p.id = hit.product_id
    left join product_details d on d.product_id = p.id
    where hit.pharmacode = ${pharmacode} and hit.active`);
  if (!product) throw new NotFound(NO_ARTICLE_MESSAGE);

  const content = product.content;
  const substances = product.substances.map((s) => (s.strength ? { description: s.name, strength: s.strength } : { description: s.name }));
  const rows = product.articles ?? [];
  const ordered = [...rows.filter((a) => a.pharmacode === pharmacode), ...rows.filter((a) => a.pharmacode !== pharmacode)];
  const articles: ArticleDetail[] = ordered.map((row) => ({
    ...articleSummary(row, product),
    consumerFolder: content?.consumerFolder ?? null,
    substances,
    components: content?.components ?? [],
    nonPharmaInformation: content?.nonPharmaInformation ?? null,
    monographies: content?.monographies ?? [],
    symptoms: product.symptoms,
  }));
  return { productId: product.id, product: { _id: product.uid, articles, categories: distinctNames(product.categories), companies: [{ name: product.company }] } };
}
