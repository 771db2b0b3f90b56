import { sql } from "drizzle-orm";
import { z } from "zod";
import { AUDIT_SOURCES, type AuditQuery, type BackofficeArticle, type BackofficeArticlesQuery, type CatalogueAuditEntry } from "#contracts/backoffice.ts";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { NotFound } from "#server/services/errors.ts";
import { ARTICLE_COLUMNS, guard } from "./article-rules.ts";
import { auditLines } from "./audit.ts";
import { allArticleStates, listBackofficeArticles, loadArticleStates, toBackofficeArticle } from "./articles.ts";
import { createArticleEdits } from "./edit.ts";
import { createArticleImages } from "./images.ts";
import { createImportJobs, type ImportJobsOptions } from "./import-jobs.ts";
import { createOffers } from "./offers.ts";
import { createTeam } from "./team.ts";
import type { StaffAccounts } from "#server/services/desk/staff-accounts.ts";

/** The back office's services (issues 39 and 40): import jobs, the articles' view, edits, photos and offers, the team, the export and the audit trail. */

const auditRow = z.object({
  id: z.string(),
  at: z.union([z.string(), z.date()]),
  by_email: z.string().nullable(),
  by_name: z.string().nullable(),
  pharmacode: z.number().int(),
  field: z.string(),
  from: z.any(),
  to: z.any(),
  source: z.enum(AUDIT_SOURCES),
  job_id: z.string().nullable(),
  reference: z.string().nullable(),
});

/** A value as the `articles` CSV writes it: decimal point, true/false, formulas guarded, quoted when needed. */
function csvCell(value: unknown): string {
  const text = guard(value === null || value === undefined ? "" : typeof value === "number" ? String(value) : String(value));
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const moneyText = (chf: number | null) => (chf === null ? "" : chf.toFixed(2));

function exportLine(a: BackofficeArticle): string {
  const cells: Record<(typeof ARTICLE_COLUMNS)[number], unknown> = {
    pharmacode: a.pharmacode,
    gtin: a.gtin,
    name: a.name,
    brand: a.brand,
    company: a.company,
    category: a.category,
    price_chf: moneyText(a.price),
    original_price_chf: moneyText(a.originalPrice),
    vat_rate: a.vatRate.toFixed(1),
    swissmedic_category: a.swissmedicCategory,
    atc: a.atc,
    sale_code: a.saleCode,
    available: a.available === null ? "" : String(a.available),
    active: String(a.active),
    stock: a.stock,
    summary: a.summary,
  };
  return ARTICLE_COLUMNS.map((c) => csvCell(cells[c])).join(";") + "\r\n";
}

export function createBackoffice(database: Database, options: ImportJobsOptions & { now?: () => Date; staff: StaffAccounts }) {
  const { db } = database;
  return {
    imports: createImportJobs(database, options),
    /** Photos of articles (issue 40): upload, reorder, delete, and their bytes for /uploads. */
    images: createArticleImages(database, options),

    /** Hand edits of an article's fields and stock (issue 40). */
    edits: createArticleEdits(database, options),
    offers: createOffers(database, options.now),
    team: createTeam(options.staff),

    listArticles: (q: BackofficeArticlesQuery) => listBackofficeArticles(db, q),

    async article(pharmacode: number): Promise<BackofficeArticle> {
      const state = (await loadArticleStates(db, [pharmacode])).get(pharmacode);
      if (!state) throw new NotFound("No article found for this pharmacode", "ARTICLE_NOT_FOUND");
      return toBackofficeArticle(state);
    },

    /** catalogue.csv: every article, active or not, in the `articles` format (UTF-8 with BOM, `;`, as Excel opens it). */
    async *exportCsv(): AsyncGenerator<string> {
      yield `\ufeff${ARTICLE_COLUMNS.join(";")}\r\n`;
      for await (const page of allArticleStates(db)) yield page.map((s) => exportLine(toBackofficeArticle(s))).join("");
    },

    async audit(q: AuditQuery): Promise<CatalogueAuditEntry[]> {
      const conditions = [sql`true`];
      if (q.pharmacode !== undefined) conditions.push(sql`a.pharmacode = ${q.pharmacode}`);
      if (q.job !== undefined) conditions.push(sql`a.job_id = ${q.job}`);
      const rows = await queryRows(
        db,
        auditRow,
        sql`select a.id, a.at, u.email as by_email, nullif(trim(u.name || ' ' || u.surname), '') as by_name, a.pharmacode, a.field,
              a."from", a."to", a.source, a.job_id::text, a.reference
            from ${auditLines} a left join users u on u.id = a.by
            where ${sql.join(conditions, sql` and `)} order by a.at desc, a.row_id, a.n limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
      );
      return rows.map((r) => ({
        _id: r.id,
        at: new Date(r.at).toISOString(),
        by: r.by_email ? { email: r.by_email, name: r.by_name ?? r.by_email } : null,
        pharmacode: r.pharmacode,
        field: r.field as CatalogueAuditEntry["field"],
        from: r.from ?? null,
        to: r.to ?? null,
        source: r.source,
        jobId: r.job_id,
        reference: r.reference,
      }));
    },
  };
}

export type Backoffice = ReturnType<typeof createBackoffice>;
