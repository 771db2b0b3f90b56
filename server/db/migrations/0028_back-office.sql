-- Issue 39 (docs/decisions/033-back-office-import.md): the back office. Articles gain what the pharmacy's own files
-- carry (GTIN, Swissmedic category, ATC, active) and when they last changed; products know whether any of their
-- articles is still in the shop. Import jobs keep their rows, their preview and which commit chunks are done;
-- the audit trail keeps every changed field. The legal rule (contracts/regulation.ts) is also a check here.
ALTER TABLE "articles" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "swissmedic_category" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "atc" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The generated catalogue's codes read as categories: Rx a prescription medicine (B), CC pharmacy only (D), an
-- OK medicine E, everything else no medicine.
UPDATE "articles" a SET "swissmedic_category" = CASE
  WHEN a."regulation" = 'Sale.Web.Rx' THEN 'B'
  WHEN a."regulation" = 'Sale.Web.CC' THEN 'D'
  WHEN (SELECT p."kind" FROM "products" p WHERE p."id" = a."product_id") = 'medicine' THEN 'E'
END;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_swissmedic_category_check" CHECK ("articles"."swissmedic_category" is null or "articles"."swissmedic_category" in ('A', 'B', 'D', 'E'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_sale_code_category_check" CHECK (("articles"."swissmedic_category" is distinct from 'A' and "articles"."swissmedic_category" is distinct from 'B') or "articles"."regulation" = 'Sale.Web.Rx');--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_sale_code_category_d_check" CHECK ("articles"."swissmedic_category" is distinct from 'D' or "articles"."regulation" <> 'Sale.Web.OK');--> statement-breakpoint
CREATE UNIQUE INDEX "articles_gtin_idx" ON "articles" USING btree ("gtin") WHERE "articles"."gtin" is not null;--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text,
	"status" text DEFAULT 'VALIDATING' NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"counts" jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"policy" text,
	"failure" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_jobs_kind_known" CHECK ("import_jobs"."kind" in ('articles', 'stock', 'refdata')),
	CONSTRAINT "import_jobs_status_known" CHECK ("import_jobs"."status" in ('VALIDATING', 'VALIDATED', 'COMMITTING', 'DONE', 'FAILED', 'DISCARDED')),
	CONSTRAINT "import_jobs_policy_known" CHECK ("import_jobs"."policy" is null or "import_jobs"."policy" in ('ALL_OR_NOTHING', 'SKIP_FAILED'))
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_created_idx" ON "import_jobs" USING btree ("created_at");--> statement-breakpoint
-- One commit at a time, whichever instance starts it: a second job cannot become COMMITTING while one is.
CREATE UNIQUE INDEX "import_jobs_one_committing_idx" ON "import_jobs" USING btree ((true)) WHERE "import_jobs"."status" = 'COMMITTING';--> statement-breakpoint
CREATE TABLE "import_rows" (
	"job_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"chunk" integer NOT NULL,
	"pharmacode" integer,
	"action" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target" jsonb,
	CONSTRAINT "import_rows_job_id_row_pk" PRIMARY KEY("job_id","row"),
	CONSTRAINT "import_rows_action_known" CHECK ("import_rows"."action" in ('CREATE', 'UPDATE', 'UNCHANGED', 'ERROR'))
);
--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_rows_chunk_idx" ON "import_rows" USING btree ("job_id","chunk");--> statement-breakpoint
CREATE TABLE "import_chunks" (
	"job_id" uuid NOT NULL,
	"chunk" integer NOT NULL,
	"rows" integer NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_chunks_job_id_chunk_pk" PRIMARY KEY("job_id","chunk")
);
--> statement-breakpoint
ALTER TABLE "import_chunks" ADD CONSTRAINT "import_chunks_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "catalogue_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" uuid,
	"pharmacode" integer NOT NULL,
	"field" text NOT NULL,
	"from" jsonb,
	"to" jsonb,
	"source" text NOT NULL,
	"job_id" uuid,
	"reference" text,
	CONSTRAINT "catalogue_audit_source_known" CHECK ("catalogue_audit"."source" in ('IMPORT', 'EDIT', 'STOCK', 'ORDER'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_audit" ADD CONSTRAINT "catalogue_audit_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_audit" ADD CONSTRAINT "catalogue_audit_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_audit_pharmacode_idx" ON "catalogue_audit" USING btree ("pharmacode","at");--> statement-breakpoint
CREATE INDEX "catalogue_audit_at_idx" ON "catalogue_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "catalogue_audit_job_idx" ON "catalogue_audit" USING btree ("job_id");
