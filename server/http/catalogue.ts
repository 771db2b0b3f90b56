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
import type { AppEnv } from "./types.ts";

const catalogue = (c: Context<AppEnv>) => c.get("deps").services.catalogue;

async function productByPharmacode(c: Context<AppEnv>) {
  const pharmacode = parse(pharmacodeParam, c.req.param("pharmacode"));
  return c.json(ok({ product: await catalogue(c).getProduct(pharmacode) }));
}

/** The catalogue endpoints of shared/API.md (all but /search): parse, call one service function, answer. */
export function createCatalogueRouter() {
  const r = new Hono<AppEnv>();

  r.get("/getAllProducts", async (c) => c.json(ok(await catalogue(c).listProducts(parseQuery(c, productsQuery)))));
  r.get("/getAllDiscountProduct", async (c) => c.json(ok(await catalogue(c).listDiscounts(parseQuery(c, discountsQuery)))));
  r.get("/getAllProductsFromBestSeller", async (c) =>
    c.json(ok(await catalogue(c).listBestsellers(parseQuery(c, bestsellersQuery)))),
  );
  r.get("/getCategories", async (c) => c.json(ok(await catalogue(c).getCategories())));
  r.get("/getProductsByCategory", async (c) =>
    c.json(ok(await catalogue(c).listByCategoryId(parseQuery(c, categoryQuery)))),
  );
  r.get("/categories/:name/products", async (c) => {
    const name = parse(categoryNameParam, c.req.param("name"));
    return c.json(ok(await catalogue(c).listByCategoryName({ ...parseQuery(c, categoryNameQuery), name })));
  });
  r.get("/getProductsByGenericCodes", async (c) =>
    c.json(ok(await catalogue(c).listByGenericCode(parseQuery(c, genericCodeQuery)))),
  );
  r.get("/getSimilarProductsByGenericCode", async (c) =>
    c.json(ok(await catalogue(c).listSimilar(parseQuery(c, similarQuery)))),
  );
  r.get("/getProductsByCompany", async (c) =>
    c.json(ok(await catalogue(c).listByCompany(parseQuery(c, companyProductsQuery)))),
  );
  r.get("/getProductsBySoloField", async (c) =>
    c.json(ok(await catalogue(c).listBySoloField(parseQuery(c, soloFieldQuery)))),
  );
  r.get("/getAllCompanies", async (c) => c.json(ok(await catalogue(c).getAllCompanies())));
  r.get("/companies/search", async (c) => c.json(ok(await catalogue(c).searchCompanies(parseQuery(c, companySearchQuery)))));
  r.get("/products/:pharmacode", productByPharmacode);
  // The storefront also asks GET /api/{pharmacode}; digits only, so it never shadows a named path.
  r.get("/:pharmacode{[0-9]+}", productByPharmacode);
  return r;
}
