import { Hono } from "hono";
import { ok } from "#contracts/envelope.ts";
import { searchQuery } from "#contracts/search-queries.ts";
import { kept } from "./public-cache.ts";
import type { AppEnv } from "./types.ts";
import { parseQuery } from "./validate.ts";
import { documentRoutes } from "./openapi.ts";

/** GET /api/search (documented at the end of this file); kept until the search index changes (public-cache.ts). */
export function searchRouter() {
  const router = new Hono<AppEnv>();
  router.get("/search", kept, async (c) => {
    const query = parseQuery(c, searchQuery);
    return c.json(ok(await c.get("deps").services.search.search(query)));
  });
  return router;
}

documentRoutes("Catalogue", [{ method: "GET", path: "/api/search", summary: "German-aware full-text search with did-you-mean and per-category counts", query: searchQuery, answer: "SearchResult (contracts/catalogue.ts)" }]);
