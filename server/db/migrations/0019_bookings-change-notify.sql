-- Issue 19: on PGlite an instance keeps each day's held and closed slots (availability-cache.ts) and must hear of
-- every change to them at once: a statement that inserts, updates or deletes appointments or desk closures, or
-- truncates either table, notifies 'shop_bookings_changed' (at commit, once per transaction). A booking, a move, a
-- cancellation, a status set at the desk, a closure and its removal all write one of the two tables; account
-- deletion detaches or removes appointments through its own statements, which fire these triggers too.
-- A statement that touched no row stays silent, like 0017's.
-- ENABLE ALWAYS like 0016–0018: a bulk load under session_replication_role = replica must not skip them.
CREATE OR REPLACE FUNCTION shop_notify_bookings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_bookings_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_notify_booking_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('shop_bookings_changed', '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_inserted AFTER INSERT ON appointments REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_booking_rows_changed();
--> statement-breakpoint
ALTER TABLE appointments ENABLE ALWAYS TRIGGER appointments_inserted;
--> statement-breakpoint
CREATE TRIGGER appointments_updated AFTER UPDATE ON appointments REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_booking_rows_changed();
--> statement-breakpoint
ALTER TABLE appointments ENABLE ALWAYS TRIGGER appointments_updated;
--> statement-breakpoint
CREATE TRIGGER appointments_deleted AFTER DELETE ON appointments REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_booking_rows_changed();
--> statement-breakpoint
ALTER TABLE appointments ENABLE ALWAYS TRIGGER appointments_deleted;
--> statement-breakpoint
CREATE TRIGGER appointments_truncated AFTER TRUNCATE ON appointments FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_bookings_changed();
--> statement-breakpoint
ALTER TABLE appointments ENABLE ALWAYS TRIGGER appointments_truncated;
--> statement-breakpoint
CREATE TRIGGER desk_closures_inserted AFTER INSERT ON desk_closures REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_booking_rows_changed();
--> statement-breakpoint
ALTER TABLE desk_closures ENABLE ALWAYS TRIGGER desk_closures_inserted;
--> statement-breakpoint
CREATE TRIGGER desk_closures_updated AFTER UPDATE ON desk_closures REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_booking_rows_changed();
--> statement-breakpoint
ALTER TABLE desk_closures ENABLE ALWAYS TRIGGER desk_closures_updated;
--> statement-breakpoint
CREATE TRIGGER desk_closures_deleted AFTER DELETE ON desk_closures REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_booking_rows_changed();
--> statement-breakpoint
ALTER TABLE desk_closures ENABLE ALWAYS TRIGGER desk_closures_deleted;
--> statement-breakpoint
CREATE TRIGGER desk_closures_truncated AFTER TRUNCATE ON desk_closures FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_bookings_changed();
--> statement-breakpoint
ALTER TABLE desk_closures ENABLE ALWAYS TRIGGER desk_closures_truncated;
