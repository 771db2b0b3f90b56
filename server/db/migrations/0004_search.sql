CREATE TABLE "search_documents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"doc" "tsvector" NOT NULL,
	"company_doc" "tsvector" NOT NULL,
	"category_doc" "tsvector" NOT NULL,
	"name_key" text NOT NULL,
	"brand_key" text NOT NULL,
	"main_category" text NOT NULL,
	"company_key" text NOT NULL,
	"sort_name" text NOT NULL,
	"sort_price" integer,
	"sales_rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"display" text NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_doc_idx" ON "search_documents" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "search_documents_company_doc_idx" ON "search_documents" USING gin ("company_doc");--> statement-breakpoint
CREATE INDEX "search_documents_category_doc_idx" ON "search_documents" USING gin ("category_doc");--> statement-breakpoint
CREATE INDEX "search_documents_main_category_idx" ON "search_documents" USING btree ("main_category");--> statement-breakpoint
CREATE INDEX "search_documents_company_key_idx" ON "search_documents" USING btree ("company_key");--> statement-breakpoint
CREATE INDEX "search_documents_sales_rank_idx" ON "search_documents" USING btree ("sales_rank");--> statement-breakpoint
CREATE INDEX "search_documents_sort_name_idx" ON "search_documents" USING btree ("sort_name","product_id");--> statement-breakpoint
CREATE INDEX "search_documents_sort_price_idx" ON "search_documents" USING btree ("sort_price","product_id");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);