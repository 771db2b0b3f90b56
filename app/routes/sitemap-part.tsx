import type { Route } from "./+types/sitemap-part";
import { parsePartName, urlSetXml, URLS_PER_FILE, xmlResponse } from "#app/lib/sitemap.ts";

/**
 * /sitemaps/pages.xml: the public pages and every category list; /sitemaps/products-N.xml: the N-th slice of
 * the product pages, one per article pharmacode (the product page's canonical address).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const origin = context.publicUrl;
  const { catalogue } = context.services;
  const part = parsePartName(params.name);
  if (part === null) return xmlResponse(urlSetXml(origin, []), 404);
  if (part.kind === "pages") {
    const paths = ["/", "/products", "/categories"];
    for (const category of await catalogue.getCategories()) {
      for (const name of [category.category.en, ...category.subcategories.map((s) => s.en)]) {
        paths.push(`/categories/${encodeURIComponent(name)}/products`);
      }
    }
    return xmlResponse(urlSetXml(origin, [...new Set(paths)]));
  }
  const pharmacodes = await catalogue.pharmacodes({ offset: (part.index - 1) * URLS_PER_FILE, limit: URLS_PER_FILE });
  if (pharmacodes.length === 0) return xmlResponse(urlSetXml(origin, []), 404);
  return xmlResponse(urlSetXml(origin, pharmacodes.map((code) => `/product/${code}`)));
}
