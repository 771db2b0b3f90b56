import { Hono } from "hono";
import { ok } from "#contracts/envelope.ts";
import { labCategoryQuery, labTestIdParam, packIdParam } from "#contracts/laboratory.ts";
import { parse, parseQuery } from "./validate.ts";
import { kept } from "./public-cache.ts";
import type { AppEnv } from "./types.ts";
import { documentRoutes } from "./openapi.ts";

/** The four read endpoints of the laboratory's offer (documented at the end of this file), kept until it changes (public-cache.ts). */
export function laboratoryRouter() {
  const r = new Hono<AppEnv>();
  r.get("/lab-tests/getAllLabTests", kept, async (c) => c.json(ok(await c.get("deps").services.laboratory.listTests(parseQuery(c, labCategoryQuery)))));
  r.get("/lab-tests/getLabTest/:id", kept, async (c) => c.json(ok(await c.get("deps").services.laboratory.getTest(parse(labTestIdParam, c.req.param("id"))))));
  r.get("/pack-analyses/getPackAnalyses", kept, async (c) => c.json(ok(await c.get("deps").services.laboratory.listPacks(parseQuery(c, labCategoryQuery)))));
  r.get("/pack-analyses/getPackAnalysis/:id", kept, async (c) => c.json(ok(await c.get("deps").services.laboratory.getPack(parse(packIdParam, c.req.param("id"))))));
  return r;
}

documentRoutes("Laboratory", [
  { method: "GET", path: "/api/lab-tests/getAllLabTests", summary: "The laboratory's tests by category", query: labCategoryQuery, answer: "LabTestsByCategory (contracts/laboratory.ts)" },
  { method: "GET", path: "/api/lab-tests/getLabTest/:id", summary: "One test", params: { id: labTestIdParam }, answer: "LabTest", errors: [404] },
  { method: "GET", path: "/api/pack-analyses/getPackAnalyses", summary: "The analysis packs", query: labCategoryQuery, answer: "AnalysisPack[]" },
  { method: "GET", path: "/api/pack-analyses/getPackAnalysis/:id", summary: "One pack", params: { id: packIdParam }, answer: "AnalysisPack", errors: [404] },
]);
