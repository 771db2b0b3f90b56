import { describe, expect, it } from "vitest";
import type { ProductSummary } from "#contracts/catalogue.ts";
import { slimProduct } from "./slim-list.ts";

const product = {
  _id: "p1",
  pharmacode: 11,
  categories: [{ name: "Pain" }],
  companies: [{ name: "Mepha" }],
  articles: [
    {
      _id: "a1",
      pharmacode: 11,
      description: { description: "Ibu 400", longDescription: "A very long text …", brand: "Ibu" },
      images: { F: ["/uploads/F/11_PICBACK3D.svg", "/uploads/F/11_PICFRONT3D.svg"], M: ["/uploads/M/11_PICBACK3D.svg", "/uploads/M/11_PICFRONT3D.svg"] },
      price: { currentPrice: 5, originalPrice: 5, discountPercentage: 0, savings: "0.00", inDiscount: false },
      regulations: [{ code: { id: "Sale.Web.OK" } }],
      isAvailable: true,
      genericGroupCodes: [],
      company: { name: "Mepha" },
    },
  ],
} as ProductSummary;

describe("slimProduct", () => {
  it("keeps the card image and drops the long description", () => {
    const slim = slimProduct(product);
    expect(slim.articles[0].images).toEqual({ F: [], M: ["/uploads/M/11_PICFRONT3D.svg"] });
    expect(slim.articles[0].description).toEqual({ description: "Ibu 400", longDescription: "", brand: "Ibu" });
    expect(slim.articles[0].price).toBe(product.articles[0].price);
    expect(product.articles[0].description.longDescription).toBe("A very long text …");
  });
});
