import type { Route } from "./+types/sitemap[.]xml";
import { MAX_LIMIT } from "#contracts/catalogue.ts";

// The sitemap protocol allows 50,000 addresses per file; a larger catalogue would need a sitemap index.
const MAX_URLS = 50_000;
const CACHE_SECONDS = 3600;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sitemap.xml: the public pages, every category list and every product page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const { catalogue } = context.services;
  const paths = ["/", "/products", "/categories"];
  for (const category of await catalogue.getCategories()) {
    for (const name of [category.category.en, ...category.subcategories.map((s) => s.en)]) {
      paths.push(`/categories/${encodeURIComponent(name)}/products`);
    }
  }
  for (let page = 1; paths.length < MAX_URLS; page += 1) {
    const list = await catalogue.listProducts({ page, limit: MAX_LIMIT, sort: "name" });
    for (const product of list.products) for (const article of product.articles) paths.push(`/product/${article.pharmacode}`);
    if (page >= list.pagination.totalPages) break;
  }
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...new Set(paths)].slice(0, MAX_URLS).map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": `public, max-age=${CACHE_SECONDS}` },
  });
}
