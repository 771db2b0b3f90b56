import { describe, expect, it } from "vitest";
import { saleableOfViewed } from "#app/lib/recently-viewed.ts";
import { cardImage, galleryImages, orderableOnline, saleableOf } from "./article-view.ts";

describe("images (spec §2, §3)", () => {
  const images = {
    F: ["/uploads/1/1_PICBACK3D.webp", "/uploads\\1\\1_VIEWER360.webp", "/uploads/1/1_PICSIDE.webp", "/uploads/1/1_PICFRONT3D.webp"],
    M: ["/uploads/1/m/1_PICFRONT.webp", "/uploads/1/m/1_PICFRONT3D.webp"],
  };
  it("orders the gallery front 3D, back 3D, then the rest, without VIEWER360", () => {
    expect(galleryImages({ images })).toEqual(["/uploads/1/1_PICFRONT3D.webp", "/uploads/1/1_PICBACK3D.webp", "/uploads/1/1_PICSIDE.webp"]);
  });
  it("prefers PICFRONT3D for cards, then PICFRONT, then the first", () => {
    expect(cardImage({ images })).toBe("/uploads/1/m/1_PICFRONT3D.webp");
    expect(cardImage({ images: { F: [], M: ["/uploads/a.webp", "/uploads/a_PICFRONT.webp"] } })).toBe("/uploads/a_PICFRONT.webp");
    expect(cardImage({ images: { F: ["/uploads\\b.webp"], M: [] } })).toBe("/uploads/b.webp");
    expect(cardImage({ images: { F: [], M: [] } })).toBeNull();
  });
});

describe("the prescription rule (issue 30)", () => {
  const price = { currentPrice: 74.6, originalPrice: 74.6, discountPercentage: 0, savings: "0.00", inDiscount: false };
  const withCode = (id: "Sale.Web.Rx" | "Sale.Web.OK") => ({ price, regulations: [{ code: { id } }] });

  it("shows no price and offers no add button for a prescription article, even when a price reaches the browser", () => {
    expect(saleableOf(withCode("Sale.Web.Rx"))).toEqual({ price: null, prescription: true });
    expect(orderableOnline(saleableOf(withCode("Sale.Web.Rx")))).toBe(false);
    expect(saleableOf(withCode("Sale.Web.OK"))).toEqual({ price: 74.6, prescription: false });
    expect(orderableOnline(saleableOf(withCode("Sale.Web.OK")))).toBe(true);
    expect(orderableOnline({ price: null, prescription: false })).toBe(false);
  });

  it("treats a recently viewed entry kept before entries said so as possibly prescription-only", () => {
    const entry = { pharmacode: 1, description: "X", category: null, price: 74.6, imageUrl: null };
    expect(orderableOnline(saleableOfViewed(entry))).toBe(false);
    expect(saleableOfViewed({ ...entry, prescription: false })).toEqual({ price: 74.6, prescription: false });
    expect(saleableOfViewed({ ...entry, prescription: true })).toEqual({ price: null, prescription: true });
  });
});
