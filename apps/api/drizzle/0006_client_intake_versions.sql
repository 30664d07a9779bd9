-- The new tables advance their change counters like every business table (see 0001).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['client_visits','client_calls','client_notes']
  LOOP
    INSERT INTO table_versions (table_name, version) VALUES (t, 0);
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_table_version()',
      t || '_version', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version()', t || '_version_truncate', t);
  END LOOP;
END;
$$;
