import { sql } from "drizzle-orm";
import { bigint, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { AuditSource, CommitPolicy, FieldChange, FieldValue, ImportChangeAction, ImportCounts, ImportKind, ImportRowError, ImportRowWarning, ImportStatus } from "#contracts/backoffice.ts";
import { users } from "./accounts.ts";
import { articles } from "./catalogue.ts";

/*
 * The back office (issue 39, docs/decisions/033-back-office-import.md). An import job is a staged file, its rows as
 * validated (with the preview of what each would change) and the commit chunks done so far: a chunk's rows and its
 * row here commit in one transaction, so a crash leaves each chunk applied once or not at all.
 */

export const importJobs = pgTable(
  "import_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<ImportKind>().notNull(),
    fileName: text("file_name").notNull(),
    /** The staged file under DATA_DIR/import-staging; removed once the job is done, discarded or failed. */
    filePath: text("file_path"),
    status: text("status").$type<ImportStatus>().notNull().default("VALIDATING"),
    rows: integer("rows").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    counts: jsonb("counts").$type<ImportCounts>().notNull(),
    errors: jsonb("errors").$type<ImportRowError[]>().notNull().default(sql`'[]'::jsonb`),
    warnings: jsonb("warnings").$type<ImportRowWarning[]>().notNull().default(sql`'[]'::jsonb`),
    policy: text("policy").$type<CommitPolicy>(),
    failure: text("failure"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp("committed_at", { withTimezone: true }),
    /** Moved on by whoever works on the job; a job in work whose heartbeat stopped was cut off (a crash). */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("import_jobs_created_idx").on(t.createdAt),
    uniqueIndex("import_jobs_one_committing_idx").on(sql`(true)`).where(sql`${t.status} = 'COMMITTING'`),
    check("import_jobs_kind_known", sql`${t.kind} in ('articles', 'stock', 'refdata')`),
    check("import_jobs_status_known", sql`${t.status} in ('VALIDATING', 'VALIDATED', 'COMMITTING', 'DONE', 'FAILED', 'DISCARDED')`),
    check("import_jobs_policy_known", sql`${t.policy} is null or ${t.policy} in ('ALL_OR_NOTHING', 'SKIP_FAILED')`),
  ],
);

/** One row of an import's file: the preview (`fields`), its errors and the values a commit writes (`target`). */
export const importRows = pgTable(
  "import_rows",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => importJobs.id, { onDelete: "cascade" }),
    row: integer("row").notNull(),
    chunk: integer("chunk").notNull(),
    pharmacode: integer("pharmacode"),
    action: text("action").$type<ImportChangeAction>().notNull(),
    fields: jsonb("fields").$type<FieldChange[]>().notNull().default(sql`'[]'::jsonb`),
    errors: jsonb("errors").$type<ImportRowError[]>().notNull().default(sql`'[]'::jsonb`),
    target: jsonb("target").$type<Record<string, FieldValue>>(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.row] }),
    index("import_rows_chunk_idx").on(t.jobId, t.chunk),
    check("import_rows_action_known", sql`${t.action} in ('CREATE', 'UPDATE', 'UNCHANGED', 'ERROR')`),
  ],
);

/**
 * A commit chunk applied: written in the chunk's own transaction. `unindexedProductIds`: the products whose search
 * documents the chunk's second transaction has still to write (null once it has; migration 0035).
 */
export const importChunks = pgTable(
  "import_chunks",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => importJobs.id, { onDelete: "cascade" }),
    chunk: integer("chunk").notNull(),
    rows: integer("rows").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }).notNull().defaultNow(),
    unindexedProductIds: integer("unindexed_product_ids").array(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.chunk] })],
);

/** Every changed field of an article: imports, edits, stock corrections and the orders' stock moves. */
export const catalogueAudit = pgTable(
  "catalogue_audit",
  {
    // Numbered, not a random uuid, and job_id unchecked: migration 0033 says why (bench:import).
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    by: uuid("by").references(() => users.id, { onDelete: "set null" }),
    pharmacode: integer("pharmacode").notNull(),
    field: text("field").notNull(),
    from: jsonb("from").$type<FieldValue>(),
    to: jsonb("to").$type<FieldValue>(),
    source: text("source").$type<AuditSource>().notNull(),
    jobId: uuid("job_id"),
    reference: text("reference"),
  },
  (t) => [
    index("catalogue_audit_pharmacode_idx").on(t.pharmacode, t.at),
    index("catalogue_audit_at_idx").on(t.at),
    index("catalogue_audit_job_idx").on(t.jobId),
    check("catalogue_audit_source_known", sql`${t.source} in ('IMPORT', 'EDIT', 'STOCK', 'ORDER')`),
  ],
);

/** PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer: both are read as bytes. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * A manager's photo of an article (issue 40, docs/decisions/035-article-photos.md), processed to the shop's two
 * sizes and kept here so that every instance serves it. `name` (pharmacode and a hash of the full size) is what
 * `articles.images` lists and the URL ends with; it never names other bytes.
 */
export const articleImages = pgTable(
  "article_images",
  {
    name: text("name").primaryKey(),
    pharmacode: integer("pharmacode")
      .notNull()
      .references(() => articles.pharmacode, { onDelete: "cascade" }),
    full: bytea("full").notNull(),
    medium: bytea("medium").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("article_images_pharmacode_idx").on(t.pharmacode), check("article_images_content_type_known", sql`${t.contentType} in ('image/webp', 'image/jpeg')`)],
);
