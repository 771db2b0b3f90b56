import { Link } from "react-router";
import { useGermanCategoryName } from "#app/lib/category-names.ts";
import type { ArticleSummary, ProductSummary } from "#contracts/catalogue.ts";
import { articleTitle, regulationOf, saleableOf } from "#app/components/product/article-view.ts";
import { mayShip, regulationLabel } from "#contracts/regulation.ts";
import { FavoriteButton } from "#app/components/product/favorite-button.tsx";
import { ProductImage } from "#app/components/product/product-image.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { TilePrice } from "#app/components/product/price-block.tsx";

/**
 * One favourite group (spec §2): a product with its favourited articles, each with pharmacode, description,
 * price, first medium image and regulation, linking to its product page. The heart removes it; the row goes
 * once the server has answered.
 */
export function FavouriteGroup({ group }: { group: ProductSummary }) {
  const germanName = useGermanCategoryName();
  const category = group.categories[0]?.name;
  const heading = [group.articles[0]?.description.brand, category && germanName(category)].filter(Boolean).join(" · ");
  return (
    <section className="rounded-card border border-line bg-white" aria-label={heading || undefined}>
      {heading && <p className="border-b border-line px-4 py-2 text-xs tracking-wide text-muted uppercase">{heading}</p>}
      <ul className="divide-y divide-line">
        {group.articles.map((article) => {
          const title = articleTitle(article);
          const code = regulationOf(article);
          return (
            <li key={article.pharmacode} className="flex items-start gap-3 px-4 py-3 sm:items-center sm:gap-4">
              <Link to={`/product/${article.pharmacode}`} tabIndex={-1} aria-hidden className="shrink-0">
                <ProductImage src={article.images.M[0] ?? null} alt="" size={72} className="aspect-square h-14 w-14 object-contain sm:h-18 sm:w-18" />
              </Link>
              <div className="min-w-0 flex-1">
                <Link to={`/product/${article.pharmacode}`} className="line-clamp-2 leading-snug font-medium hover:text-brand">
                  {title}
                </Link>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                  <span className="whitespace-nowrap">Pharmacode {article.pharmacode}</span>
                  {code && <Badge tone={mayShip(code) ? "brand" : "warning"}>{regulationLabel(code)}</Badge>}
                </p>
                <ArticlePrice article={article} className="mt-1 sm:hidden" />
              </div>
              <ArticlePrice article={article} className="hidden shrink-0 text-right sm:block" />
              <FavoriteButton
                pharmacode={article.pharmacode}
                name={title}
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-line text-muted hover:text-discount disabled:opacity-60"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The price, or why there is none (the rule in article-view.ts). */
function ArticlePrice({ article, className }: { article: ArticleSummary; className: string }) {
  return (
    <p className={className}>
      <TilePrice item={saleableOf(article)} />
    </p>
  );
}
