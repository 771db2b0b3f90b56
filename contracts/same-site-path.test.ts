import { describe, expect, it } from "vitest";
import { sameSitePath } from "./same-site-path.ts";

// Issue 37, point 10: `/.//evil.example/` resolved to `//evil.example/`, which the login page then tried to follow.
const HOSTILE: unknown[] = [
  // dot segments that the parser resolves to a path starting with two slashes
  "/.//evil.example/",
  "/..//evil.example/",
  "/%2e//evil.example/",
  "/%2E//evil.example/",
  "/%2e%2e//evil.example/",
  "/.%2e//evil.example/",
  "/a/..//evil.example/",
  "/a/b/../..//evil.example/",
  "/a/%2e%2e//evil.example/",
  "/././/evil.example",
  // other hosts outright
  "//evil.example",
  "///evil.example",
  "https://evil.example",
  "http://evil.example/product/1",
  "HTTPS://evil.example",
  "javascript:alert(1)",
  "evil.example",
  "data:text/html,hi",
  // backslashes, which the parser reads as slashes
  "/\\evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/.\\/evil.example",
  "/a\\..\\/evil.example",
  // tab, CR, LF (dropped by the parser) and other control characters
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/.\t//evil.example",
  "\t//evil.example",
  " //evil.example",
  " /product/1",
  "/\u0000/evil.example",
  "/product\u007f",
  // encoded slashes, backslashes and controls, which a later decoding step would turn into the above
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "/%5Cevil.example",
  "/%5c%5cevil.example",
  "/%09/evil.example",
  "/%0d%0a/evil.example",
  "/.%2F/evil.example",
  "/..%2f/evil.example",
  "/%252e//evil.example",
  // not decodable, not a string, too long, empty
  "/%E0%A4%A",
  "/%",
  "",
  null,
  undefined,
  42,
  ["/product/1"],
  `/${"x".repeat(2000)}`,
];

describe("the same-site rule for return addresses", () => {
  it.each(HOSTILE.map((value) => [value]))("refuses %j", (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it.each([
    ["/", "/"],
    ["/product/1234567", "/product/1234567"],
    ["/products?search=Ibuprofen%20400&page=2#top", "/products?search=Ibuprofen%20400&page=2#top"],
    ["/categories/Headache/products?company=Bayer%20AG&page=2#list", "/categories/Headache/products?company=Bayer%20AG&page=2#list"],
    // resolved as the browser would: the answer is where the browser would have gone
    ["/a/../cartpage", "/cartpage"],
    ["/./cartpage", "/cartpage"],
    ["/%2e%2e/product/1", "/product/1"],
    ["/products?next=//evil.example", "/products?next=//evil.example"],
    // encoded for a header: the Headers class refuses nothing in it
    ["/suche/Kräuter 💊", "/suche/Kr%C3%A4uter%20%F0%9F%92%8A"],
  ])("keeps %j as %j", (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
    // What it keeps is its own answer and stays on any origin it is resolved against.
    expect(sameSitePath(expected)).toBe(expected);
    expect(new URL(expected, "https://shop.example").origin).toBe("https://shop.example");
  });
});
