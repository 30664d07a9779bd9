-- clients.staff_ids (added in 0024): the users a client is "own" for in the record scope — who
-- registered or manages the client, called or received them, or manages one of their contracts
-- (lib/record-scope.ts). Kept exact by the database whatever writes (the services, the seed, SQL),
-- so a scoped list tests one array on the row it reads instead of five subqueries per row.
--
-- Adding is an update only when the user is new to the client. Removing (a manager changed, a
-- call, visit or contract moved or deleted) checks that none of the five ties is left. The two
-- meet on the client's row lock: an adder locks the row even when the user is already listed, so
-- a removal running at the same moment either waits for the adder's tie to be committed (and then
-- sees it) or runs first (and the adder, waiting, puts the user back).
CREATE FUNCTION client_staff_add(c integer, u integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF c IS NULL OR u IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM clients WHERE id = c FOR NO KEY UPDATE;
  UPDATE clients SET staff_ids = staff_ids || u WHERE id = c AND NOT staff_ids @> ARRAY[u];
END;
$$;
--> statement-breakpoint
CREATE FUNCTION client_staff_recheck(c integer, u integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF c IS NULL OR u IS NULL THEN RETURN; END IF;
  -- Locked first: the next statement's snapshot then sees every tie committed before the lock.
  PERFORM 1 FROM clients WHERE id = c FOR NO KEY UPDATE;
  UPDATE clients SET staff_ids = array_remove(staff_ids, u)
  WHERE id = c AND staff_ids @> ARRAY[u]
    AND intake_user_id IS DISTINCT FROM u AND manager_id IS DISTINCT FROM u
    AND NOT EXISTS (SELECT 1 FROM client_calls t WHERE t.user_id = u AND t.client_id = c)
    AND NOT EXISTS (SELECT 1 FROM client_visits t WHERE t.user_id = u AND t.client_id = c)
    AND NOT EXISTS (SELECT 1 FROM contracts t WHERE t.manager_id = u AND t.client_id = c);
END;
$$;
--> statement-breakpoint
-- The client's own two ties, on the row being written (its lock is already held).
CREATE FUNCTION clients_staff_own() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_user integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    FOREACH old_user IN ARRAY ARRAY[OLD.intake_user_id, OLD.manager_id] LOOP
      IF old_user IS NOT NULL
        AND old_user IS DISTINCT FROM NEW.intake_user_id AND old_user IS DISTINCT FROM NEW.manager_id
        AND NOT EXISTS (SELECT 1 FROM client_calls t WHERE t.user_id = old_user AND t.client_id = NEW.id)
        AND NOT EXISTS (SELECT 1 FROM client_visits t WHERE t.user_id = old_user AND t.client_id = NEW.id)
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
CREATE TRIGGER clients_staff_insert BEFORE INSERT ON clients
  FOR EACH ROW EXECUTE FUNCTION clients_staff_own();
--> statement-breakpoint
CREATE TRIGGER clients_staff_update BEFORE UPDATE OF intake_user_id, manager_id ON clients
  FOR EACH ROW WHEN (OLD.intake_user_id IS DISTINCT FROM NEW.intake_user_id
    OR OLD.manager_id IS DISTINCT FROM NEW.manager_id)
  EXECUTE FUNCTION clients_staff_own();
--> statement-breakpoint
-- Calls and visits (user_id), contracts (manager_id): a new tie adds, a moved or deleted one
-- rechecks. Updates fire only when the tie itself changed, so a contract's many other updates
-- (payments, next due dates) pay nothing.
CREATE FUNCTION client_staff_tie() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_user integer;
  old_user integer;
BEGIN
  IF TG_TABLE_NAME = 'contracts' THEN
    IF TG_OP <> 'DELETE' THEN new_user := NEW.manager_id; END IF;
    IF TG_OP <> 'INSERT' THEN old_user := OLD.manager_id; END IF;
  ELSE
    IF TG_OP <> 'DELETE' THEN new_user := NEW.user_id; END IF;
    IF TG_OP <> 'INSERT' THEN old_user := OLD.user_id; END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM client_staff_add(NEW.client_id, new_user); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM client_staff_recheck(OLD.client_id, old_user); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER client_calls_staff_insert AFTER INSERT OR DELETE ON client_calls
  FOR EACH ROW EXECUTE FUNCTION client_staff_tie();
--> statement-breakpoint
CREATE TRIGGER client_calls_staff_update AFTER UPDATE OF client_id, user_id ON client_calls
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION client_staff_tie();
--> statement-breakpoint
CREATE TRIGGER client_visits_staff_insert AFTER INSERT OR DELETE ON client_visits
  FOR EACH ROW EXECUTE FUNCTION client_staff_tie();
--> statement-breakpoint
CREATE TRIGGER client_visits_staff_update AFTER UPDATE OF client_id, user_id ON client_visits
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION client_staff_tie();
--> statement-breakpoint
CREATE TRIGGER contracts_staff_insert AFTER INSERT OR DELETE ON contracts
  FOR EACH ROW EXECUTE FUNCTION client_staff_tie();
--> statement-breakpoint
CREATE TRIGGER contracts_staff_update AFTER UPDATE OF client_id, manager_id ON contracts
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.manager_id IS DISTINCT FROM NEW.manager_id)
  EXECUTE FUNCTION client_staff_tie();
--> statement-breakpoint
UPDATE clients SET staff_ids = coalesce((
  SELECT array_agg(DISTINCT u ORDER BY u) FROM (
    SELECT clients.intake_user_id AS u
    UNION ALL SELECT clients.manager_id
    UNION ALL SELECT t.user_id FROM client_calls t WHERE t.client_id = clients.id
    UNION ALL SELECT t.user_id FROM client_visits t WHERE t.client_id = clients.id
    UNION ALL SELECT t.manager_id FROM contracts t WHERE t.client_id = clients.id
  ) ties WHERE u IS NOT NULL), '{}');
