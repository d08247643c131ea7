-- The audit log is append-only in the database too (ADR 023): rows may be inserted, never changed
-- or removed, whoever connects — a staff member with database access cannot erase their tracks
-- through the application's own role. (An owner of the database can still drop the trigger; that
-- is an act outside the application, visible in the database's own log.)
CREATE OR REPLACE FUNCTION renovo_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION renovo_audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION renovo_audit_log_append_only();
