-- Issue 37: at most 10 units of one article per cart line (contracts/cart.ts MAX_CART_QUANTITY). Lines above are
-- brought down to the new most before the check is tightened.
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_quantity_range";--> statement-breakpoint
UPDATE "cart_lines" SET "quantity" = 10, "updated_at" = now() WHERE "quantity" > 10;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_quantity_range" CHECK ("cart_lines"."quantity" between 1 and 10);
