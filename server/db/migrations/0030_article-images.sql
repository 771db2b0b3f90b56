-- Issue 40 (docs/decisions/035-article-photos.md): the manager's photos of an article, processed (full and medium
-- WebP, orientation applied, no metadata) and kept in the database, so that every instance serves them without a
-- shared disk. `name` is content-addressed (pharmacode and a hash of the full size): the URL of a photo never
-- shows other bytes, so it may be cached for a year. `articles.images` lists the names the shop shows, in order.
CREATE TABLE "article_images" (
	"name" text PRIMARY KEY NOT NULL,
	"pharmacode" integer NOT NULL,
	"full" bytea NOT NULL,
	"medium" bytea NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_images_content_type_known" CHECK ("article_images"."content_type" in ('image/webp', 'image/jpeg'))
);
--> statement-breakpoint
ALTER TABLE "article_images" ADD CONSTRAINT "article_images_pharmacode_articles_pharmacode_fk" FOREIGN KEY ("pharmacode") REFERENCES "public"."articles"("pharmacode") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_images" ADD CONSTRAINT "article_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_images_pharmacode_idx" ON "article_images" USING btree ("pharmacode");
