-- Issue 40 (docs/decisions/036-offers-and-staff.md): offers with an end, and the staff list's "since".
-- offer_until: when the offer ends by itself (the shop's offer-end job puts the price back); offer_since: when the
-- current offer began (the home page shows the newest offers first). Both only while the article is on offer: the
-- check keeps any writer from leaving an end date on an article whose offer is gone.
ALTER TABLE "articles" ADD COLUMN "offer_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "offer_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_offer_dates_need_offer" CHECK (("articles"."offer_until" is null and "articles"."offer_since" is null) or coalesce("articles"."original_price_cents" > "articles"."price_cents", false));--> statement-breakpoint
-- The job asks every second which offers are due: an index over the few articles that have an end.
CREATE INDEX "articles_offer_until_idx" ON "articles" USING btree ("offer_until") WHERE "articles"."offer_until" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_since" timestamp with time zone;--> statement-breakpoint
-- Staff made before this column: the last change of their account is the best date there is.
UPDATE "users" SET "staff_since" = "updated_at" WHERE "role" in (1, 3);
