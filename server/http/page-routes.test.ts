import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageRoutePatterns } from "./page-routes.ts";

// The shape of a build's route table: flat, each route naming its parent, the root's path empty.
const routes = {
  root: { id: "root", path: "", parentId: undefined },
  "routes/home": { id: "routes/home", index: true, parentId: "root" },
  "routes/product": { id: "routes/product", path: "product/:pharmacode", parentId: "root" },
  "routes/guest-appointment": { id: "routes/guest-appointment", path: "appointment/manage", parentId: "root" },
  "routes/category-products": { id: "routes/category-products", path: "categories/:name/products", parentId: "root" },
  "routes/not-found": { id: "routes/not-found", path: "*", parentId: "root" },
} as unknown as ServerBuild["routes"];

describe("pageRoutePatterns", () => {
  const patternOf = pageRoutePatterns(routes);
  it("names the page route's pattern, never the path's ids", () => {
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/product/7654321")).toBe("/product/:pharmacode");
    expect(patternOf("/categories/Schmerzmittel/products")).toBe("/categories/:name/products");
    expect(patternOf("/appointment/manage")).toBe("/appointment/manage");
  });
  it("names the 404 page's catch-all for anything else", () => {
    expect(patternOf("/secret-token-4711")).toBe("/*");
    expect(patternOf("/product/1/extra")).toBe("/*");
  });
});
