import type { ProductList, ProductSummary } from "#contracts/catalogue.ts";
import { cardImage } from "#app/components/product/article-view.ts";

/**
 * A list as its cards need it: each article keeps its one card image and loses the long description. The
 * shapes stay those of the API; only what a card never shows is left out, so the page carries less data.
 */
export function slimProduct(product: ProductSummary): ProductSummary {
  return {
    ...product,
    articles: product.articles.map((article) => {
      const image = cardImage(article);
      return {
        ...article,
        description: { ...article.description, longDescription: "" },
        images: { F: [], M: image ? [image] : [] },
      };
    }),
  };
}

export function slimList<T extends ProductList>(list: T): T {
  return { ...list, products: list.products.map(slimProduct) };
}
