import type { ArticleDetail } from "#contracts/catalogue.ts";
import { articleTitle, galleryImages, saleableOf } from "./article-view.ts";

/** schema.org Product data for search engines; Rx articles carry no offer (their price is not public). */
export function productJsonLd(article: ArticleDetail, origin: string, url: string) {
  const { price } = saleableOf(article);
  const offer =
    price !== null
      ? {
          "@type": "Offer",
          price: price.toFixed(2),
          priceCurrency: "CHF",
          url,
          availability: article.isAvailable === false ? "https://schema.org/BackOrder" : "https://schema.org/InStock",
        }
      : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: articleTitle(article),
    description: article.description.longDescription || undefined,
    sku: String(article.pharmacode),
    brand: article.description.brand ? { "@type": "Brand", name: article.description.brand } : undefined,
    manufacturer: article.company?.name ? { "@type": "Organization", name: article.company.name } : undefined,
    image: galleryImages(article).map((src) => `${origin}${src}`),
    offers: offer,
  };
}

/** The JSON-LD block; `<` is escaped so no text inside can close the script element. */
export function JsonLd({ value }: { value: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(value).replace(/</g, "\\u003c") }} />;
}
