import { describe, expect, it } from "vitest";
import { categoryPageQuerySchema, parseListQuery, readPageQuery } from "./page-queries.ts";

const q = (search: string) => parseListQuery(new URLSearchParams(search));

describe("parseListQuery", () => {
  it("orders a search by relevance unless a sort is chosen", () => {
    expect(q("search=ibu").sort).toBe("relevance");
    expect(q("search=ibu&sort=random").sort).toBe("random");
  });

  it("defaults page 1 and sort random", () => {
    expect(q("")).toEqual({
      search: "",
      page: 1,
      sort: "random",
      categoryFilter: null,
      companyFilter: null,
      genericCode: null,
      level: null,
      view: null,
      field: null,
      scope: "default",
    });
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
    expect(q("page=2.5").page).toBe(1);
    expect(q("page=100001").page).toBe(1);
    expect(q("level=").level).toBeNull();
    expect(q(`search=${"a".repeat(500)}`).search).toHaveLength(200);
    expect(q("search=%20%20&categoryFilter=%20").search).toBe("");
    expect(q("search=%20%20&categoryFilter=%20").categoryFilter).toBeNull();
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
    expect(q("view=field-search&field=brand&level=2&genericCode=%20A1%20")).toMatchObject({ view: "field-search", field: "brand", level: 2, genericCode: "A1" });
  });
  it("reads the first of a repeated parameter", () => {
    expect(q("page=3&page=5").page).toBe(3);
  });
});

describe("categoryPageQuerySchema", () => {
  const c = (search: string) => readPageQuery(categoryPageQuerySchema, new URLSearchParams(search));
  it("defaults page 1, random order and no company", () => {
    expect(c("")).toEqual({ page: 1, sort: "random", company: null });
  });
  it("keeps good values and replaces bad ones", () => {
    expect(c("page=4&sort=name&company=%20Bayer%20")).toEqual({ page: 4, sort: "name", company: "Bayer" });
    expect(c("page=0&sort=relevance&company=")).toEqual({ page: 1, sort: "random", company: null });
    expect(c(`company=${"x".repeat(300)}`).company).toHaveLength(100);
  });
  it("reads text against the shared text rule as absent (a NUL was a 500 from PostgreSQL)", () => {
    expect(c("company=%00")).toEqual({ page: 1, sort: "random", company: null });
    expect(c("company=Bay%0Aer").company).toBeNull();
    expect(q("search=ibu%00&categoryFilter=a%7Fb&companyFilter=%1F&genericCode=a%00")).toMatchObject({ search: "", categoryFilter: null, companyFilter: null, genericCode: null });
    expect(q("search=%C3%84rzte").search).toBe("Ärzte");
  });
});
