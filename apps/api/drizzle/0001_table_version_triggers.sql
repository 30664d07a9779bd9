-- Custom SQL migration file, put your code below! --
-- Every committed write to a business table advances that table's row in table_versions, so the
-- list ETags change together with the data. The triggers are deferred to commit time and first
-- take one transaction-scoped advisory lock: a transaction touching several tables then never
-- waits for a version row while holding another one, so the counters cannot deadlock writers.
CREATE FUNCTION bump_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7302001);
  UPDATE table_versions SET version = version + 1 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users','sections','objects','buildings','entrances','floors','units',
    'clients','client_steps','bookings','contracts','contract_steps','schedule_items','payments',
    'banks','bank_applications','organisations','organisation_bank_accounts','debt_cases',
    'debt_actions','handovers','handover_defects']
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
