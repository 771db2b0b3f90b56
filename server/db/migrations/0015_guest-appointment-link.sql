CREATE TABLE "appointment_access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_for_cancel_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appointment_access_tokens" ADD CONSTRAINT "appointment_access_tokens_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_access_tokens_hash_unique" ON "appointment_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_access_tokens_appointment_unique" ON "appointment_access_tokens" USING btree ("appointment_id");