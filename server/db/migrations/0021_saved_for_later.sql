CREATE TABLE "saved_lines" (
	"user_id" uuid NOT NULL,
	"pharmacode" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_lines_user_id_pharmacode_pk" PRIMARY KEY("user_id","pharmacode")
);
--> statement-breakpoint
ALTER TABLE "saved_lines" ADD CONSTRAINT "saved_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_lines_user_created_idx" ON "saved_lines" USING btree ("user_id","created_at");