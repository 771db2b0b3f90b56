import { describe, expect, it } from "vitest";
import { parseListQuery } from "#contracts/page-queries.ts";
import { countBadge, listErrorMessage, listTitle, visibleControls, withParams } from "./list-query.ts";

const q = (search: string) => parseListQuery(new URLSearchParams(search));

describe("withParams and the default sort", () => {
  it("keeps a search's relevance order out of the address, and an explicit random order in", () => {
    expect(withParams(new URLSearchParams("search=ibu&sort=name"), { sort: "relevance" })).toBe("?search=ibu");
    expect(withParams(new URLSearchParams("search=ibu"), { sort: "random" })).toBe("?search=ibu&sort=random");
    expect(withParams(new URLSearchParams(""), { sort: "random" })).toBe("?");
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
