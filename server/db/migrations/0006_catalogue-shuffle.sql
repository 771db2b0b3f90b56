ALTER TABLE "products" ADD COLUMN "shuffle_key" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "products_shuffle_key_idx" ON "products" USING btree ("shuffle_key");