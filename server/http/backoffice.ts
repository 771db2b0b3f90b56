import { Hono, type Context } from "hono";
import { stream } from "hono/streaming";
import { z } from "zod";
import { articlePatchSchema, auditQuery, backofficeArticlesQuery, importChangesQuery, importCommitSchema, importIdParam, importUploadQuery, stockAdjustSchema } from "#contracts/backoffice.ts";
import { fail, ok } from "#contracts/envelope.ts";
import { intParam } from "#contracts/catalogue-queries.ts";
import { importStagingDir } from "#server/services/backoffice/import-jobs.ts";
import { DomainError } from "#server/services/errors.ts";
import { receiveImport } from "./import-upload.ts";
import { requireManager, staff } from "./middleware/staff.ts";
import { documentRoutes } from "./openapi.ts";
import type { AppEnv } from "./types.ts";
import { parse, parseBody, parseQuery } from "./validate.ts";

const backoffice = (c: Context<AppEnv>) => c.get("deps").services.backoffice;
const jobId = (c: Context<AppEnv>) => parse(importIdParam, c.req.param("id"));
const pharmacodeParam = intParam("pharmacode", 1, 9_999_999);

/** The upload streams under limits of its own (200 MB), not the API's 100 kB body limit. */
export const isImportUpload = (method: string, path: string) => method === "POST" && path === "/api/backoffice/imports";

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
      // The body may not have been read to its end: the connection cannot carry another request.
      if (error instanceof DomainError && (error.status === 400 || error.status === 413)) return c.json(fail(error.message, error.details, error.code), error.status, { Connection: "close" });
      throw error;
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
  r.get("/backoffice/articles/:pharmacode", requireManager, async (c) => c.json(ok(await backoffice(c).article(parse(pharmacodeParam, c.req.param("pharmacode"))))));
  // Issue 40: the edit sends back the updatedAt it read (body field, record 034); a stale one answers 409 ARTICLE_CHANGED.
  r.patch("/backoffice/articles/:pharmacode", requireManager, async (c) => {
    const pharmacode = parse(pharmacodeParam, c.req.param("pharmacode"));
    return c.json(ok((await backoffice(c).edits.patch(staff(c).id, pharmacode, await parseBody(c, articlePatchSchema))).article));
  });
  r.post("/backoffice/articles/:pharmacode/stock", requireManager, async (c) => {
    const pharmacode = parse(pharmacodeParam, c.req.param("pharmacode"));
    return c.json(ok(await backoffice(c).edits.adjustStock(staff(c).id, pharmacode, await parseBody(c, stockAdjustSchema))));
  });
  r.get("/backoffice/audit", requireManager, async (c) => c.json(ok(await backoffice(c).audit(parseQuery(c, auditQuery)))));
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
  { method: "GET", path: "/api/backoffice/audit", summary: "The catalogue's audit trail, newest first (who, when, field, from, to, source)", auth: "manager", query: auditQuery, answer: "CatalogueAuditEntry[]" },
]);
