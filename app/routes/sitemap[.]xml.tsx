import type { Route } from "./+types/sitemap[.]xml";
import { sitemapIndexXml, sitemapParts, xmlResponse } from "#app/lib/sitemap.ts";

/** sitemap.xml: an index of the part files (the pages and categories, then the product pages in slices). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.publicUrl;
  const articles = await context.services.catalogue.countArticles();
  return xmlResponse(sitemapIndexXml(origin, sitemapParts(articles)));
}
