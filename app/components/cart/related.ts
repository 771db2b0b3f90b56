import type { CartLine } from "#contracts/cart.ts";
import type { ProductSummary } from "#contracts/catalogue.ts";
import { mainArticle, orderableOnline, saleableOf } from "#app/components/product/article-view.ts";

export const RELATED_LIMIT = 3;
const PER_SOURCE = 12;

/** The catalogue lists that hold products related to a cart line, closest first. */
export function relatedSources(line: Pick<CartLine, "genericCode" | "category" | "brand">) {
  const sources: { path: string; query: Record<string, string | number> }[] = [];
  if (line.genericCode) sources.push({ path: "/getProductsByGenericCodes", query: { genericCode: line.genericCode, limit: PER_SOURCE } });
  if (line.category) sources.push({ path: `/categories/${encodeURIComponent(line.category)}/products`, query: { limit: PER_SOURCE, sort: "bestseller" } });
  if (line.brand) sources.push({ path: "/getProductsBySoloField", query: { field: "brand", value: line.brand, limit: PER_SOURCE } });
  return sources;
}

/**
 * The first `limit` products of the lists, in order, none of whose articles is in the cart, each product once,
 * and none that cannot be bought online (prescription-only or priceless main article).
 */
export function pickRelated(lists: ProductSummary[][], inCart: ReadonlySet<number>, limit = RELATED_LIMIT): ProductSummary[] {
  const picked: ProductSummary[] = [];
  const seen = new Set<string>();
  for (const product of lists.flat()) {
    if (picked.length >= limit) break;
    if (seen.has(product._id) || product.articles.some((a) => inCart.has(a.pharmacode))) continue;
    const main = mainArticle(product);
    if (!main || !orderableOnline(saleableOf(main))) continue;
    seen.add(product._id);
    picked.push(product);
  }
  return picked;
}
