CREATE TABLE "prescription_files" (
	"prescription_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "prescription_files_prescription_id_n_pk" PRIMARY KEY("prescription_id","n"),
	CONSTRAINT "prescription_files_n_range" CHECK ("prescription_files"."n" between 1 and 5),
	CONSTRAINT "prescription_files_type_known" CHECK ("prescription_files"."type" in ('application/pdf', 'image/jpeg', 'image/png', 'image/heic')),
	CONSTRAINT "prescription_files_size" CHECK ("prescription_files"."size" > 0 and "prescription_files"."size" <= 10485760 and octet_length("prescription_files"."content") = "prescription_files"."size")
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "prescriptions_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"fulfilment" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"message" text,
	"history" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"files_deleted_at" timestamp with time zone,
	CONSTRAINT "prescriptions_number_unique" UNIQUE("number"),
	CONSTRAINT "prescriptions_status_known" CHECK ("prescriptions"."status" in ('SUBMITTED', 'ACCEPTED', 'REJECTED', 'READY_FOR_PICKUP', 'SHIPPED', 'COMPLETED')),
	CONSTRAINT "prescriptions_fulfilment_known" CHECK ("prescriptions"."fulfilment" in ('PICKUP', 'DELIVERY')),
	CONSTRAINT "prescriptions_closed_when_final" CHECK (("prescriptions"."closed_at" is not null) = ("prescriptions"."status" in ('COMPLETED', 'REJECTED')))
);
--> statement-breakpoint
ALTER TABLE "desk_audit" DROP CONSTRAINT "desk_audit_action_known";--> statement-breakpoint
ALTER TABLE "desk_audit" ADD COLUMN "prescription_id" uuid;--> statement-breakpoint
ALTER TABLE "prescription_files" ADD CONSTRAINT "prescription_files_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescriptions_user_idx" ON "prescriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "prescriptions_status_idx" ON "prescriptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "prescriptions_closed_idx" ON "prescriptions" USING btree ("closed_at") WHERE "prescriptions"."files_deleted_at" is null;--> statement-breakpoint
ALTER TABLE "desk_audit" ADD CONSTRAINT "desk_audit_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_audit_prescription_idx" ON "desk_audit" USING btree ("prescription_id","at");--> statement-breakpoint
ALTER TABLE "desk_audit" ADD CONSTRAINT "desk_audit_action_known" CHECK ("desk_audit"."action" in ('status', 'closure-created', 'closure-deleted', 'prescription-status'));