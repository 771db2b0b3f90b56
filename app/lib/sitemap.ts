/**
 * Sitemap files (sitemaps.org protocol). A file holds at most 50,000 addresses, so /sitemap.xml is an index
 * of part files: the shop's pages and categories, then the product pages in slices.
 */
export const URLS_PER_FILE = 50_000;
export const SITEMAP_CACHE_SECONDS = 3600;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Addresses of the part files for a catalogue of `articles` product pages. */
export function sitemapParts(articles: number): string[] {
  const productFiles = Math.ceil(articles / URLS_PER_FILE);
  return ["/sitemaps/pages.xml", ...Array.from({ length: productFiles }, (_, i) => `/sitemaps/products-${i + 1}.xml`)];
}

/** The part a file name asks for: the pages, a 1-based product slice, or null for anything else. */
export function parsePartName(name: string): { kind: "pages" } | { kind: "products"; index: number } | null {
  if (name === "pages.xml") return { kind: "pages" };
  const match = /^products-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { kind: "products", index: Number(match[1]) } : null;
}

/** A sitemap document: `root` holding one `item` per address, each with its absolute <loc>. */
function sitemapXml(root: "sitemapindex" | "urlset", item: "sitemap" | "url", origin: string, paths: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...paths.map((path) => `<${item}><loc>${escapeXml(origin + path)}</loc></${item}>`),
    `</${root}>`,
  ].join("\n");
}

export const sitemapIndexXml = (origin: string, parts: string[]) => sitemapXml("sitemapindex", "sitemap", origin, parts);
export const urlSetXml = (origin: string, paths: string[]) => sitemapXml("urlset", "url", origin, paths);

export const xmlResponse = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": `public, max-age=${SITEMAP_CACHE_SECONDS}` },
  });
