CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "article_stock" (
	"pharmacode" integer PRIMARY KEY NOT NULL,
	"stock" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_stock_not_negative" CHECK ("article_stock"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"pharmacode" integer NOT NULL,
	"description" text NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"in_stock" smallint NOT NULL,
	"backordered" smallint NOT NULL,
	"vat_rate_bp" smallint NOT NULL,
	"line_total_minor" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_split" CHECK ("order_lines"."in_stock" >= 0 and "order_lines"."backordered" >= 0 and "order_lines"."in_stock" + "order_lines"."backordered" = "order_lines"."quantity" and "order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_total" CHECK ("order_lines"."line_total_minor" = "order_lines"."unit_price_minor" * "order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"fulfilment" text NOT NULL,
	"payment" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_surname" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"street" text,
	"zip" text,
	"city" text,
	"notes" text DEFAULT '' NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"shipping_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"vat" jsonb NOT NULL,
	"ready_by" timestamp with time zone,
	"tracking_number" text,
	"cancel_reason" text,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('RECEIVED', 'PREPARING', 'READY_FOR_PICKUP', 'COLLECTED', 'SHIPPED', 'DELIVERED', 'CANCELLED')),
	CONSTRAINT "orders_fulfilment_known" CHECK ("orders"."fulfilment" in ('PICKUP', 'DELIVERY')),
	CONSTRAINT "orders_payment_known" CHECK ("orders"."payment" in ('AT_PICKUP', 'INVOICE')),
	CONSTRAINT "orders_pay_at_pickup_is_pickup" CHECK ("orders"."payment" <> 'AT_PICKUP' or "orders"."fulfilment" = 'PICKUP'),
	CONSTRAINT "orders_delivery_has_address" CHECK ("orders"."fulfilment" <> 'DELIVERY' or ("orders"."street" is not null and "orders"."zip" is not null and "orders"."city" is not null)),
	CONSTRAINT "orders_money_not_negative" CHECK ("orders"."subtotal_minor" >= 0 and "orders"."shipping_minor" >= 0 and "orders"."total_minor" = "orders"."subtotal_minor" + "orders"."shipping_minor"),
	CONSTRAINT "orders_number_format" CHECK ("orders"."number" ~ '^RA-[0-9]{4}-[0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "desk_audit" DROP CONSTRAINT "desk_audit_action_known";--> statement-breakpoint
ALTER TABLE "desk_audit" DROP CONSTRAINT "desk_audit_staff_or_customer";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "vat_rate_bp" smallint DEFAULT 810 NOT NULL;--> statement-breakpoint
ALTER TABLE "desk_audit" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_unique" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","status_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "desk_audit" ADD CONSTRAINT "desk_audit_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_audit_order_idx" ON "desk_audit" USING btree ("order_id","at");--> statement-breakpoint
ALTER TABLE "desk_audit" ADD CONSTRAINT "desk_audit_action_known" CHECK ("desk_audit"."action" in ('status', 'closure-created', 'closure-deleted', 'order-status'));--> statement-breakpoint
ALTER TABLE "desk_audit" ADD CONSTRAINT "desk_audit_staff_or_customer" CHECK (("desk_audit"."staff_user_id" is not null and "desk_audit"."staff_email" is not null and "desk_audit"."staff_name" is not null) or ("desk_audit"."staff_user_id" is null and "desk_audit"."staff_email" is null and "desk_audit"."staff_name" is null and "desk_audit"."action" in ('status', 'order-status')));