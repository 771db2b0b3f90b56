import { ChevronLeft, ChevronRight, Loader2 } from "lucide-react";
import { Suspense, useRef } from "react";
import { Await, Link } from "react-router";
import type { ProductList } from "#contracts/catalogue.ts";
import { cardImage, mainArticle, saleableOf } from "#app/components/product/article-view.ts";
import { TilePrice } from "#app/components/product/price-block.tsx";
import { ProductImage } from "#app/components/product/product-image.tsx";

const SCROLL_STEP = 0.8;

function Track({ list }: { list: ProductList }) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * SCROLL_STEP, behavior: "smooth" });
  };
  const arrow = "absolute top-1/3 z-10 hidden h-11 w-11 items-center justify-center rounded-full border border-line bg-white shadow-float hover:text-brand md:flex";
  return (
    <div className="relative mt-4">
      <button type="button" data-replay="repeat" onClick={() => scroll(-1)} aria-label="Zurück blättern" className={`${arrow} -left-3`}>
        <ChevronLeft aria-hidden size={20} />
      </button>
      <ul ref={track} className="relative flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 [scrollbar-width:thin]">
        {list.products.map((product) => {
          const article = mainArticle(product);
          if (!article) return null;
          const title = article.description.description || "No Description Available";
          return (
            <li key={product._id} className="w-40 shrink-0 snap-start sm:w-48">
              <Link to={`/product/${article.pharmacode}`} className="flex h-full flex-col rounded-card border border-line bg-white p-3 hover:border-brand">
                <ProductImage src={cardImage(article)} alt="" size={176} />
                <span className="mt-2 line-clamp-2 min-h-10 text-sm font-medium">{title}</span>
                <span className="tabular mt-auto pt-1 font-bold">
                  <TilePrice item={saleableOf(article)} className="" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <button type="button" data-replay="repeat" onClick={() => scroll(1)} aria-label="Weiter blättern" className={`${arrow} -right-3`}>
        <ChevronRight aria-hidden size={20} />
      </button>
    </div>
  );
}

/** 'Unsere Bestseller' (spec §2): streamed after the page; spinner, error in red, or the carousel. */
export function BestsellerCarousel({ bestsellers }: { bestsellers: Promise<ProductList> }) {
  return (
    <section aria-labelledby="bestsellers" className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex items-end justify-between gap-4">
        <h2 id="bestsellers" className="text-2xl">
          Unsere Bestseller
        </h2>
        <Link to="/products" className="inline-flex min-h-11 items-center rounded-lg border border-brand px-4 text-sm font-semibold text-brand hover:bg-brand-soft">
          Alle Produkte
        </Link>
      </div>
      <div className="min-h-[17rem]">
        <Suspense
          fallback={
            <p role="status" className="flex h-64 items-center justify-center gap-2 text-muted">
              <Loader2 aria-hidden className="animate-spin text-brand" size={20} /> Laden...
            </p>
          }
        >
          <Await resolve={bestsellers} errorElement={<p role="alert" className="mt-4 text-danger">Failed to load bestsellers</p>}>
            {(list) => <Track list={list} />}
          </Await>
        </Suspense>
      </div>
    </section>
  );
}
