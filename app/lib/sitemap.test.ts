import { describe, expect, it } from "vitest";
import { parsePartName, sitemapIndexXml, sitemapParts, urlSetXml, URLS_PER_FILE } from "./sitemap.ts";

describe("sitemap", () => {
  it("splits the product pages into files of at most 50,000 addresses", () => {
    expect(sitemapParts(0)).toEqual(["/sitemaps/pages.xml"]);
    expect(sitemapParts(URLS_PER_FILE)).toEqual(["/sitemaps/pages.xml", "/sitemaps/products-1.xml"]);
    expect(sitemapParts(149_707)).toEqual(["/sitemaps/pages.xml", "/sitemaps/products-1.xml", "/sitemaps/products-2.xml", "/sitemaps/products-3.xml"]);
  });

  it("reads only the part names it writes", () => {
    expect(parsePartName("pages.xml")).toEqual({ kind: "pages" });
    expect(parsePartName("products-3.xml")).toEqual({ kind: "products", index: 3 });
    for (const name of ["products-0.xml", "products-01.xml", "products-1", "products-1.xml.gz", "../pages.xml", "products--1.xml"]) {
      expect(parsePartName(name), name).toBeNull();
    }
  });

  it("writes escaped absolute addresses", () => {
    expect(sitemapIndexXml("https://shop.example", ["/sitemaps/pages.xml"])).toContain("<sitemap><loc>https://shop.example/sitemaps/pages.xml</loc></sitemap>");
    expect(urlSetXml("https://shop.example", ["/categories/Skin%20Care%20&%20Co/products"])).toContain(
      "<url><loc>https://shop.example/categories/Skin%20Care%20&amp;%20Co/products</loc></url>",
    );
  });
});
