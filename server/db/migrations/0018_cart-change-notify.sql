-- Issue 19: on PGlite an instance keeps each shopper's cart answer (cart-cache.ts) and must hear of every change to
-- that shopper's cart lines at once: every statement that inserts, updates or deletes cart_lines rows notifies
-- 'shop_cart_changed' with the ids of the users whose lines it touched, comma-separated (at commit; NOTIFY merges
-- equal payloads within a transaction). An UPDATE names the users of the old rows and of the new ones (a line moved
-- from one user to another changes both carts). Account deletion removes the lines through ON DELETE CASCADE,
-- which runs a DELETE on cart_lines and fires these triggers too.
-- A statement that touched no row (an add past the limit, a remove of a line that is not there) stays silent.
-- A payload over 7,000 bytes (about 190 users; NOTIFY refuses 8,000) and TRUNCATE send an empty payload: every cart.
-- ENABLE ALWAYS like 0016 and 0017: a bulk load under session_replication_role = replica must not skip them.
CREATE OR REPLACE FUNCTION shop_notify_cart_users(user_ids text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF user_ids IS NOT NULL THEN
    PERFORM pg_notify('shop_cart_changed', CASE WHEN octet_length(user_ids) > 7000 THEN '' ELSE user_ids END);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_notify_cart_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_notify_cart_users((SELECT string_agg(DISTINCT user_id::text, ',') FROM changed_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_notify_cart_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_notify_cart_users((
    SELECT string_agg(user_id::text, ',') FROM (SELECT user_id FROM old_rows UNION SELECT user_id FROM new_rows) AS touched
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_notify_cart_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_cart_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cart_lines_inserted AFTER INSERT ON cart_lines REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_cart_rows_changed();
--> statement-breakpoint
ALTER TABLE cart_lines ENABLE ALWAYS TRIGGER cart_lines_inserted;
--> statement-breakpoint
CREATE TRIGGER cart_lines_updated AFTER UPDATE ON cart_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_cart_rows_updated();
--> statement-breakpoint
ALTER TABLE cart_lines ENABLE ALWAYS TRIGGER cart_lines_updated;
--> statement-breakpoint
CREATE TRIGGER cart_lines_deleted AFTER DELETE ON cart_lines REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_cart_rows_changed();
--> statement-breakpoint
ALTER TABLE cart_lines ENABLE ALWAYS TRIGGER cart_lines_deleted;
--> statement-breakpoint
CREATE TRIGGER cart_lines_truncated AFTER TRUNCATE ON cart_lines FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_cart_truncated();
--> statement-breakpoint
ALTER TABLE cart_lines ENABLE ALWAYS TRIGGER cart_lines_truncated;
