import { Loader2 } from "lucide-react";
import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/product";
import { parsePharmacode } from "#contracts/catalogue.ts";
import { RouteErrorBoundary, type RouteErrorTexts } from "#app/components/layout/route-error-boundary.tsx";
import { AddToCartForm } from "#app/components/product/add-to-cart-form.tsx";
import { articleTitle, cardImage, galleryImages, orderableOnline, saleableOf } from "#app/components/product/article-view.ts";
import { BackLink } from "#app/components/product/back-link.tsx";
import { FavoriteButton } from "#app/components/product/favorite-button.tsx";
import { FindMoreProducts } from "#app/components/product/find-more-products.tsx";
import { GenericProducts } from "#app/components/product/generic-products.tsx";
import { PriceBlock } from "#app/components/product/price-block.tsx";
import { ProductGallery } from "#app/components/product/product-gallery.tsx";
import { JsonLd, productJsonLd } from "#app/components/product/product-json-ld.tsx";
import { AvailabilityBox, RegulationNotice } from "#app/components/product/product-notices.tsx";
import { ProductSections, SUMMARY_SECTION_ID } from "#app/components/product/product-sections.tsx";
import { canonical, errorStatus } from "#app/lib/canonical.ts";
import { useListStateLifetime } from "#app/lib/list-state.ts";
import { loginHref } from "#app/lib/login-redirect.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { addRecentlyViewed } from "#app/lib/recently-viewed.ts";
import { plainText, summaryLines } from "#app/components/product/summary-lines.ts";

const NOT_FOUND = "No article found for this pharmacode";

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta("Product Not Found", NOT_FOUND);
  const { article, origin } = loaderData;
  const summary = plainText(article.consumerFolder?.summary ?? "") || article.description.longDescription || articleTitle(article);
  const description = summary.length > 155 ? `${summary.slice(0, 152).trimEnd()}…` : summary;
  const image = cardImage(article);
  return [
    ...pageMeta(articleTitle(article), description),
    canonical(origin, `/product/${article.pharmacode}`),
    { property: "og:type", content: "product" },
    ...(image ? [{ property: "og:image", content: `${origin}${image}` }] : []),
  ];
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  // The API's own rule: digits past the integer column were a 500 here, the 404 page is the answer.
  const pharmacode = parsePharmacode(params.pharmacode);
  if (pharmacode === null) throw data(NOT_FOUND, { status: 404 });
  try {
    const { product } = await context.services.catalogue.getProduct(pharmacode);
    const article = product.articles.find((a) => a.pharmacode === pharmacode) ?? product.articles[0];
    if (!article) throw data(NOT_FOUND, { status: 404 });
    const siblings = product.articles.filter((a) => a.pharmacode !== article.pharmacode).map((a) => ({ pharmacode: a.pharmacode, title: articleTitle(a) }));
    return { article, siblings, category: product.categories[0]?.name ?? null, company: product.companies[0]?.name ?? article.company?.name ?? null, origin: context.publicUrl };
  } catch (error) {
    if (isRouteErrorResponse(error)) throw error;
    const status = errorStatus(error);
    if (status === 404) throw data(NOT_FOUND, { status: 404 });
    context.log.error({ err: error }, "product failed");
    throw data("Failed to load product details", { status });
  }
}

/**
 * "In den Warenkorb" sent with no scripts at all (blocked): the cart belongs to a login this server cannot see
 * (its token lives in the browser), so the shopper is sent to log in and back here, never to `?quantity=1`. With
 * scripts, slow or not, the form never comes here (record 032).
 */
