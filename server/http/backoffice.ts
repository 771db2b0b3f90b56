import { Hono, type Context } from "hono";
import { stream } from "hono/streaming";
import { z } from "zod";
import {
  articlePatchSchema,
  auditQuery,
  backofficeArticlesQuery,
  imageDeleteQuery,
  imageOrderSchema,
  importChangesQuery,
  importCommitSchema,
  importIdParam,
  importUploadQuery,
  offerSchema,
  staffIdParam,
  staffInviteSchema,
  staffRoleSchema,
  stockAdjustSchema,
} from "#contracts/backoffice.ts";
import { fail, ok } from "#contracts/envelope.ts";
import { intParam } from "#contracts/catalogue-queries.ts";
import { importStagingDir } from "#server/services/backoffice/import-jobs.ts";
import { DomainError } from "#server/services/errors.ts";
import { receiveImage } from "./image-upload.ts";
import { receiveImport } from "./import-upload.ts";
import { requireManager, staff } from "./middleware/staff.ts";
import { documentRoutes } from "./openapi.ts";
import type { AppEnv } from "./types.ts";
import { parse, parseBody, parseQuery } from "./validate.ts";

const backoffice = (c: Context<AppEnv>) => c.get("deps").services.backoffice;
const jobId = (c: Context<AppEnv>) => parse(importIdParam, c.req.param("id"));
const pharmacodeParam = intParam("pharmacode", 1, 9_999_999);
const imageParam = intParam("n", 0, 99);
const pharmacode = (c: Context<AppEnv>) => parse(pharmacodeParam, c.req.param("pharmacode"));

/**
 * The import (200 MB) and a photo (15 MB) stream under limits of their own, not the API's 100 kB body limit.
 * Both reject a body past their limit while it streams (server/http/single-file-upload.ts).
 */
export const isBackofficeUpload = (method: string, path: string) =>
  method === "POST" && (path === "/api/backoffice/imports" || /^\/api\/backoffice\/articles\/[^/]+\/images$/.test(path));

/** A refused upload whose body may not have been read to its end: the connection cannot carry another request. */
function refusedUpload(c: Context<AppEnv>, error: unknown) {
  if (error instanceof DomainError && (error.status === 400 || error.status === 413)) return c.json(fail(error.message, error.details, error.code), error.status, { Connection: "close" });
  throw error;
}

/** A CSV download: UTF-8, never cached, never rendered. */
function csvDownload(c: Context<AppEnv>, fileName: string, lines: AsyncGenerator<string>) {
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${fileName}"`);
  c.header("Cache-Control", "no-store");
  c.header("X-Content-Type-Options", "nosniff");
  return stream(c, async (s) => {
    for await (const text of lines) await s.write(text);
  });
}

