CREATE TABLE "analysis_pack_tests" (
	"pack_uid" text NOT NULL,
	"test_uid" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "analysis_pack_tests_pack_uid_test_uid_pk" PRIMARY KEY("pack_uid","test_uid")
);
--> statement-breakpoint
CREATE TABLE "analysis_packs" (
	"uid" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"category" text NOT NULL,
	"preparation" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "analysis_packs_price_check" CHECK ("analysis_packs"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lab_tests" (
	"uid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"category" text NOT NULL,
	"preparation" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "lab_tests_price_check" CHECK ("lab_tests"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"user_id" uuid NOT NULL,
	"pharmacode" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_user_id_pharmacode_pk" PRIMARY KEY("user_id","pharmacode"),
	CONSTRAINT "cart_lines_quantity_range" CHECK ("cart_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"pharmacode" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_pharmacode_pk" PRIMARY KEY("user_id","pharmacode")
);
--> statement-breakpoint
ALTER TABLE "analysis_pack_tests" ADD CONSTRAINT "analysis_pack_tests_pack_uid_analysis_packs_uid_fk" FOREIGN KEY ("pack_uid") REFERENCES "public"."analysis_packs"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_pack_tests" ADD CONSTRAINT "analysis_pack_tests_test_uid_lab_tests_uid_fk" FOREIGN KEY ("test_uid") REFERENCES "public"."lab_tests"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_pack_tests_test_idx" ON "analysis_pack_tests" USING btree ("test_uid");--> statement-breakpoint
CREATE INDEX "lab_tests_category_idx" ON "lab_tests" USING btree ("category","position");--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at");