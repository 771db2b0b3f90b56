import { describe, expect, it } from "vitest";
import { cardImage, galleryImages } from "./article-view.ts";

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