export function action({ params }: Route.ActionArgs) {
  return redirect(loginHref(`/product/${params.pharmacode}`), 303);
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { article, siblings, category, company, origin } = loaderData;
  const title = articleTitle(article);
  const saleable = saleableOf(article);
  const summary = summaryLines(article.consumerFolder?.summary ?? "");
  const navigation = useNavigation();

  useEffect(() => {
    addRecentlyViewed({ pharmacode: article.pharmacode, description: title, category, ...saleableOf(article), imageUrl: cardImage(article) });
  }, [article, title, category]);

  useListStateLifetime();

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 lg:py-8">
      <JsonLd value={productJsonLd(article, origin, `${origin}/product/${article.pharmacode}`)} />
      <BackLink />
      {navigation.state === "loading" && navigation.location.pathname.startsWith("/product/") && (
        <div role="status" className="fixed inset-x-0 top-1/3 z-40 mx-auto flex w-fit items-center gap-2 rounded-lg bg-white px-4 py-3 shadow-float">
          <Loader2 aria-hidden size={20} className="animate-spin text-brand" /> Laden...
        </div>
      )}
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery images={galleryImages(article)} alt={title} />
        <div>
          <div className="flex items-start justify-between gap-4">
            <div>
              {article.description.brand && <p className="text-sm tracking-wide text-muted uppercase">{article.description.brand}</p>}
              <h1 className="mt-1 text-2xl leading-tight sm:text-3xl">{title}</h1>
            </div>
            <FavoriteButton
              pharmacode={article.pharmacode}
              name={title}
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-line text-muted hover:text-discount disabled:opacity-60"
            />
          </div>
          {article.description.longDescription && article.description.longDescription !== title && (
            <p className="mt-3 text-muted">{article.description.longDescription}</p>
          )}
          <div className="mt-5">
            <PriceBlock article={article} variant="detail" />
          </div>
          <div className="mt-5 flex flex-col gap-3">
            <AvailabilityBox available={article.isAvailable} prescription={saleable.prescription} />
            <RegulationNotice article={article} />
          </div>
          {orderableOnline(saleable) && <AddToCartForm pharmacode={article.pharmacode} />}
          {siblings.length > 0 && (
            <div className="mt-4">
              <h2 className="text-sm font-semibold text-muted">Weitere Packungen</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {siblings.map((s) => (
                  <li key={s.pharmacode}>
                    <Link to={`/product/${s.pharmacode}`} className="inline-flex min-h-11 items-center rounded-lg border border-line px-3 text-sm hover:border-brand hover:text-brand">
                      {s.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <section aria-labelledby="information" className="mt-6 rounded-card border border-line bg-white p-4">
            <h2 id="information" className="text-lg">
              Information
            </h2>
            {summary.length > 0 && (
              <div className="mt-2 space-y-1 text-[15px]" data-testid="information-summary">
                {summary.map((line, i) => (
                  <p key={i}>{line}</p>
                ))}
                <a
                  href={`#${SUMMARY_SECTION_ID}`}
                  onClick={(event) => {
                    const target = document.getElementById(SUMMARY_SECTION_ID) as HTMLDetailsElement | null;
                    if (!target) return;
                    event.preventDefault();
                    target.open = true;
                    target.scrollIntoView({ behavior: "smooth", block: "start" });
                  }}
                  className="font-medium text-brand underline underline-offset-2 hover:text-brand-hover"
                >
                  Mehr anzeigen
                </a>
              </div>
            )}
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">Artikelnummer</dt>
              <dd className="tabular">{article.pharmacode}</dd>
              {company && (
                <>
                  <dt className="text-muted">Hersteller</dt>
                  <dd>{company}</dd>
                </>
              )}
            </dl>
          </section>
        </div>
      </div>
      <FindMoreProducts article={article} />
      <GenericProducts article={article} />
      <ProductSections article={article} />
    </div>
  );
}

/**
 * The page's failure texts (spec §8). The loader's only other text is the spec's own, so a body that reached the
 * boundary some other way (a proxy's 502 page on a client navigation's data request) is never shown.
 */
export function productErrorTexts(status: number): RouteErrorTexts {
  return status === 404
    ? { title: "Product Not Found", message: NOT_FOUND }
    : { title: "Error Loading Product", message: "Failed to load product details" };
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      texts={productErrorTexts}
      home={{ to: "/products", label: "Zum Online-Shop" }}
    />
  );
}

