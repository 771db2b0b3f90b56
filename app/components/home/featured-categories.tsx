import { ArrowRight } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import { FEATURED_CATEGORY_KEYS, type Category } from "#contracts/catalogue.ts";
import { categoryPath, rememberGermanName } from "#app/lib/category-link.ts";
import { CategoryTileImage } from "#app/components/listing/category-tile-image.tsx";

/** The four featured categories (spec §1); 'Failed to load categories' with Retry and placeholder tiles on failure. */
export function FeaturedCategories({ categories }: { categories: Category[] | null }) {
  const revalidator = useRevalidator();
  const featured = FEATURED_CATEGORY_KEYS.map((key) => categories?.find((c) => c.key === key)).filter((c): c is Category => Boolean(c));
  return (
    <section aria-labelledby="featured-categories" className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex items-end justify-between gap-4">
        <h2 id="featured-categories" className="text-2xl">
          Beliebte Kategorien
        </h2>
        <Link to="/categories" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand hover:underline">
          Alle Kategorien <ArrowRight aria-hidden size={16} />
        </Link>
      </div>
      {categories === null && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-danger">
          Failed to load categories
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            className="min-h-11 rounded-lg border border-line px-4 text-sm font-medium text-ink hover:border-brand"
          >
            Retry
          </button>
        </div>
      )}
      <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {(featured.length ? featured : FEATURED_CATEGORY_KEYS.map(() => null)).map((category, index) => (
          <li key={category?._id ?? index}>
            {category ? (
              <Link
                to={categoryPath(category.category.en)}
                onClick={() => rememberGermanName(category.category.de)}
                className="group block overflow-hidden rounded-card border border-line bg-white hover:shadow-float"
              >
                <CategoryTileImage src={category.image} />
                <span className="flex min-h-12 items-center justify-between gap-2 px-3 py-2 font-medium group-hover:text-brand">
                  {category.category.de}
                  <ArrowRight aria-hidden size={16} />
                </span>
              </Link>
            ) : (
              <div aria-hidden className="aspect-[4/3] rounded-card bg-soft" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
