CREATE TABLE "search_prefix_counts" (
	"prefix" text NOT NULL,
	"main_category" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_prefix_counts_prefix_main_category_pk" PRIMARY KEY("prefix","main_category")
);
--> statement-breakpoint
CREATE INDEX "search_documents_name_key_prefix_idx" ON "search_documents" USING btree ("name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_documents_brand_key_prefix_idx" ON "search_documents" USING btree ("brand_key" text_pattern_ops);