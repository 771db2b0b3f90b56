import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleSummary, ProductSummary } from "#contracts/catalogue.ts";
import { createShoppingApp } from "#tests/helpers/shopping.ts";

// Issue 30: Swiss law forbids advertising prescription medicines to the public, and a price is part of that.
// No public answer carries the price of a Sale.Web.Rx article (docs/api.md, Answer shapes).
let s: Awaited<ReturnType<typeof createShoppingApp>>;
beforeAll(async () => {
  s = await createShoppingApp();
});
afterAll(async () => {
  await s.close();
});

const isRx = (a: ArticleSummary) => a.regulations[0]?.code.id === "Sale.Web.Rx";
const noPrice = { currentPrice: null, originalPrice: null, discountPercentage: 0, savings: "0.00", inDiscount: false };

async function listed(path: string): Promise<ArticleSummary[]> {
  const res = await s.t.call("GET", path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.products as ProductSummary[]).flatMap((p) => p.articles);
}

describe("prescription-only articles in public answers", () => {
  it("carry no price in lists, search, generics, the detail and favourites; other articles keep theirs", async () => {
    const rx = await s.prescriptionOnly();
    const detail = await s.t.call("GET", `/api/products/${rx.pharmacode}`);
    expect(detail.status).toBe(200);
    const rxDetail = (detail.body.data.product.articles as ArticleSummary[]).find((a) => a.pharmacode === rx.pharmacode)!;
    expect(rxDetail.price).toEqual(noPrice);
    const generic = rxDetail.genericGroupCodes[0];

    const articles = [
      ...(await listed("/api/getAllProducts?limit=100&sort=name")),
      ...(await listed(`/api/search?${new URLSearchParams({ searchTerms: rx.description, limit: "20" })}`)),
      ...(generic ? await listed(`/api/getProductsByGenericCodes?genericCode=${generic.code}&limit=100`) : []),
    ];
    const user = await s.user();
    await s.t.call("POST", `/api/favorites/${rx.pharmacode}/toggle`, { token: user.token });
    const favourites = await s.t.call("GET", "/api/getAllFavorites", { token: user.token });
    articles.push(...(favourites.body.data.favorites as ProductSummary[]).flatMap((p) => p.articles));

    const prescription = articles.filter(isRx);
    expect(prescription.map((a) => a.pharmacode)).toContain(rx.pharmacode);
    for (const article of prescription) expect(article.price, String(article.pharmacode)).toEqual(noPrice);
    expect(articles.filter((a) => !isRx(a) && a.price.currentPrice !== null).length).toBeGreaterThan(10);
  });
});
