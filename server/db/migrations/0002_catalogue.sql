CREATE TABLE "articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"pharmacode" integer NOT NULL,
	"description" text NOT NULL,
	"long_description" text NOT NULL,
	"pack_size" text NOT NULL,
	"price_cents" integer,
	"original_price_cents" integer,
	"regulation" text NOT NULL,
	"is_available" boolean,
	"images" text[] NOT NULL,
	CONSTRAINT "articles_uid_unique" UNIQUE("uid"),
	CONSTRAINT "articles_pharmacode_unique" UNIQUE("pharmacode"),
	CONSTRAINT "articles_regulation_check" CHECK ("articles"."regulation" in ('Sale.Web.OK', 'Sale.Web.CC', 'Sale.Web.Rx')),
	CONSTRAINT "articles_price_check" CHECK ("articles"."price_cents" is null or ("articles"."price_cents" > 0 and "articles"."original_price_cents" >= "articles"."price_cents"))
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"company_id" integer NOT NULL,
	"colour" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"key" text NOT NULL,
	"name_en" text NOT NULL,
	"name_de" text NOT NULL,
	"name_key" text NOT NULL,
	"position" smallint NOT NULL,
	"image" text,
	CONSTRAINT "categories_uid_unique" UNIQUE("uid"),
	CONSTRAINT "categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generic_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"code" text NOT NULL,
	"parent_id" integer,
	CONSTRAINT "generic_groups_code_unique" UNIQUE("code"),
	CONSTRAINT "generic_groups_level_check" CHECK ("generic_groups"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"position" smallint NOT NULL,
	CONSTRAINT "product_categories_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_details" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_substances" (
	"product_id" integer NOT NULL,
	"substance_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"strength" text,
	CONSTRAINT "product_substances_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_symptoms" (
	"product_id" integer NOT NULL,
	"symptom_id" integer NOT NULL,
	CONSTRAINT "product_symptoms_product_id_symptom_id_pk" PRIMARY KEY("product_id","symptom_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"main_category_id" integer NOT NULL,
	"generic_level1_id" integer,
	"generic_level2_id" integer,
	"generic_level3_id" integer,
	"folder_title" text,
	"folder_summary_text" text,
	"sales_rank" integer NOT NULL,
	"main_pharmacode" integer NOT NULL,
	"sort_name" text NOT NULL,
	"sort_price" integer,
	"in_discount" boolean NOT NULL,
	CONSTRAINT "products_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_de" text NOT NULL,
	"name_key" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "substances" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "symptoms" (
	"id" integer PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "symptoms_word_unique" UNIQUE("word")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_details" ADD CONSTRAINT "product_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_substances" ADD CONSTRAINT "product_substances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_substances" ADD CONSTRAINT "product_substances_substance_id_substances_id_fk" FOREIGN KEY ("substance_id") REFERENCES "public"."substances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_symptoms" ADD CONSTRAINT "product_symptoms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_symptoms" ADD CONSTRAINT "product_symptoms_symptom_id_symptoms_id_fk" FOREIGN KEY ("symptom_id") REFERENCES "public"."symptoms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_main_category_id_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_generic_level1_id_generic_groups_id_fk" FOREIGN KEY ("generic_level1_id") REFERENCES "public"."generic_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_generic_level2_id_generic_groups_id_fk" FOREIGN KEY ("generic_level2_id") REFERENCES "public"."generic_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_generic_level3_id_generic_groups_id_fk" FOREIGN KEY ("generic_level3_id") REFERENCES "public"."generic_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_product_idx" ON "articles" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_key_idx" ON "brands" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "brands_company_idx" ON "brands" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key_idx" ON "categories" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key_idx" ON "companies" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_categories_subcategory_idx" ON "product_categories" USING btree ("subcategory_id","product_id");--> statement-breakpoint
CREATE INDEX "product_substances_substance_idx" ON "product_substances" USING btree ("substance_id","product_id");--> statement-breakpoint
CREATE INDEX "product_symptoms_symptom_idx" ON "product_symptoms" USING btree ("symptom_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_main_pharmacode_idx" ON "products" USING btree ("main_pharmacode");--> statement-breakpoint
CREATE INDEX "products_sort_name_idx" ON "products" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "products_sort_price_idx" ON "products" USING btree ("sort_price","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sales_rank_idx" ON "products" USING btree ("sales_rank");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("sales_rank") WHERE "products"."in_discount";--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id","sort_name");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_main_category_idx" ON "products" USING btree ("main_category_id");--> statement-breakpoint
CREATE INDEX "products_generic1_idx" ON "products" USING btree ("generic_level1_id");--> statement-breakpoint
CREATE INDEX "products_generic2_idx" ON "products" USING btree ("generic_level2_id");--> statement-breakpoint
CREATE INDEX "products_generic3_idx" ON "products" USING btree ("generic_level3_id");--> statement-breakpoint
CREATE INDEX "subcategories_category_idx" ON "subcategories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "subcategories_name_key_idx" ON "subcategories" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "substances_name_key_idx" ON "substances" USING btree ("name_key");