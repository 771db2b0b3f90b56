-- Issue 39 (bench:import, the product API's p99 during a commit on the embedded database): a chunk wrote the catalogue
-- and the search index in one transaction, and a shopper's read waited for both. The index now follows in a
-- transaction of its own; until it has, the chunk's row keeps the products whose documents are still to be written,
-- so a crash between the two leaves the list for the resumed job (import-commit.ts), never a stale index.
ALTER TABLE "import_chunks" ADD COLUMN "unindexed_product_ids" integer[];
