import type { Route } from "./+types/home";
import { FEATURED_CATEGORY_KEYS, type Category, type ProductList, type ProductSummary } from "#contracts/catalogue.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { BestsellerCarousel } from "#app/components/home/bestseller-carousel.tsx";
import { FeaturedCategories } from "#app/components/home/featured-categories.tsx";
import { Hero } from "#app/components/home/hero.tsx";
import { HomeFaq } from "#app/components/home/home-faq.tsx";
import { LabPromo } from "#app/components/home/lab-promo.tsx";
import { LocationMap } from "#app/components/home/location-map.tsx";
import { Offers } from "#app/components/home/offers.tsx";
import { ServiceHighlights } from "#app/components/home/service-highlights.tsx";
import { slimProduct } from "#app/components/listing/slim-list.ts";
import { mainArticle } from "#app/components/product/article-view.ts";
import { canonical } from "#app/lib/canonical.ts";
import { pageMeta } from "#app/lib/meta.ts";

const OFFERS = 6;
const BESTSELLERS = 12;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta(
      "Online-Apotheke, Labor und Impfungen in Basel",
      `${pharmacy.name} am Marktplatz Basel: Medikamente, Vitamine und Pflegeprodukte online bestellen (CHF, inkl. MwSt.), Beratung, Labortests und Impfungen.`,
    ),
    ...(loaderData ? [canonical(loaderData.origin, "/")] : []),
  ];
}

/**
 * A product as the home page's cards show it: its main article only (slimmed as for every list), no company list.
 * The home page carries 18 cards' data in the document; the other articles and companies were never shown.
 */
function asHomeCard(product: ProductSummary): ProductSummary {
  const main = mainArticle(product);
  return slimProduct({ ...product, companies: [], articles: main ? [main] : [] });
}

const featuredOnly = (categories: Category[]) => categories.filter((category) => (FEATURED_CATEGORY_KEYS as readonly string[]).includes(category.key));

export async function loader({ context, request }: Route.LoaderArgs) {
  const { catalogue } = context.services;
  // Bestsellers stream in after the first paint; a failure there never breaks the page.
  const bestsellers: Promise<ProductList> = catalogue.listBestsellers({ limit: BESTSELLERS }).then((list) => ({ ...list, products: list.products.map(asHomeCard) }));
  bestsellers.catch(() => undefined);
  const [categories, offers] = await Promise.all([
    // Only the featured tiles' categories go into the page's data (issue 28: loader data only for what it shows).
    catalogue.getCategories().then(featuredOnly, (error: unknown): Category[] | null => {
      context.log.error({ err: error }, "home categories failed");
      return null;
    }),
    // The pharmacy's newest offers first (issue 40), then the others by sales rank.
    catalogue
      .listCurrentOffers({ limit: OFFERS })
      .then((list) => list.products.map(asHomeCard))
      .catch((error: unknown): ProductSummary[] | null => {
        context.log.error({ err: error }, "home offers failed");
        return null;
      }),
  ]);
  return { categories, offers, bestsellers, origin: context.publicUrl };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, offers, bestsellers } = loaderData;
  return (
    <>
      <Hero />
      <ServiceHighlights />
      <FeaturedCategories categories={categories} />
      <Offers products={offers} promo={<LabPromo />} />
      <BestsellerCarousel bestsellers={bestsellers} />
      <HomeFaq />
      <LocationMap />
    </>
  );
}
