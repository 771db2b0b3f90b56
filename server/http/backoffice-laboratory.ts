import { Hono, type Context } from "hono";
import { ok } from "#contracts/envelope.ts";
import { labCategoryQuery, labTestIdParam, packIdParam } from "#contracts/laboratory.ts";
import { labAuditQuery, labTestCreateSchema, labTestPatchSchema, packCreateSchema, packPatchSchema } from "#contracts/laboratory-admin.ts";
import { requireManager, staff } from "./middleware/staff.ts";
import { documentRoutes } from "./openapi.ts";
import type { AppEnv } from "./types.ts";
import { parse, parseBody, parseQuery } from "./validate.ts";

const labAdmin = (c: Context<AppEnv>) => c.get("deps").services.laboratory.admin;
const testId = (c: Context<AppEnv>) => parse(labTestIdParam, c.req.param("id"));
const packId = (c: Context<AppEnv>) => parse(packIdParam, c.req.param("id"));

/**
 * The laboratory in the back office (issue 40, docs/decisions/037-laboratory-services.md): the public lab routes'
 * shapes (server/http/laboratory.ts) with the inactive tests and packs, and their creation and editing. Managers
 * only, as all of /api/backoffice: 401 without a token, 403 MANAGER_ONLY to a customer or staff member. The id is
 * checked before the body, so a malformed id is its own 400 whatever was sent.
 */
export function backofficeLaboratoryRouter() {
  const r = new Hono<AppEnv>();
  r.get("/backoffice/lab-tests", requireManager, async (c) => c.json(ok(await labAdmin(c).listTests(parseQuery(c, labCategoryQuery)))));
  r.post("/backoffice/lab-tests", requireManager, async (c) => c.json(ok(await labAdmin(c).createTest(staff(c), await parseBody(c, labTestCreateSchema))), 201));
  r.get("/backoffice/lab-tests/:id", requireManager, async (c) => c.json(ok(await labAdmin(c).getTest(testId(c)))));
  r.patch("/backoffice/lab-tests/:id", requireManager, async (c) => {
    const id = testId(c);
    return c.json(ok(await labAdmin(c).updateTest(staff(c), id, await parseBody(c, labTestPatchSchema))));
  });
  r.get("/backoffice/pack-analyses", requireManager, async (c) => c.json(ok(await labAdmin(c).listPacks(parseQuery(c, labCategoryQuery)))));
  r.post("/backoffice/pack-analyses", requireManager, async (c) => c.json(ok(await labAdmin(c).createPack(staff(c), await parseBody(c, packCreateSchema))), 201));
  r.get("/backoffice/pack-analyses/:id", requireManager, async (c) => c.json(ok(await labAdmin(c).getPack(packId(c)))));
  r.patch("/backoffice/pack-analyses/:id", requireManager, async (c) => {
    const id = packId(c);
    return c.json(ok(await labAdmin(c).updatePack(staff(c), id, await parseBody(c, packPatchSchema))));
  });
  r.get("/backoffice/lab-audit", requireManager, async (c) => c.json(ok(await labAdmin(c).audit(parseQuery(c, labAuditQuery)))));
  return r;
}

documentRoutes("Back office: laboratory", [
  {
    method: "GET",
    path: "/api/backoffice/lab-tests",
    summary: "Every lab test, offered or not, by category (the shape of GET /api/lab-tests/getAllLabTests plus active, updatedAt)",
    auth: "manager",
    query: labCategoryQuery,
    answer: "BackofficeLabTestsByCategory (contracts/laboratory-admin.ts)",
  },
  {
    method: "POST",
    path: "/api/backoffice/lab-tests",
    summary: "Creates a lab test (price EUR above 0, at most 9999.99, two decimals); audited",
    auth: "manager",
    body: labTestCreateSchema,
    status: 201,
    answer: "BackofficeLabTest",
  },
  { method: "GET", path: "/api/backoffice/lab-tests/:id", summary: "One lab test, offered or not", auth: "manager", params: { id: labTestIdParam }, answer: "BackofficeLabTest", errors: [404] },
  {
    method: "PATCH",
    path: "/api/backoffice/lab-tests/:id",
    summary: "Changes a lab test's fields (at least one); booked appointments keep the name and price they copied; audited",
    auth: "manager",
    params: { id: labTestIdParam },
    body: labTestPatchSchema,
    answer: "BackofficeLabTest",
    errors: [404],
  },
  {
    method: "GET",
    path: "/api/backoffice/pack-analyses",
    summary: "Every analysis pack, offered or not (the shape of GET /api/pack-analyses/getPackAnalyses plus active, updatedAt)",
    auth: "manager",
    query: labCategoryQuery,
    answer: "BackofficePack[]",
  },
  {
    method: "POST",
    path: "/api/backoffice/pack-analyses",
    summary: "Creates an analysis pack; labTests are the ids of existing tests in the pack's order; audited",
    auth: "manager",
    body: packCreateSchema,
    status: 201,
    answer: "BackofficePack",
  },
  { method: "GET", path: "/api/backoffice/pack-analyses/:id", summary: "One analysis pack, offered or not", auth: "manager", params: { id: packIdParam }, answer: "BackofficePack", errors: [404] },
  {
    method: "PATCH",
    path: "/api/backoffice/pack-analyses/:id",
    summary: "Changes a pack's fields (at least one); labTests replaces its tests; booked appointments keep what they copied; audited",
    auth: "manager",
    params: { id: packIdParam },
    body: packPatchSchema,
    answer: "BackofficePack",
    errors: [404],
  },
  {
    method: "GET",
    path: "/api/backoffice/lab-audit",
    summary: "The laboratory's audit trail (who, when, test or pack, field, from, to), newest first; id: one test's or pack's",
    auth: "manager",
    query: labAuditQuery,
    answer: "LabAuditEntry[]",
  },
]);
