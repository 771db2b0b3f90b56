import type { Route } from "./+types/home";
import type { Category, ProductList, ProductSummary } from "#contracts/catalogue.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { BestsellerCarousel } from "#app/components/home/bestseller-carousel.tsx";
import { FeaturedCategories } from "#app/components/home/featured-categories.tsx";
import { Hero } from "#app/components/home/hero.tsx";
import { HomeFaq } from "#app/components/home/home-faq.tsx";
import { LabPromo } from "#app/components/home/lab-promo.tsx";
import { LocationMap } from "#app/components/home/location-map.tsx";
import { Offers } from "#app/components/home/offers.tsx";
import { ServiceHighlights } from "#app/components/home/service-highlights.tsx";
import { slimList } from "#app/components/listing/slim-list.ts";
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

export async function loader({ context, request }: Route.LoaderArgs) {
  const { catalogue } = context.services;
  // Bestsellers stream in after the first paint; a failure there never breaks the page.
  const bestsellers: Promise<ProductList> = catalogue.listBestsellers({ limit: BESTSELLERS }).then(slimList);
  bestsellers.catch(() => undefined);
  const [categories, offers] = await Promise.all([
    catalogue.getCategories().catch((error: unknown): Category[] | null => {
      context.log.error({ err: error }, "home categories failed");
      return null;
    }),
    catalogue
      .listDiscounts({ page: 1, limit: OFFERS })
      .then((list) => slimList(list).products)
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
