DROP INDEX "search_documents_name_key_prefix_idx";--> statement-breakpoint
DROP INDEX "search_documents_brand_key_prefix_idx";--> statement-breakpoint
CREATE INDEX "search_documents_name_key_rank_idx" ON "search_documents" USING btree ("name_key" text_pattern_ops,"sales_rank");--> statement-breakpoint
CREATE INDEX "search_documents_brand_key_rank_idx" ON "search_documents" USING btree ("brand_key" text_pattern_ops,"sales_rank");