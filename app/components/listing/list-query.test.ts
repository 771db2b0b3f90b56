import { describe, expect, it } from "vitest";
import { countBadge, listErrorMessage, listTitle, parseListQuery, visibleControls, withParams } from "./list-query.ts";

const q = (search: string) => parseListQuery(new URLSearchParams(search));

describe("parseListQuery", () => {
  it("orders a search by relevance unless a sort is chosen", () => {
    expect(q("search=ibu").sort).toBe("relevance");
    expect(q("search=ibu&sort=random").sort).toBe("random");
    expect(withParams(new URLSearchParams("search=ibu&sort=name"), { sort: "relevance" })).toBe("?search=ibu");
    expect(withParams(new URLSearchParams("search=ibu"), { sort: "random" })).toBe("?search=ibu&sort=random");
    expect(withParams(new URLSearchParams(""), { sort: "random" })).toBe("?");
  });

  it("defaults page 1 and sort random", () => {
    expect(q("")).toMatchObject({ page: 1, sort: "random", search: "", scope: "default", view: null });
  });
  it("falls back on bad values instead of failing", () => {
    expect(q("page=-3&sort=cheap&scope=x&level=9&field=password&view=admin")).toMatchObject({
      page: 1,
      sort: "random",
      scope: "default",
      level: null,
      field: null,
      view: null,
    });
    expect(q("page=abc").page).toBe(1);
    expect(q(`search=${"a".repeat(500)}`).search).toHaveLength(200);
  });
  it("reads every spec parameter", () => {
    expect(q("search=ibu&page=2&sort=price-asc&categoryFilter=Pain&companyFilter=Bayer&scope=substance")).toMatchObject({
      search: "ibu",
      page: 2,
      sort: "price-asc",
      categoryFilter: "Pain",
      companyFilter: "Bayer",
      scope: "substance",
    });
  });
});

describe("titles and badges (spec §2)", () => {
  it("names each list", () => {
    expect(listTitle(q("view=generic&genericCode=A1"))).toBe("Generische Produkte");
    expect(listTitle(q("view=field-search&field=brand&search=Dafalgan"))).toBe("More Products by Brand");
    expect(listTitle(q("view=field-search&field=consumerFolderSummary&search=x"))).toBe("More Products by Summary");
    expect(listTitle(q("companyFilter=Bayer"))).toBe("Products by Bayer");
    expect(listTitle(q("search=ibu"))).toBe("Search Results");
    expect(listTitle(q("genericCode=A1"))).toBe("Search Results");
    expect(listTitle(q(""))).toBe("All Products");
  });
  it("counts with Found or Total and singular", () => {
    expect(countBadge(true, 1)).toBe("Found 1 product");
    expect(countBadge(true, 0)).toBe("Found 0 products");
    expect(countBadge(false, 400)).toBe("Total 400 products");
  });
  it("hides controls as the spec says", () => {
    expect(visibleControls(q("search=ibu"), 3)).toEqual({ categoryFilter: true, company: true, sort: true });
    expect(visibleControls(q(""), 3).categoryFilter).toBe(false);
    expect(visibleControls(q("search=ibu"), 0).categoryFilter).toBe(false);
    expect(visibleControls(q("view=field-search&field=brand&search=x"), 3)).toEqual({ categoryFilter: false, company: false, sort: false });
    expect(visibleControls(q("companyFilter=Bayer"), 0).sort).toBe(false);
  });
});

describe("withParams", () => {
  it("resets the page on a filter change and drops defaults", () => {
    expect(withParams(new URLSearchParams("search=ibu&page=4"), { sort: "name" })).toBe("?search=ibu&sort=name");
    expect(withParams(new URLSearchParams("sort=name"), { sort: "random" })).toBe("?");
    expect(withParams(new URLSearchParams("search=a"), { page: "3" })).toBe("?search=a&page=3");
  });
});

describe("listErrorMessage (spec §8)", () => {
  it("maps statuses to the catalogue texts", () => {
    expect(listErrorMessage(0)).toBe("Network error. Please check your internet connection.");
    expect(listErrorMessage(401)).toBe("Authentication required. Please log in to view products.");
    expect(listErrorMessage(404)).toBe("Products not found. Please check your search criteria.");
    expect(listErrorMessage(500)).toBe("Server error occurred. Please try again later.");
    expect(listErrorMessage(400)).toBe("Failed to load products. Please try again later.");
  });
});