/** The back office (issues 39 and 40, documented at the end of this file): managers only. */
export function backofficeRouter() {
  const r = new Hono<AppEnv>();
  r.post("/backoffice/imports", requireManager, async (c) => {
    const { kind } = parseQuery(c, importUploadQuery);
    try {
      const staged = await receiveImport(c.req.raw.body, c.req.header("content-type"), c.req.header("content-length"), importStagingDir(c.get("deps").env.dataDir), kind);
      return c.json(ok(await backoffice(c).imports.create(staff(c), kind, staged.fileName, staged.path)), 202);
    } catch (error) {
      return refusedUpload(c, error);
    }
  });
  r.get("/backoffice/imports", requireManager, async (c) => c.json(ok(await backoffice(c).imports.list())));
  r.get("/backoffice/imports/:id", requireManager, async (c) => c.json(ok(await backoffice(c).imports.get(jobId(c)))));
  r.get("/backoffice/imports/:id/changes", requireManager, async (c) => c.json(ok(await backoffice(c).imports.changes(jobId(c), parseQuery(c, importChangesQuery)))));
  r.get("/backoffice/imports/:id/errors.csv", requireManager, async (c) => {
    const id = jobId(c);
    await backoffice(c).imports.get(id);
    return csvDownload(c, `import-${id.slice(0, 8)}-fehler.csv`, backoffice(c).imports.errorsCsv(id));
  });
  r.post("/backoffice/imports/:id/commit", requireManager, async (c) => {
    const { policy } = await parseBody(c, importCommitSchema);
    return c.json(ok(await backoffice(c).imports.commit(staff(c), jobId(c), policy)), 202);
  });
  r.delete("/backoffice/imports/:id", requireManager, async (c) => c.json(ok(await backoffice(c).imports.discard(jobId(c)))));

  r.get("/backoffice/catalogue.csv", requireManager, (c) => csvDownload(c, "catalogue.csv", backoffice(c).exportCsv()));
  r.get("/backoffice/articles", requireManager, async (c) => c.json(ok(await backoffice(c).listArticles(parseQuery(c, backofficeArticlesQuery)))));
  r.get("/backoffice/articles/:pharmacode", requireManager, async (c) => c.json(ok(await backoffice(c).article(pharmacode(c)))));
  // Issue 40: the edit sends back the updatedAt it read (body field, record 034); a stale one answers 409 ARTICLE_CHANGED.
  r.patch("/backoffice/articles/:pharmacode", requireManager, async (c) =>
    c.json(ok((await backoffice(c).edits.patch(staff(c).id, pharmacode(c), await parseBody(c, articlePatchSchema))).article)),
  );
  r.post("/backoffice/articles/:pharmacode/stock", requireManager, async (c) =>
    c.json(ok(await backoffice(c).edits.adjustStock(staff(c).id, pharmacode(c), await parseBody(c, stockAdjustSchema)))),
  );
  r.post("/backoffice/articles/:pharmacode/images", requireManager, async (c) => {
    const code = pharmacode(c);
    const images = backoffice(c).images;
    let staged;
    try {
      // An unknown article is a 404 before 15 MB are read for nothing.
      await images.assertArticle(code);
      staged = await receiveImage(c.req.raw.body, c.req.header("content-type"), c.req.header("content-length"), images.stagingDir);
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) return c.json(fail(error.message, error.details, error.code), 404, { Connection: "close" });
      return refusedUpload(c, error);
    }
    // The body is read to its end here: a refusal of the photo itself keeps the connection.
    return c.json(ok(await images.upload(staff(c), code, staged)), 201);
  });
  r.put("/backoffice/articles/:pharmacode/images", requireManager, async (c) => {
    const { order } = await parseBody(c, imageOrderSchema);
    return c.json(ok(await backoffice(c).images.reorder(staff(c), pharmacode(c), order)));
  });
  r.delete("/backoffice/articles/:pharmacode/images/:n", requireManager, async (c) => {
    const { name } = parseQuery(c, imageDeleteQuery);
    return c.json(ok(await backoffice(c).images.remove(staff(c), pharmacode(c), parse(imageParam, c.req.param("n")), name)));
  });
  r.get("/backoffice/audit", requireManager, async (c) => c.json(ok(await backoffice(c).audit(parseQuery(c, auditQuery)))));

  // Offers (issue 40): their own routes, beside the article's PATCH; each change is audited (source EDIT).
  r.get("/backoffice/offers", requireManager, async (c) => c.json(ok(await backoffice(c).offers.list())));
  r.put("/backoffice/articles/:pharmacode/offer", requireManager, async (c) =>
    c.json(ok(await backoffice(c).offers.set(staff(c).id, pharmacode(c), await parseBody(c, offerSchema)))),
  );
  r.delete("/backoffice/articles/:pharmacode/offer", requireManager, async (c) => c.json(ok(await backoffice(c).offers.end(staff(c).id, pharmacode(c)))));

  // The team (issue 40): what `npm run staff` does, for managers in the browser.
  const memberId = (c: Context<AppEnv>) => parse(staffIdParam, c.req.param("id"));
  r.get("/backoffice/staff", requireManager, async (c) => c.json(ok(await backoffice(c).team.list())));
  r.post("/backoffice/staff", requireManager, async (c) => c.json(ok(await backoffice(c).team.invite(await parseBody(c, staffInviteSchema))), 201));
  r.patch("/backoffice/staff/:id", requireManager, async (c) => {
    const id = memberId(c);
    return c.json(ok(await backoffice(c).team.setRole(id, (await parseBody(c, staffRoleSchema)).role)));
  });
  r.delete("/backoffice/staff/:id", requireManager, async (c) => c.json(ok(await backoffice(c).team.remove(memberId(c)))));
  return r;
}

