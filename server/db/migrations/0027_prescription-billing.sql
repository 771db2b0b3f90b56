ALTER TABLE "prescriptions" ADD COLUMN "insurer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "insurance_card_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_card_number_format" CHECK ("prescriptions"."insurance_card_number" = '' or "prescriptions"."insurance_card_number" ~ '^80756[0-9]{15}$');--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_address_whole" CHECK (("prescriptions"."street" is null) = ("prescriptions"."zip" is null) and ("prescriptions"."zip" is null) = ("prescriptions"."city" is null));--> statement-breakpoint
ALTER TABLE "prescription_files" ADD COLUMN "kind" text DEFAULT 'PRESCRIPTION' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_files" DROP CONSTRAINT "prescription_files_n_range";--> statement-breakpoint
ALTER TABLE "prescription_files" ADD CONSTRAINT "prescription_files_n_range" CHECK ("prescription_files"."n" between 1 and 6);--> statement-breakpoint
ALTER TABLE "prescription_files" ADD CONSTRAINT "prescription_files_kind_known" CHECK ("prescription_files"."kind" in ('PRESCRIPTION', 'INSURANCE_CARD'));--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_files_one_card" ON "prescription_files" USING btree ("prescription_id") WHERE "prescription_files"."kind" = 'INSURANCE_CARD';
