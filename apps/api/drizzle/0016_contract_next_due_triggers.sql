-- Custom SQL migration file, put your code below! --
-- contracts.next_due_date (added in 0015) kept by the database: the due date of the earliest
-- row of the contract's current schedule version that is not fully paid, null when nothing is
-- owed (the decision note "contract next due column" in docs/decisions).
--
-- The contract lists' "overdue" filter (next due before today) and "next due" order read it off
-- an index instead of probing every contract's schedule. Whatever writes schedule_items (a
-- payment's allocation, a cancel, a refund, a new schedule version, the seed, a bulk fill) or
-- moves a contract to another schedule version, the triggers below set the column in the same
-- statement's transaction; only rows whose value changes are written.
--
-- The contracts of the written rows, locked first in id order, then recomputed in one set-based
-- statement. The lock is what keeps two transactions writing one contract's schedule at once
-- right: the second waits for the first to commit, and its recompute (a new statement, so a new
-- snapshot under READ COMMITTED) sees both. The application locks the contract before such
-- writes anyway, so this waits for nothing there.
CREATE FUNCTION refresh_contract_next_due(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM FROM contracts WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE contracts c SET next_due_date = x.next_due
  FROM (
    SELECT k.id, (SELECT min(s.due_date) FROM schedule_items s
      WHERE s.contract_id = k.id AND s.version = k.schedule_version AND s.paid < s.amount) AS next_due
    FROM contracts k WHERE k.id = ANY (ids)
  ) x
  WHERE c.id = x.id AND c.next_due_date IS DISTINCT FROM x.next_due;
END;
$$;
--> statement-breakpoint
-- After each statement on schedule_items: the contracts of the rows it inserted, updated (before
-- or after) or deleted. A trigger with transition tables fires on one event only: one per event.
CREATE FUNCTION schedule_items_next_due() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT contract_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only a row whose owing state, due date, version or contract changed can move a next due
    -- date: a payment that settles no installment (most of them) costs nothing more here.
    SELECT array_agg(DISTINCT c) INTO ids FROM (
      SELECT n.contract_id AS c FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.paid < n.amount) IS DISTINCT FROM (o.paid < o.amount)
        OR n.due_date IS DISTINCT FROM o.due_date OR n.version IS DISTINCT FROM o.version
        OR n.contract_id IS DISTINCT FROM o.contract_id
      UNION ALL
      SELECT o.contract_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.contract_id IS DISTINCT FROM o.contract_id
    ) r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT contract_id) INTO ids FROM old_rows;
  ELSE
    -- TRUNCATE: no schedule is left, so nothing is owed.
    UPDATE contracts SET next_due_date = NULL WHERE next_due_date IS NOT NULL;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_contract_next_due(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER schedule_items_next_due_insert AFTER INSERT ON schedule_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_items_next_due();
--> statement-breakpoint
CREATE TRIGGER schedule_items_next_due_update AFTER UPDATE ON schedule_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION schedule_items_next_due();
--> statement-breakpoint
CREATE TRIGGER schedule_items_next_due_delete AFTER DELETE ON schedule_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_items_next_due();
--> statement-breakpoint
CREATE TRIGGER schedule_items_next_due_truncate AFTER TRUNCATE ON schedule_items
  FOR EACH STATEMENT EXECUTE FUNCTION schedule_items_next_due();
--> statement-breakpoint
-- A contract moved to another schedule version (a new schedule) takes that version's next due
-- date in the row being written. A new contract has no schedule rows yet (they reference it), so
-- its next due date is null: the insert trigger only corrects a value given by the writer.
CREATE FUNCTION contracts_next_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.next_due_date := (SELECT min(s.due_date) FROM schedule_items s
    WHERE s.contract_id = NEW.id AND s.version = NEW.schedule_version AND s.paid < s.amount);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contracts_next_due_insert BEFORE INSERT ON contracts FOR EACH ROW
  WHEN (NEW.next_due_date IS NOT NULL) EXECUTE FUNCTION contracts_next_due();
--> statement-breakpoint
CREATE TRIGGER contracts_next_due_version BEFORE UPDATE OF schedule_version ON contracts FOR EACH ROW
  WHEN (OLD.schedule_version IS DISTINCT FROM NEW.schedule_version) EXECUTE FUNCTION contracts_next_due();
--> statement-breakpoint
-- The existing contracts, filled after the triggers are in place: the triggers' locks hold off
-- writers of both tables until this migration commits, so no write falls between.
UPDATE contracts c SET next_due_date = x.next_due
FROM (
  SELECT s.contract_id, min(s.due_date) AS next_due
  FROM schedule_items s JOIN contracts k ON k.id = s.contract_id AND s.version = k.schedule_version
  WHERE s.paid < s.amount
  GROUP BY s.contract_id
) x
WHERE c.id = x.contract_id AND c.next_due_date IS DISTINCT FROM x.next_due;
