import { Hono, type Context } from "hono";
import {
  bestsellersQuery,
  categoryNameParam,
  categoryNameQuery,
  categoryQuery,
  companyProductsQuery,
  companySearchQuery,
  discountsQuery,
  genericCodeQuery,
  pharmacodeParam,
  productsQuery,
  similarQuery,
  soloFieldQuery,
} from "#contracts/catalogue-queries.ts";
import { ok } from "#contracts/envelope.ts";
import { parse, parseQuery } from "./validate.ts";
import { kept } from "./public-cache.ts";
import type { AppEnv } from "./types.ts";
import { documentRoutes } from "./openapi.ts";

const catalogue = (c: Context<AppEnv>) => c.get("deps").services.catalogue;

async function productByPharmacode(c: Context<AppEnv>) {
  const pharmacode = parse(pharmacodeParam, c.req.param("pharmacode"));
  const { productId, product } = await catalogue(c).getProduct(pharmacode);
  // Kept until a change touches this product (public-cache.ts), not until any catalogue change.
  c.set("keptProduct", productId);
  return c.json(ok({ product }));
}

/**
 * The catalogue endpoints (all but /search; documented at the end of this file): parse, call one service function,
 * answer. Each is the same for every visitor until the catalogue changes, so each declares itself `kept` (public-cache.ts).
 */
export function createCatalogueRouter() {
  const r = new Hono<AppEnv>();

  r.get("/getAllProducts", kept, async (c) => c.json(ok(await catalogue(c).listProducts(parseQuery(c, productsQuery)))));
  r.get("/getAllDiscountProduct", kept, async (c) => c.json(ok(await catalogue(c).listDiscounts(parseQuery(c, discountsQuery)))));
  r.get("/getAllProductsFromBestSeller", kept, async (c) =>
    c.json(ok(await catalogue(c).listBestsellers(parseQuery(c, bestsellersQuery)))),
  );
  r.get("/getCategories", kept, async (c) => c.json(ok(await catalogue(c).getCategories())));
  r.get("/getProductsByCategory", kept, async (c) =>
    c.json(ok(await catalogue(c).listByCategoryId(parseQuery(c, categoryQuery)))),
  );
  r.get("/categories/:name/products", kept, async (c) => {
    const name = parse(categoryNameParam, c.req.param("name"));
    return c.json(ok(await catalogue(c).listByCategoryName({ ...parseQuery(c, categoryNameQuery), name })));
  });
  r.get("/getProductsByGenericCodes", kept, async (c) =>
    c.json(ok(await catalogue(c).listByGenericCode(parseQuery(c, genericCodeQuery)))),
  );
  r.get("/getSimilarProductsByGenericCode", kept, async (c) =>
    c.json(ok(await catalogue(c).listSimilar(parseQuery(c, similarQuery)))),
  );
  r.get("/getProductsByCompany", kept, async (c) =>
    c.json(ok(await catalogue(c).listByCompany(parseQuery(c, companyProductsQuery)))),
  );
  r.get("/getProductsBySoloField", kept, async (c) =>
    c.json(ok(await catalogue(c).listBySoloField(parseQuery(c, soloFieldQuery)))),
  );
  r.get("/getAllCompanies", kept, async (c) => c.json(ok(await catalogue(c).getAllCompanies())));
  r.get("/companies/search", kept, async (c) => c.json(ok(await catalogue(c).searchCompanies(parseQuery(c, companySearchQuery)))));
  r.get("/products/:pharmacode", kept, productByPharmacode);
  // The storefront also asks GET /api/{pharmacode}; digits only, so it never shadows a named path.
  r.get("/:pharmacode{[0-9]+}", kept, productByPharmacode);
  return r;
}

const list = "ProductList (contracts/catalogue.ts)";
documentRoutes("Catalogue", [
  { method: "GET", path: "/api/getAllProducts", summary: "Every product, paged", query: productsQuery, answer: list },
  { method: "GET", path: "/api/getAllDiscountProduct", summary: "Products in discount", query: discountsQuery, answer: list },
  { method: "GET", path: "/api/getAllProductsFromBestSeller", summary: "Products by sales rank", query: bestsellersQuery, answer: list },
  { method: "GET", path: "/api/getCategories", summary: "The category tree", answer: "Category[]" },
  { method: "GET", path: "/api/getProductsByCategory", summary: "Products of a category by id", query: categoryQuery, answer: list, errors: [404] },
  { method: "GET", path: "/api/categories/:name/products", summary: "Products of a category or subcategory by English name", params: { name: categoryNameParam }, query: categoryNameQuery, answer: list, errors: [404] },
  { method: "GET", path: "/api/getProductsByGenericCodes", summary: "Products of a generic group", query: genericCodeQuery, answer: list },
  { method: "GET", path: "/api/getSimilarProductsByGenericCode", summary: "Products similar at a generic level", query: similarQuery, answer: list },
  { method: "GET", path: "/api/getProductsByCompany", summary: "Products of a company", query: companyProductsQuery, answer: list },
  { method: "GET", path: "/api/getProductsBySoloField", summary: "Products by one field", query: soloFieldQuery, answer: list },
  { method: "GET", path: "/api/getAllCompanies", summary: "Every company, sorted", answer: "Company[]" },
  { method: "GET", path: "/api/companies/search", summary: "Companies by name", query: companySearchQuery, answer: "{ companies: Company[] }" },
  { method: "GET", path: "/api/products/:pharmacode", summary: "A product by the pharmacode of one of its articles", params: { pharmacode: pharmacodeParam }, answer: "{ product: ProductDetail }", errors: [404] },
  { method: "GET", path: "/api/:pharmacode{[0-9]+}", summary: "The same, at the storefront's short path", params: { pharmacode: pharmacodeParam }, answer: "{ product: ProductDetail }", errors: [404] },
]);
