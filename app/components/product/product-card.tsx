import { Link } from "react-router";
import type { ProductSummary } from "#contracts/catalogue.ts";
import { articleTitle, cardImage, mainArticle } from "./article-view.ts";
import { FavoriteButton } from "./favorite-button.tsx";
import { PriceBlock } from "./price-block.tsx";
import { ProductImage } from "./product-image.tsx";
import { StatusChip } from "./status-chip.tsx";

type Props = {
  product: ProductSummary;
  /** Called before the link navigates (the list saves its state here). */
  onOpen?: () => void;
  priority?: boolean;
  /** 2 directly under a page's h1 (list grids), 3 under a section heading. */
  headingLevel?: 2 | 3;
};

/** A product tile (DESIGN.md): square packshot, brand in small caps, two-line name, price at the bottom. */
export function ProductCard({ product, onOpen, priority, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const article = mainArticle(product);
  if (!article) return null;
  const title = articleTitle(article);
  return (
    <article className="group relative flex h-full flex-col rounded-card border border-line bg-white p-3 transition-shadow focus-within:ring-2 focus-within:ring-brand hover:shadow-float">
      <div className="absolute top-2 right-2 z-10">
        <FavoriteButton pharmacode={article.pharmacode} name={title} />
      </div>
      <ProductImage src={cardImage(article)} alt={title} size={240} priority={priority} />
      <div className="mt-3 flex flex-1 flex-col gap-1">
        {article.description.brand && <p className="text-xs tracking-wide text-muted uppercase">{article.description.brand}</p>}
        <Heading className="line-clamp-2 min-h-[2.75rem] text-[15px] leading-snug font-medium">
          <Link
            to={`/product/${article.pharmacode}`}
            onClick={onOpen}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand focus-visible:outline-none"
            prefetch="intent"
          >
            {title}
          </Link>
        </Heading>
        <div className="min-h-6">
          <StatusChip article={article} />
        </div>
        <div className="mt-auto pt-2">
          <PriceBlock article={article} variant="card" />
        </div>
      </div>
    </article>
  );
}