const id = { id: importIdParam };
documentRoutes("Back office", [
  {
    method: "POST",
    path: "/api/backoffice/imports",
    summary: "Stages a file (multipart field file, at most 200 MB, type from its bytes) and validates it in the background",
    auth: "manager",
    query: importUploadQuery,
    multipart: true,
    body: z.object({ file: z.string().describe("the file") }),
    answer: "ImportJob (contracts/backoffice.ts), status VALIDATING; 202",
    errors: [413],
  },
  { method: "GET", path: "/api/backoffice/imports", summary: "Import jobs, newest first", auth: "manager", answer: "ImportJob[]" },
  { method: "GET", path: "/api/backoffice/imports/:id", summary: "One import job with its progress, counts and first errors", auth: "manager", params: id, answer: "ImportJob", errors: [404] },
  { method: "GET", path: "/api/backoffice/imports/:id/changes", summary: "The preview: each row's action and fields from/to", auth: "manager", params: id, query: importChangesQuery, answer: "ImportChangesPage", errors: [404] },
  { method: "GET", path: "/api/backoffice/imports/:id/errors.csv", summary: "The refused rows: row, column, code, message first", auth: "manager", params: id, file: "text/csv", errors: [404] },
  {
    method: "POST",
    path: "/api/backoffice/imports/:id/commit",
    summary: "Commits a VALIDATED job in chunks (ALL_OR_NOTHING refuses a job with errors; one commit at a time)",
    auth: "manager",
    params: id,
    body: importCommitSchema,
    answer: "ImportJob, status COMMITTING; 202",
    errors: [404, 409],
  },
  { method: "DELETE", path: "/api/backoffice/imports/:id", summary: "Discards a job that is not committed", auth: "manager", params: id, answer: "ImportJob", errors: [404, 409] },
  { method: "GET", path: "/api/backoffice/catalogue.csv", summary: "Every article in the articles format (formula cells neutralised); importing it again changes nothing", auth: "manager", file: "text/csv" },
  { method: "GET", path: "/api/backoffice/articles", summary: "Articles, active or not, searched and filtered", auth: "manager", query: backofficeArticlesQuery, answer: "BackofficeArticleList" },
  { method: "GET", path: "/api/backoffice/articles/:pharmacode", summary: "One article as the back office sees it", auth: "manager", params: { pharmacode: pharmacodeParam }, answer: "BackofficeArticle", errors: [404] },
  {
    method: "PATCH",
    path: "/api/backoffice/articles/:pharmacode",
    summary:
      "Changes any field but pharmacode, stock and images with the rules and messages of an import row (400 with details per field); updatedAt as read is required and a stale one answers 409 ARTICLE_CHANGED with the current article in data",
    auth: "manager",
    params: { pharmacode: pharmacodeParam },
    body: articlePatchSchema,
    answer: "BackofficeArticle",
    errors: [404, 409],
  },
  {
    method: "POST",
    path: "/api/backoffice/articles/:pharmacode/stock",
    summary: "Moves the stock by delta for a reason (Bruch, Verfall, Inventur, Lieferung), audited as STOCK; never below 0 (409 STOCK_NEGATIVE with the article in data)",
    auth: "manager",
    params: { pharmacode: pharmacodeParam },
    body: stockAdjustSchema,
    answer: "BackofficeArticle",
    errors: [404, 409],
  },
  {
    method: "POST",
    path: "/api/backoffice/articles/:pharmacode/images",
    summary:
      "Adds a photo (multipart field file: JPEG, PNG or WebP by its bytes, at most 15 MB and 50 megapixels); the shop serves it as WebP at the full and medium size under /uploads/products/F|M/, EXIF orientation applied, no metadata, instead of the generated packshots",
    auth: "manager",
    params: { pharmacode: pharmacodeParam },
    multipart: true,
    body: z.object({ file: z.string().describe("the photo") }),
    answer: "BackofficeImages (contracts/backoffice.ts): the article's photos in order; 201",
    errors: [404, 409, 413],
  },
  {
    method: "PUT",
    path: "/api/backoffice/articles/:pharmacode/images",
    summary: "Puts the article's photos in a new order, given as their current n's (409 IMAGE_CHANGED when a photo came or went meanwhile)",
    auth: "manager",
    params: { pharmacode: pharmacodeParam },
    body: imageOrderSchema,
    answer: "BackofficeImages",
    errors: [404, 409],
  },
  {
    method: "DELETE",
    path: "/api/backoffice/articles/:pharmacode/images/:n",
    summary: "Takes the n-th photo out of the shop (an uploaded photo's files are deleted); with name, only if that is still the photo at n (else 409 IMAGE_CHANGED)",
    auth: "manager",
    params: { pharmacode: pharmacodeParam, n: imageParam },
    query: imageDeleteQuery,
    answer: "BackofficeImages",
    errors: [404, 409],
  },
  { method: "GET", path: "/api/backoffice/audit", summary: "The catalogue's audit trail, newest first (who, when, field, from, to, source)", auth: "manager", query: auditQuery, answer: "CatalogueAuditEntry[]" },
  {
    method: "GET",
    path: "/api/backoffice/offers",
    summary: "Articles on offer (original price above the price): original and current price, end (offerUntil), ending soonest first",
    auth: "manager",
    answer: "BackofficeOffer[]",
  },
  {
    method: "PUT",
    path: "/api/backoffice/articles/:pharmacode/offer",
    summary:
      "Starts or changes an offer: price, originalPrice (default: the regular price), offerUntil (YYYY-MM-DD: through that day, or YYYY-MM-DDTHH:mm; Europe/Zurich; null: no end). At the end the price goes back by itself. Audited (EDIT)",
    auth: "manager",
    params: { pharmacode: pharmacodeParam },
    body: offerSchema,
    answer: "BackofficeArticle",
    errors: [400, 404, 409],
  },
  {
    method: "DELETE",
    path: "/api/backoffice/articles/:pharmacode/offer",
    summary: "Ends an offer now: the price goes back to the original price. Audited (EDIT)",
    auth: "manager",
    params: { pharmacode: pharmacodeParam },
    answer: "BackofficeArticle",
    errors: [404, 409],
  },
  { method: "GET", path: "/api/backoffice/staff", summary: "Staff and managers (email, name, role, since, passwordSet)", auth: "manager", answer: "StaffMemberEntry[]" },
  {
    method: "POST",
    path: "/api/backoffice/staff",
    summary: "Invites a member: the set-password mail of `npm run staff -- add` (an address in the team already: 409 STAFF_EXISTS)",
    auth: "manager",
    body: staffInviteSchema,
    answer: "StaffMemberEntry; 201",
    errors: [400, 409],
  },
  {
    method: "PATCH",
    path: "/api/backoffice/staff/:id",
    summary: "Changes a member's role (their sessions end); the last manager stays one (409 LAST_MANAGER)",
    auth: "manager",
    params: { id: staffIdParam },
    body: staffRoleSchema,
    answer: "StaffMemberEntry",
    errors: [400, 404, 409],
  },
  {
    method: "DELETE",
    path: "/api/backoffice/staff/:id",
    summary: "Back to a customer: sessions and the calendar feed end at once; never the last manager (409 LAST_MANAGER)",
    auth: "manager",
    params: { id: staffIdParam },
    answer: "{ email }",
    errors: [404, 409],
  },
]);
