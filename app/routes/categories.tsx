import { ChevronRight } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/categories";
import type { Category } from "#contracts/catalogue.ts";
import { CategoryTileImage } from "#app/components/listing/category-tile-image.tsx";
import { canonical } from "#app/lib/canonical.ts";
import { categoryPath, rememberGermanName } from "#app/lib/category-link.ts";
import { pageMeta } from "#app/lib/meta.ts";

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta("Alle Kategorien", "Alle Kategorien der Rheinbogen Apotheke Basel: von Schmerzmitteln über Vitamine bis zur Hautpflege."),
    ...(loaderData ? [canonical(loaderData.origin, "/categories")] : []),
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = context.publicUrl;
  try {
    return { categories: await context.services.catalogue.getCategories(), origin };
  } catch (error) {
    context.log.error({ err: error }, "categories failed");
    return { categories: null as Category[] | null, origin };
  }
}

export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl">Alle Kategorien</h1>
      {categories === null ? (
        <div role="alert" className="mt-6 flex flex-wrap items-center gap-3 text-danger">
          Failed to load categories
          <button type="button" onClick={() => void revalidator.revalidate()} className="min-h-11 rounded-lg border border-line px-4 font-medium text-ink hover:border-brand">
            Retry
          </button>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category._id} className="overflow-hidden rounded-card border border-line bg-white">
              <Link
                to={categoryPath(category.category.en)}
                onClick={() => rememberGermanName(category.category.de)}
                className="group flex items-center gap-4 p-3 hover:bg-soft"
              >
                <span className="w-24 shrink-0 overflow-hidden rounded-lg">
                  <CategoryTileImage src={category.image} />
                </span>
                <span className="flex-1">
                  <span className="block text-lg font-semibold group-hover:text-brand">{category.category.de}</span>
                  <span className="block text-sm text-muted">{category.subcategories.length} Unterkategorien</span>
                </span>
                <ChevronRight aria-hidden size={20} className="text-muted" />
              </Link>
              {category.subcategories.length > 0 && (
                <ul className="flex flex-wrap gap-2 border-t border-line px-3 py-3">
                  {category.subcategories.map((sub) => (
                    <li key={sub.en}>
                      <Link
                        to={categoryPath(sub.en)}
                        onClick={() => rememberGermanName(sub.de)}
                        className="inline-flex min-h-9 items-center rounded-full bg-soft px-3 text-sm hover:bg-brand-soft hover:text-brand"
                      >
                        {sub.de}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
