-- Custom SQL migration file, put your code below! --
-- Change counters advanced once per transaction, with no global lock (replaces the triggers of
-- 0001 and 0006; the decision note "change counters once per transaction" in docs/decisions).
--
-- Before: every written row queued a deferred trigger that took one advisory lock shared by all
-- writers and updated its table's counter row: a 2,000-row insert made 2,000 updates of one row
-- (~30 ms at commit), every writing transaction waited for every other one's commit, and
-- table_versions bloated until reading its 25 rows cost a 1,400-page scan.
--
-- Now: a statement-level trigger notes the table a statement changed (if it changed a row) in a
-- transaction-local setting, and the first such note of a transaction inserts one row into
-- table_version_bumps. That row's deferred constraint trigger runs once, at commit: it locks the
-- counter rows of all the noted tables in name order and advances each by one. Writers only meet
-- at commit and only on the counters of tables both wrote, taken in one order (no deadlock);
-- writers of different tables never wait for each other. A rolled-back statement, savepoint or
-- transaction takes its note, its bump row and its deferred event with it.
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT table_name FROM table_versions ORDER BY table_name LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_version', t);
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_version_truncate', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
DROP FUNCTION bump_table_version();
--> statement-breakpoint
-- One row per open writing transaction, deleted by its own commit trigger: never read, never
-- kept. Unlogged: nothing in it survives a transaction, so nothing needs to survive a crash.
CREATE UNLOGGED TABLE table_version_bumps (xid xid8 NOT NULL DEFAULT pg_current_xact_id())
  WITH (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);
--> statement-breakpoint
CREATE FUNCTION note_table_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text := current_setting('makon.touched_tables', true);
BEGIN
  -- A statement that changed no row changes no list (a sweep finding nothing, a refused update).
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM FROM new_rows LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM FROM old_rows LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
  END IF;
  IF touched IS NULL OR touched = '' THEN
    PERFORM set_config('makon.touched_tables', TG_TABLE_NAME, true);
    INSERT INTO table_version_bumps DEFAULT VALUES;
  ELSIF NOT TG_TABLE_NAME = ANY (string_to_array(touched, ',')) THEN
    PERFORM set_config('makon.touched_tables', touched || ',' || TG_TABLE_NAME, true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION bump_touched_table_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[] := string_to_array(current_setting('makon.touched_tables', true), ',');
BEGIN
  -- Cleared first: a write made later in this commit (another deferred trigger) notes its table
  -- again and queues another bump.
  PERFORM set_config('makon.touched_tables', '', true);
  DELETE FROM table_version_bumps WHERE xid = NEW.xid;
  IF cardinality(touched) > 0 THEN
    -- Locked in name order, so two transactions that wrote the same tables queue in one order.
    PERFORM FROM table_versions WHERE table_name = ANY (touched) ORDER BY table_name FOR UPDATE;
    UPDATE table_versions SET version = version + 1 WHERE table_name = ANY (touched);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER table_version_bumps_at_commit AFTER INSERT ON table_version_bumps
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_touched_table_versions();
--> statement-breakpoint
-- Puts a table under change tracking: its counter row and its three statement triggers (a
-- trigger with transition tables fires on one event only). Later migrations call it for new tables.
CREATE FUNCTION track_table_versions(t text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_versions (table_name, version) VALUES (t, 0) ON CONFLICT DO NOTHING;
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION note_table_write()', t || '_version_insert', t);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION note_table_write()', t || '_version_update', t);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION note_table_write()', t || '_version_delete', t);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
    FOR EACH STATEMENT EXECUTE FUNCTION note_table_write()', t || '_version_truncate', t);
END;
$$;
--> statement-breakpoint
-- The tables 0001 and 0006 tracked, each with its counter row already.
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT table_name FROM table_versions ORDER BY table_name LOOP
    PERFORM track_table_versions(t);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Room on each page for the next versions of its rows, so an update stays on its page (HOT) and
-- pruning keeps the table at a few pages; vacuumed after every thousand updates, not a fraction.
ALTER TABLE table_versions SET (fillfactor = 10, autovacuum_vacuum_scale_factor = 0,
  autovacuum_vacuum_threshold = 1000);
--> statement-breakpoint
-- Rewritten once at the new fillfactor, without the bloat of the per-row updates.
CLUSTER table_versions USING table_versions_pkey;
