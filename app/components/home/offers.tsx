import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ProductSummary } from "#contracts/catalogue.ts";
import { articleTitle, cardImage, mainArticle } from "#app/components/product/article-view.ts";
import { PriceBlock } from "#app/components/product/price-block.tsx";
import { ProductImage } from "#app/components/product/product-image.tsx";

function OfferCard({ product }: { product: ProductSummary }) {
  const article = mainArticle(product);
  if (!article) return null;
  const title = articleTitle(article);
  return (
    <Link
      to={`/product/${article.pharmacode}`}
      className="flex h-full items-center gap-3 rounded-card border border-line bg-white p-3 hover:border-brand hover:shadow-float"
    >
      <ProductImage src={cardImage(article)} alt="" size={88} className="h-20 w-20 shrink-0 object-contain" />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm font-medium">{title}</span>
        <span className="mt-1 block">
          <PriceBlock article={article} variant="card" />
        </span>
      </span>
    </Link>
  );
}

/**
 * Current offers (spec §2): six discounted products, three in each side column around the promo on large
 * screens, a two-column grid below the promo on phones. The spec's random 2-4 star rating is invented data,
 * so it is left out.
 */
export function Offers({ products, promo }: { products: ProductSummary[] | null; promo: ReactNode }) {
  const left = products?.slice(0, 3) ?? [];
  const right = products?.slice(3, 6) ?? [];
  const column = (items: ProductSummary[]) => (
    <ul className="contents lg:flex lg:flex-col lg:gap-3">
      {items.map((product) => (
        <li key={product._id} className="lg:flex-1">
          <OfferCard product={product} />
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="offers" className="mx-auto max-w-7xl px-4 py-8">
      <h2 id="offers" className="text-2xl">
        Aktuelle Angebote
      </h2>
      {products === null && (
        <p role="alert" className="mt-3 text-danger">
          Failed to load discount products
        </p>
      )}
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_minmax(0,1.3fr)_1fr] lg:gap-4">
        <div className="order-first sm:col-span-2 lg:order-none lg:col-span-1 lg:col-start-2 lg:row-start-1">{promo}</div>
        <div className="contents lg:col-start-1 lg:row-start-1 lg:block">{column(left)}</div>
        <div className="contents lg:col-start-3 lg:row-start-1 lg:block">{column(right)}</div>
      </div>
    </section>
  );
}
