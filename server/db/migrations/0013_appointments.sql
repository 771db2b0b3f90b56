CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"phone" text,
	"address" text,
	"birthday" date,
	"type" text NOT NULL,
	"service" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_known" CHECK ("appointments"."status" in ('PENDING', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "appointments_type_known" CHECK ("appointments"."type" in ('INDIVIDUAL_TESTS', 'ANALYSIS_PACKS', 'MIXED_SERVICES')),
	CONSTRAINT "appointments_price_check" CHECK ("appointments"."price_cents" >= 0),
	CONSTRAINT "appointments_owner_or_contact" CHECK ("appointments"."user_id" is not null or ("appointments"."phone" is not null and "appointments"."address" is not null and "appointments"."birthday" is not null))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_slot_unique" ON "appointments" USING btree ("starts_at") WHERE "appointments"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "appointments_user_starts_idx" ON "appointments" USING btree ("user_id","starts_at");