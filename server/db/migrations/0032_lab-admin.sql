-- Issue 40 (docs/decisions/037-laboratory-services.md): the laboratory's tests and packs become data the manager
-- edits in the back office. A test or pack can be taken off the public pages without deleting it (appointments
-- keep what they copied at booking in any case); its last change is dated. Prices are EUR cents above 0 and at
-- most 9,999.99 EUR, the API's rule (contracts/laboratory-admin.ts), here too so no writer gets around it.
-- Every changed field goes to lab_audit (the catalogue's audit is keyed by an article's pharmacode).
ALTER TABLE "lab_tests" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_packs" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_packs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_price_range" CHECK ("lab_tests"."price_cents" > 0 and "lab_tests"."price_cents" <= 999999);--> statement-breakpoint
ALTER TABLE "analysis_packs" ADD CONSTRAINT "analysis_packs_price_range" CHECK ("analysis_packs"."price_cents" > 0 and "analysis_packs"."price_cents" <= 999999);--> statement-breakpoint
CREATE TABLE "lab_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" uuid,
	"kind" text NOT NULL,
	"uid" text NOT NULL,
	"action" text NOT NULL,
	"field" text NOT NULL,
	"from" jsonb,
	"to" jsonb,
	CONSTRAINT "lab_audit_kind_known" CHECK ("lab_audit"."kind" in ('test', 'pack')),
	CONSTRAINT "lab_audit_action_known" CHECK ("lab_audit"."action" in ('CREATE', 'EDIT'))
);
--> statement-breakpoint
ALTER TABLE "lab_audit" ADD CONSTRAINT "lab_audit_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_audit_item_idx" ON "lab_audit" USING btree ("kind","uid","at");--> statement-breakpoint
CREATE INDEX "lab_audit_at_idx" ON "lab_audit" USING btree ("at");
