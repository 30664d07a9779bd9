-- Custom SQL migration file, put your code below! --
-- One place notes that a transaction wrote a table (decision 10). 0014's note_table_write() and
-- 0044's note_users_write() each carried their own copy of "add the name to the transaction's
-- noted tables, and queue the one commit-time bump on the first note"; two copies of the rule that
-- every counter depends on would drift apart. Both now call note_touched(); what each decides (did
-- the statement change a row, which counter a users update advances) stays in its own function.
CREATE FUNCTION note_touched(noted text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  touched text := current_setting('makon.touched_tables', true);
BEGIN
  IF touched IS NULL OR touched = '' THEN
    PERFORM set_config('makon.touched_tables', noted, true);
    INSERT INTO table_version_bumps DEFAULT VALUES;
  ELSIF NOT noted = ANY (string_to_array(touched, ',')) THEN
    PERFORM set_config('makon.touched_tables', touched || ',' || noted, true);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION note_table_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A statement that changed no row changes no list (a sweep finding nothing, a refused update).
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM FROM new_rows LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM FROM old_rows LIMIT 1;
    IF NOT FOUND THEN RETURN NULL; END IF;
  END IF;
  PERFORM note_touched(TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION note_users_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM FROM new_rows LIMIT 1;
  IF NOT FOUND THEN RETURN NULL; END IF;
  -- Any column besides the last sign-in changed on any row: a change of the user.
  PERFORM FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE to_jsonb(n) - 'last_login_at' IS DISTINCT FROM to_jsonb(o) - 'last_login_at'
    LIMIT 1;
  PERFORM note_touched(CASE WHEN FOUND THEN 'users' ELSE 'user_sign_ins' END);
  RETURN NULL;
END;
$$;
