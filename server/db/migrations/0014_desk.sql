CREATE TABLE "desk_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid,
	"closure_id" uuid,
	"staff_user_id" uuid NOT NULL,
	"staff_email" text NOT NULL,
	"staff_name" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_audit_action_known" CHECK ("desk_audit"."action" in ('status', 'closure-created', 'closure-deleted'))
);
--> statement-breakpoint
CREATE TABLE "desk_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"time" text,
	"reason" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_closures_time_format" CHECK ("desk_closures"."time" is null or "desk_closures"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "desk_feed_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "desk_audit" ADD CONSTRAINT "desk_audit_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_feed_tokens" ADD CONSTRAINT "desk_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_audit_appointment_idx" ON "desk_audit" USING btree ("appointment_id","at");--> statement-breakpoint
CREATE INDEX "desk_audit_closure_idx" ON "desk_audit" USING btree ("closure_id");--> statement-breakpoint
CREATE UNIQUE INDEX "desk_closures_day_unique" ON "desk_closures" USING btree ("day") WHERE "desk_closures"."time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "desk_closures_slot_unique" ON "desk_closures" USING btree ("day","time") WHERE "desk_closures"."time" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "desk_feed_tokens_hash_unique" ON "desk_feed_tokens" USING btree ("token_hash");