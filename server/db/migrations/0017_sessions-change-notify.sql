-- Issue 19: on PGlite an instance keeps the sessions it has read (session-cache.ts) and must hear of every
-- revocation at once: a statement that deletes or updates session rows, or truncates the table, notifies
-- 'shop_sessions_changed' (at commit, once per transaction). Logout and password reset delete rows; account
-- deletion removes them through ON DELETE CASCADE, which runs a DELETE on sessions and fires these triggers too;
-- an expires_at moved by hand is an UPDATE. Not INSERT: a new session revokes nothing.
-- A statement-level trigger fires even when the statement touched no row, and every login runs a DELETE of the
-- user's expired sessions that mostly deletes nothing: the transition table lets such a statement stay silent,
-- so that a login does not empty every instance's cache.
-- ENABLE ALWAYS like 0016: a bulk load under session_replication_role = replica must not skip them.
CREATE OR REPLACE FUNCTION shop_notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_sessions_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_notify_session_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('shop_sessions_changed', '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_session_rows_changed();
--> statement-breakpoint
ALTER TABLE sessions ENABLE ALWAYS TRIGGER sessions_deleted;
--> statement-breakpoint
CREATE TRIGGER sessions_updated AFTER UPDATE ON sessions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_session_rows_changed();
--> statement-breakpoint
ALTER TABLE sessions ENABLE ALWAYS TRIGGER sessions_updated;
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_sessions_changed();
--> statement-breakpoint
ALTER TABLE sessions ENABLE ALWAYS TRIGGER sessions_truncated;
