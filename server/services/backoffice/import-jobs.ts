import { mkdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import {
  IMPORT_CHANGE_ACTIONS,
  type CommitPolicy,
  type ImportChangesPage,
  type ImportChangesQuery,
  type ImportJob,
  type ImportKind,
  type ImportRowError,
} from "#contracts/backoffice.ts";
import type { Database } from "#server/db/client.ts";
import { importJobs, importRows } from "#server/db/schema/backoffice.ts";
import { countRow, queryOne, queryRows } from "#server/db/typed-sql.ts";
import type { StaffMember } from "#server/services/desk/staff-access.ts";
import { Conflict, NotFound } from "#server/services/errors.ts";
import { loadCategoryRefs } from "./apply.ts";
import { guard } from "./article-rules.ts";
import { commitInThread } from "./commit-thread.ts";
import { commitChunkRows, commitImport, giveWay } from "./import-commit.ts";
import { validateFile, type ValidatedRow } from "./validate.ts";

/**
 * Import jobs (shared/API.md "Back office"): a staged file is validated in the background into import_rows (the
 * preview), then committed chunk by chunk on the manager's word. Every chunk's rows are one transaction that also
 * writes its import_chunks row, so a crash leaves each chunk applied once or not at all, and its search documents
 * follow in a second (import-commit.ts); the next start resumes a job that was committing and fails one that was
 * validating without its file.
 */

/** A job in work whose heartbeat is older than this was cut off (a crash, a killed instance). */
export const STALE_AFTER_MS = 30_000;

export const importStagingDir = (dataDir: string) => path.join(dataDir, "import-staging");

const jobRow = z.object({
  id: z.string(),
  kind: z.enum(["articles", "stock", "refdata"]),
  file_name: z.string(),
  file_path: z.string().nullable(),
  status: z.enum(["VALIDATING", "VALIDATED", "COMMITTING", "DONE", "FAILED", "DISCARDED"]),
  rows: z.number().int(),
  processed: z.number().int(),
  counts: z.object({ create: z.number(), update: z.number(), unchanged: z.number(), error: z.number(), warning: z.number(), unknown: z.number() }),
  errors: z.array(z.any()),
  warnings: z.array(z.any()),
  policy: z.enum(["ALL_OR_NOTHING", "SKIP_FAILED"]).nullable(),
  failure: z.string().nullable(),
  created_by_email: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.union([z.string(), z.date()]),
  committed_at: z.union([z.string(), z.date()]).nullable(),
  heartbeat_at: z.union([z.string(), z.date()]),
});
type JobRow = z.infer<typeof jobRow>;

const jobSelect = sql`
  select j.id::text, j.kind, j.file_name, j.file_path, j.status, j.rows, j.processed, j.counts, j.errors, j.warnings, j.policy, j.failure,
    u.email as created_by_email, nullif(trim(u.name || ' ' || u.surname), '') as created_by_name, j.created_at, j.committed_at, j.heartbeat_at
  from import_jobs j left join users u on u.id = j.created_by`;

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

function toJob(r: JobRow): ImportJob {
  return {
    _id: r.id,
    kind: r.kind,
    fileName: r.file_name,
    status: r.status,
    rows: r.rows,
    processed: r.processed,
    counts: r.counts,
    errors: r.errors,
    warnings: r.warnings,
    policy: r.policy,
    failure: r.failure,
    createdBy: r.created_by_email ? { email: r.created_by_email, name: r.created_by_name ?? r.created_by_email } : null,
    createdAt: iso(r.created_at)!,
    committedAt: iso(r.committed_at),
  };
}

const EMPTY_COUNTS = { create: 0, update: 0, unchanged: 0, error: 0, warning: 0, unknown: 0 };

export type ImportJobsOptions = { logger: Logger; dataDir: string; chunkRows?: number; afterChunk?: (jobId: string, chunk: number) => Promise<void> | void };

export function createImportJobs(database: Database, options: ImportJobsOptions) {
  const { db } = database;
  const { logger } = options;
  const chunkRows = options.chunkRows ?? commitChunkRows(database.kind);
  const running = new Map<string, Promise<void>>();
  /** Aborted by stop(): a commit in work ends after its chunk in work, still COMMITTING, for the next start to go on. */
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const idle = async () => {
    while (running.size > 0) await Promise.all([...running.values()]);
  };
  mkdirSync(importStagingDir(options.dataDir), { recursive: true, mode: 0o700 });

  const categoryRefs = () => loadCategoryRefs(db);

  async function load(id: string): Promise<JobRow> {
    const [row] = await queryRows(db, jobRow, sql`${jobSelect} where j.id = ${id}`);
    if (!row) throw new NotFound("Unknown import", "IMPORT_NOT_FOUND");
    return row;
  }

  const track = (id: string, work: () => Promise<void>) => {
    const p = work()
      .catch(async (error: unknown) => {
        logger.error({ err: error, job: id }, "import job failed");
        await db
          .update(importJobs)
          .set({ status: "FAILED", failure: `Internal error: ${String((error as { cause?: Error }).cause?.message ?? (error as Error).message)}`.slice(0, 300) })
          .where(and(eq(importJobs.id, id), inArray(importJobs.status, ["VALIDATING", "COMMITTING"])))
          .catch(() => {});
      })
      .finally(() => running.delete(id));
    running.set(id, p);
    return p;
  };

  async function removeFile(filePath: string | null) {
    if (filePath) await rm(filePath, { force: true });
  }

  async function validate(id: string) {
    const job = await load(id);
    await db.delete(importRows).where(eq(importRows.jobId, id));
    const categories = await categoryRefs();
    const ctx = { categories: new Map([...categories].map(([k, v]) => [k, v.name])) };
    let index = 0;
    const outcome = await validateFile(db, job.kind, job.file_path!, ctx, {
      store: async (rows: ValidatedRow[], progress) => {
        const values = rows.map((r) => ({ ...r, chunk: Math.floor(index++ / chunkRows) }));
        await db.execute(sql`
          insert into import_rows (job_id, row, chunk, pharmacode, action, fields, errors, target)
          select ${id}::uuid, r.row, r.chunk, r.pharmacode, r.action, coalesce(r.fields, '[]'), coalesce(r.errors, '[]'), r.target
          from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(row int, chunk int, pharmacode int, action text, fields jsonb, errors jsonb, target jsonb)`);
        await db.update(importJobs).set({ processed: progress.processed, rows: progress.estimatedRows, heartbeatAt: new Date() }).where(eq(importJobs.id, id));
        // As between commit chunks: without it, batch followed batch and a shopper's request waited for several.
        await giveWay(database);
      },
    });
    await db
      .update(importJobs)
      .set({
        status: outcome.ok ? "VALIDATED" : "FAILED",
        failure: outcome.ok ? null : outcome.failure,
        rows: outcome.rows,
        processed: outcome.rows,
        counts: outcome.counts,
        errors: outcome.errors,
        warnings: outcome.warnings,
        heartbeatAt: new Date(),
        filePath: outcome.ok ? job.file_path : null,
      })
      .where(and(eq(importJobs.id, id), eq(importJobs.status, "VALIDATING")));
    // The preview is in the database: the staged file is not needed again (a restart re-validates only unfinished jobs).
    await removeFile(job.file_path);
    if (outcome.ok) await db.update(importJobs).set({ filePath: null }).where(eq(importJobs.id, id));
  }

  async function commitChunks(id: string, by: string | null) {
    const afterChunk = options.afterChunk && ((chunk: number) => options.afterChunk!(id, chunk));
    // Off the shop's thread where the database allows it (see commitInThread); PGlite lives in this thread.
    if (database.url) await commitInThread({ url: database.url, jobId: id, by }, { afterChunk, stop: stopping.signal });
    else await commitImport(database, id, by, { afterChunk, stop: stopping.signal });
    logger.info({ job: id }, "import commit ended");
  }

  return {
    /** A staged file becomes a job; validation runs in the background. */
    async create(member: StaffMember | null, kind: ImportKind, fileName: string, filePath: string): Promise<ImportJob> {
      const [row] = await db.insert(importJobs).values({ kind, fileName, filePath, counts: EMPTY_COUNTS, createdBy: member?.id ?? null }).returning({ id: importJobs.id });
      const id = row!.id;
      void track(id, () => validate(id));
      return toJob(await load(id));
    },

    list: async (): Promise<ImportJob[]> => (await queryRows(db, jobRow, sql`${jobSelect} order by j.created_at desc limit 200`)).map(toJob),

    get: async (id: string): Promise<ImportJob> => toJob(await load(id)),

    async changes(id: string, q: ImportChangesQuery): Promise<ImportChangesPage> {
      await load(id);
      const filter = q.filter === "errors" ? sql`and action = 'ERROR'` : q.filter === "changes" ? sql`and action in ('CREATE', 'UPDATE')` : sql``;
      const { n } = await queryOne(db, countRow, sql`select count(*)::int as n from import_rows where job_id = ${id} ${filter}`);
      const rows = await queryRows(
        db,
        z.object({ row: z.number().int(), pharmacode: z.number().int().nullable(), action: z.enum(IMPORT_CHANGE_ACTIONS), fields: z.array(z.any()), errors: z.array(z.any()) }),
        sql`select row, pharmacode, action, fields, errors from import_rows where job_id = ${id} ${filter} order by row limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
      );
      return { changes: rows, pagination: { page: q.page, limit: q.limit, totalPages: Math.ceil(n / q.limit), totalProducts: n } };
    },

    /** Every refused row with row, column, code and message first, then the pharmacode (CSV, formulas neutralised). */
    async *errorsCsv(id: string): AsyncGenerator<string> {
      const job = await load(id);
      yield "\ufeffrow;column;code;message;pharmacode\r\n";
      const cell = (v: string | number | null) => {
        const text = guard(String(v ?? ""));
        return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      };
      const line = (e: ImportRowError, pharmacode: number | null) => [e.row, e.column, e.code, e.message, pharmacode].map(cell).join(";") + "\r\n";
      // File errors (a missing column, a broken quote) are on the job, not on a row.
      for (const e of job.errors as ImportRowError[]) if (e.code === "HEADER" || e.code === "FILE_FORMAT") yield line(e, null);
      let after = 0;
      for (;;) {
        const rows = await queryRows(
          db,
          z.object({ row: z.number().int(), pharmacode: z.number().int().nullable(), errors: z.array(z.any()) }),
          sql`select row, pharmacode, errors from import_rows where job_id = ${id} and action = 'ERROR' and row > ${after} order by row limit 1000`,
        );
        if (rows.length === 0) return;
        yield rows.map((r) => (r.errors as ImportRowError[]).map((e) => line(e, r.pharmacode)).join("")).join("");
        after = rows[rows.length - 1]!.row;
      }
    },

    /** Starts the commit: 409 unless VALIDATED, with errors under ALL_OR_NOTHING, or while another job commits. */
    async commit(member: StaffMember | null, id: string, policy: CommitPolicy): Promise<ImportJob> {
      const job = await load(id);
      if (job.status !== "VALIDATED") throw new Conflict(`The import is ${job.status}, not VALIDATED`, undefined, "IMPORT_NOT_VALIDATED");
      if (policy === "ALL_OR_NOTHING" && job.counts.error > 0) {
        throw new Conflict(`The import has ${job.counts.error} rows with errors: correct them, or commit the good rows with SKIP_FAILED`, undefined, "IMPORT_HAS_ERRORS");
      }
      try {
        const [started] = await db
          .update(importJobs)
          .set({ status: "COMMITTING", policy, processed: 0, heartbeatAt: new Date() })
          .where(and(eq(importJobs.id, id), eq(importJobs.status, "VALIDATED")))
          .returning({ id: importJobs.id });
        if (!started) throw new Conflict("The import is no longer VALIDATED", undefined, "IMPORT_NOT_VALIDATED");
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict("Another import is being committed: wait until it is done", undefined, "IMPORT_COMMIT_RUNNING");
        throw error;
      }
      void track(id, () => commitChunks(id, member?.id ?? null));
      return toJob(await load(id));
    },

    async discard(id: string): Promise<ImportJob> {
      const job = await load(id);
      if (job.status === "COMMITTING" || job.status === "DONE") throw new Conflict("A committed import cannot be discarded", undefined, "IMPORT_COMMITTED");
      await db.update(importJobs).set({ status: "DISCARDED", filePath: null }).where(eq(importJobs.id, id));
      await db.delete(importRows).where(eq(importRows.jobId, id));
      await removeFile(job.file_path);
      return toJob(await load(id));
    },

    /**
     * At start and then now and again: jobs cut off by a crash. `alone` (the embedded database, one process): every
     * job in work is this process's to take up at once; on PostgreSQL only those whose heartbeat stopped.
     */
    async recover(alone: boolean): Promise<number> {
      const stale = alone ? sql`true` : sql`j.heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`;
      const jobs = await queryRows(db, jobRow, sql`${jobSelect} where j.status in ('VALIDATING', 'COMMITTING') and ${stale}`);
      let n = 0;
      for (const job of jobs) {
        if (running.has(job.id)) continue;
        // Claim it: the condition is checked again on the row as it is, so of two instances only one claims a job.
        const claimed = await queryRows(
          db,
          z.object({ id: z.string() }),
          sql`update import_jobs j set heartbeat_at = now() where j.id = ${job.id} and j.status = ${job.status} and ${stale} returning j.id::text`,
        );
        if (claimed.length === 0) continue;
        n++;
        if (job.status === "COMMITTING") {
          logger.warn({ job: job.id }, "resuming an interrupted import commit");
          void track(job.id, () => commitChunks(job.id, null));
        } else if (job.file_path) {
          logger.warn({ job: job.id }, "validating an interrupted import again");
          void track(job.id, () => validate(job.id));
        } else {
          await db.update(importJobs).set({ status: "FAILED", failure: `Interrupted while validating after ${job.processed} rows; upload the file again` }).where(eq(importJobs.id, job.id));
        }
      }
      return n;
    },

    /** Waits for the background work of this process (tests, shutdown). */
    idle,

    /** Waits at most `ms` for this job's work in this process (the CLI's progress line polls with it). */
    async idleFor(id: string, ms: number) {
      const work = running.get(id);
      if (work) await Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]);
    },

    /** Takes up interrupted jobs now and, on PostgreSQL (other instances may die), every STALE_AFTER_MS. */
    async start(alone: boolean) {
      await this.recover(alone);
      if (!alone) {
        timer = setInterval(() => void this.recover(false).catch((error: unknown) => logger.error({ err: error }, "import recovery failed")), STALE_AFTER_MS / 2);
        timer.unref();
      }
    },

    /**
     * Stops the sweep and waits for the jobs in work (before the database closes): a commit ends after its chunk in
     * work and is taken up again by the next start or, on PostgreSQL, by another instance once its heartbeat is stale.
     */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      stopping.abort();
      await idle();
    },
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === "23505") return true;
  return false;
}

export type ImportJobs = ReturnType<typeof createImportJobs>;
