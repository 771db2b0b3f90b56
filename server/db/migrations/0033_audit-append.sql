-- Issue 39 (bench:import): the catalogue's audit is written a line per changed field, eight per new article, so an
-- import of 100,000 articles writes 800,000 lines. A random uuid key put each line at a random place of its index and
-- the foreign key to import_jobs ran a check per line (together about 60 % of the audit's cost on the embedded
-- database). Lines now take the next number (appended to the index, and they keep the order they were written in
-- within one moment); job_id stays, unchecked: jobs are never deleted (a discarded one keeps its row), and history
-- should not lose its job if one ever were. `by` keeps its key: an account's removal must still reach the audit.
ALTER TABLE "catalogue_audit" DROP CONSTRAINT "catalogue_audit_job_id_import_jobs_id_fk";--> statement-breakpoint
ALTER TABLE "catalogue_audit" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "catalogue_audit" ADD COLUMN "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY;
