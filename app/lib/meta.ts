import { pharmacy } from "#contracts/pharmacy.ts";

/** Title and description tags for a route; every page has both (crawlers and Lighthouse read them). */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} | ${pharmacy.name} ${pharmacy.city}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: pharmacy.name },
  ];
}
