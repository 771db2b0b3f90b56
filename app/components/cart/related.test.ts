import { describe, expect, it } from "vitest";
import type { ArticleSummary, ProductSummary } from "#contracts/catalogue.ts";
import { pickRelated, relatedSources } from "./related.ts";

const product = (id: string, pharmacode: number, options: { rx?: boolean; price?: number | null; more?: number[] } = {}): ProductSummary => {
  const article = (code: number): ArticleSummary => ({
    _id: `a${code}`,
    pharmacode: code,
    description: { description: `P${code}`, longDescription: "", brand: "B" },
    images: { F: [], M: [] },
    price: { currentPrice: options.price === undefined ? 10 : options.price, originalPrice: 10, discountPercentage: 0, savings: "0.00", inDiscount: false },
    regulations: [{ code: { id: options.rx ? "Sale.Web.Rx" : "Sale.Web.OK" } }],
    isAvailable: true,
    genericGroupCodes: [],
    company: { name: "C" },
  });
  return { _id: id, pharmacode, articles: [article(pharmacode), ...(options.more ?? []).map(article)], categories: [], companies: [] };
};

describe("pickRelated", () => {
  it("takes the first three in source order, each product once, none with an article in the cart", () => {
    const lists = [
      [product("a", 1), product("b", 2, { more: [99] }), product("c", 3)],
      [product("c", 3), product("d", 4), product("e", 5)],
    ];
    expect(pickRelated(lists, new Set([99])).map((p) => p._id)).toEqual(["a", "c", "d"]);
  });

  it("leaves out what cannot be bought online", () => {
    const lists = [[product("rx", 1, { rx: true }), product("free", 2, { price: null }), product("ok", 3)]];
    expect(pickRelated(lists, new Set()).map((p) => p._id)).toEqual(["ok"]);
  });
});

describe("relatedSources", () => {
  it("asks the generic group first, then the category, then the brand, skipping what the line lacks", () => {
    expect(relatedSources({ genericCode: "G1", category: "Flu & Colds", brand: "Dolorin" }).map((s) => s.path)).toEqual([
      "/getProductsByGenericCodes",
      "/categories/Flu%20%26%20Colds/products",
      "/getProductsBySoloField",
    ]);
    expect(relatedSources({ genericCode: null, category: null, brand: "Dolorin" })).toHaveLength(1);
  });
});
