import { describe, expect, it } from "vitest";
import { categoryPath } from "./category-link.ts";

describe("categoryPath", () => {
  it("links the English name's product list", () => {
    expect(categoryPath("FluColds")).toBe("/categories/FluColds/products");
  });

  it("encodes names that are not URL-safe", () => {
    expect(categoryPath("Eyes & Ears")).toBe("/categories/Eyes%20%26%20Ears/products");
    expect(categoryPath("a/b")).toBe("/categories/a%2Fb/products");
  });
});
