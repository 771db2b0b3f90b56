import type { Route } from "./+types/robots[.]txt";

/** robots.txt: everything public may be crawled; account, cart and checkout pages are of no use to a search engine. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.publicUrl;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /cartpage",
    "Disallow: /checkout",
    "Disallow: /payment",
    "Disallow: /profilepage",
    "Disallow: /userfavoritespage",
    "Disallow: /appointments",
    "Disallow: /reset-password",
    "Disallow: /verify-email",
    "Disallow: /appointment/manage",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
