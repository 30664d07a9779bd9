-- Issue 47: a call or visit logged by phone proof (by_phone, migration 0047) is no tie. Knowing a
-- client's phone lets someone outside the record scope log that the person called or came — it
-- must not make them one of the client's staff (0025), which opened the card, passport and history
-- to anyone who had the number. So such a row adds nobody, and a recheck does not count it as a
-- tie that keeps someone listed. The rest is 0025's, unchanged.
CREATE OR REPLACE FUNCTION client_staff_recheck(c integer, u integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF c IS NULL OR u IS NULL THEN RETURN; END IF;
  -- Locked first: the next statement's snapshot then sees every tie committed before the lock.
  PERFORM 1 FROM clients WHERE id = c FOR NO KEY UPDATE;
  UPDATE clients SET staff_ids = array_remove(staff_ids, u)
  WHERE id = c AND staff_ids @> ARRAY[u]
    AND intake_user_id IS DISTINCT FROM u AND manager_id IS DISTINCT FROM u
    AND NOT EXISTS (SELECT 1 FROM client_calls t WHERE t.user_id = u AND t.client_id = c AND NOT t.by_phone)
    AND NOT EXISTS (SELECT 1 FROM client_visits t WHERE t.user_id = u AND t.client_id = c AND NOT t.by_phone)
    AND NOT EXISTS (SELECT 1 FROM contracts t WHERE t.manager_id = u AND t.client_id = c);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clients_staff_own() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_user integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    FOREACH old_user IN ARRAY ARRAY[OLD.intake_user_id, OLD.manager_id] LOOP
      IF old_user IS NOT NULL
        AND old_user IS DISTINCT FROM NEW.intake_user_id AND old_user IS DISTINCT FROM NEW.manager_id
        AND NOT EXISTS (SELECT 1 FROM client_calls t WHERE t.user_id = old_user AND t.client_id = NEW.id AND NOT t.by_phone)
        AND NOT EXISTS (SELECT 1 FROM client_visits t WHERE t.user_id = old_user AND t.client_id = NEW.id AND NOT t.by_phone)
        AND NOT EXISTS (SELECT 1 FROM contracts t WHERE t.manager_id = old_user AND t.client_id = NEW.id)
      THEN
        NEW.staff_ids := array_remove(NEW.staff_ids, old_user);
      END IF;
    END LOOP;
  END IF;
  IF NEW.intake_user_id IS NOT NULL AND NOT NEW.staff_ids @> ARRAY[NEW.intake_user_id] THEN
    NEW.staff_ids := NEW.staff_ids || NEW.intake_user_id;
  END IF;
  IF NEW.manager_id IS NOT NULL AND NOT NEW.staff_ids @> ARRAY[NEW.manager_id] THEN
    NEW.staff_ids := NEW.staff_ids || NEW.manager_id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A by-phone row's user is no new tie; its old user is rechecked like any other (a row turning
-- by_phone, moved or deleted may take the last tie away).
CREATE OR REPLACE FUNCTION client_staff_tie() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_user integer;
  old_user integer;
BEGIN
  IF TG_TABLE_NAME = 'contracts' THEN
    IF TG_OP <> 'DELETE' THEN new_user := NEW.manager_id; END IF;
    IF TG_OP <> 'INSERT' THEN old_user := OLD.manager_id; END IF;
  ELSE
    IF TG_OP <> 'DELETE' AND NOT NEW.by_phone THEN new_user := NEW.user_id; END IF;
    IF TG_OP <> 'INSERT' THEN old_user := OLD.user_id; END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM client_staff_add(NEW.client_id, new_user); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM client_staff_recheck(OLD.client_id, old_user); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER client_calls_staff_update ON client_calls;
--> statement-breakpoint
CREATE TRIGGER client_calls_staff_update AFTER UPDATE OF client_id, user_id, by_phone ON client_calls
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.by_phone IS DISTINCT FROM NEW.by_phone)
  EXECUTE FUNCTION client_staff_tie();
--> statement-breakpoint
DROP TRIGGER client_visits_staff_update ON client_visits;
--> statement-breakpoint
CREATE TRIGGER client_visits_staff_update AFTER UPDATE OF client_id, user_id, by_phone ON client_visits
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.by_phone IS DISTINCT FROM NEW.by_phone)
  EXECUTE FUNCTION client_staff_tie();
