import { describe, expect, it } from "vitest";
import { isListPath, keepsListState, listStateHref } from "./list-state.ts";

describe("listStateHref", () => {
  it("restores page, category, sort and company", () => {
    expect(
      listStateHref({ page: 3, categoryFilter: "Pain", sortFilter: "price-asc", companyFilter: "Bayer", pathname: "/products", query: "search=ibu&page=3" }),
    ).toBe("/products?search=ibu&page=3&categoryFilter=Pain&sort=price-asc&companyFilter=Bayer");
  });
  it("leaves out a random sort and the first page", () => {
    expect(listStateHref({ page: 1, categoryFilter: null, sortFilter: "random", companyFilter: null, pathname: "/products", query: "sort=random" })).toBe(
      "/products",
    );
  });
  it("uses the category list's own company parameter", () => {
    expect(
      listStateHref({ page: 2, categoryFilter: null, sortFilter: "name", companyFilter: "Bayer", pathname: "/categories/Nutrition/products", query: "" }),
    ).toBe("/categories/Nutrition/products?page=2&sort=name&company=Bayer");
  });
  it("knows list paths", () => {
    expect(isListPath("/products")).toBe(true);
    expect(isListPath("/categories/Flu%20Colds/products")).toBe(true);
    expect(isListPath("/product/123")).toBe(false);
  });
});

describe("keepsListState (spec §4)", () => {
  it("keeps the state for products and lists, drops it for any other page", () => {
    expect(keepsListState("/product/4980085")).toBe(true);
    expect(keepsListState("/products")).toBe(true);
    expect(keepsListState("/categories/Vitamine/products")).toBe(true);
    expect(keepsListState("/vacinationspage")).toBe(false);
    expect(keepsListState("/")).toBe(false);
  });
});
