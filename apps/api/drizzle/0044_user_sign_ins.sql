-- Custom SQL migration file, put your code below! --
-- A sign-in writes users.last_login_at. Counted as a change of `users`, every sign-in of anyone
-- made every remembered answer and figure that names a user compute again (the debtors' bands and
-- orders, the home's tiles, the contract and bank pages): the moment people start work, each list
-- lost its memory once per colleague signing in. An update of users that changes nothing but
-- last_login_at now advances its own counter, `user_sign_ins`, which only what shows the moment of
-- the last sign-in reads (the staff list, /api/user/all); any other change of a user advances
-- `users` as before. Decision 10 tells how the counters advance.
INSERT INTO table_versions (table_name, version) VALUES ('user_sign_ins', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION note_users_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text := current_setting('makon.touched_tables', true);
  noted text;
BEGIN
  PERFORM FROM new_rows LIMIT 1;
  IF NOT FOUND THEN RETURN NULL; END IF;
  -- Any column besides the last sign-in changed on any row: a change of the user.
  PERFORM FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE to_jsonb(n) - 'last_login_at' IS DISTINCT FROM to_jsonb(o) - 'last_login_at'
    LIMIT 1;
  noted := CASE WHEN FOUND THEN 'users' ELSE 'user_sign_ins' END;
  IF touched IS NULL OR touched = '' THEN
    PERFORM set_config('makon.touched_tables', noted, true);
    INSERT INTO table_version_bumps DEFAULT VALUES;
  ELSIF NOT noted = ANY (string_to_array(touched, ',')) THEN
    PERFORM set_config('makon.touched_tables', touched || ',' || noted, true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER users_version_update ON users;
--> statement-breakpoint
CREATE TRIGGER users_version_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_users_write();
