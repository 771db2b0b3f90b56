ALTER TABLE "appointments" DROP CONSTRAINT "appointments_owner_or_contact";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "desk_audit" ALTER COLUMN "staff_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "desk_audit" ALTER COLUMN "staff_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "desk_audit" ALTER COLUMN "staff_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "account_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_email_unless_deleted" CHECK ("appointments"."email" is not null or "appointments"."account_deleted_at" is not null);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_owner_or_contact" CHECK ("appointments"."user_id" is not null or "appointments"."account_deleted_at" is not null or ("appointments"."email" is not null and "appointments"."phone" is not null and "appointments"."address" is not null and "appointments"."birthday" is not null));--> statement-breakpoint
ALTER TABLE "desk_audit" ADD CONSTRAINT "desk_audit_staff_or_customer" CHECK (("desk_audit"."staff_user_id" is not null and "desk_audit"."staff_email" is not null and "desk_audit"."staff_name" is not null) or ("desk_audit"."staff_user_id" is null and "desk_audit"."staff_email" is null and "desk_audit"."staff_name" is null and "desk_audit"."action" = 'status'));