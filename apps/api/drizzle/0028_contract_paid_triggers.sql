-- Custom SQL migration file, put your code below! --
-- contracts.paid (added in 0027) kept by the database: payments less refunds, cancelled ones left
-- out (decision 14). Whatever writes payments — the API, the seed, a bulk fill — the triggers below
-- set the column in the same transaction; only rows whose value changes are written.
--
-- The payment's own statement raises the column in a conditional update (`paid + amount <=
-- total`), which is how "never more than owed" holds under concurrency in one round trip; the
-- trigger then finds the value already right and writes nothing.
CREATE FUNCTION refresh_contract_paid(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- In id order, so two statements over several contracts never wait for each other crosswise.
  PERFORM FROM contracts WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE contracts c SET paid = x.paid
  FROM (
    SELECT k.id, coalesce((SELECT sum(CASE WHEN p.kind = 'refund' THEN -p.amount ELSE p.amount END)
      FROM payments p WHERE p.contract_id = k.id AND p.cancelled_at IS NULL), 0) AS paid
    FROM contracts k WHERE k.id = ANY (ids)
  ) x
  WHERE c.id = x.id AND c.paid <> x.paid;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION payments_paid() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT contract_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT c) INTO ids FROM (
      SELECT n.contract_id AS c FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.amount IS DISTINCT FROM o.amount OR n.kind IS DISTINCT FROM o.kind
        OR n.cancelled_at IS DISTINCT FROM o.cancelled_at OR n.contract_id IS DISTINCT FROM o.contract_id
      UNION ALL
      SELECT o.contract_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.contract_id IS DISTINCT FROM o.contract_id
    ) r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT contract_id) INTO ids FROM old_rows;
  ELSE
    -- TRUNCATE: no money is left on any contract.
    UPDATE contracts SET paid = 0 WHERE paid <> 0;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_contract_paid(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_paid_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_paid();
--> statement-breakpoint
CREATE TRIGGER payments_paid_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payments_paid();
--> statement-breakpoint
CREATE TRIGGER payments_paid_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_paid();
--> statement-breakpoint
CREATE TRIGGER payments_paid_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION payments_paid();
--> statement-breakpoint
-- A payment's statement that must give way to a concurrent request with the same
-- Idempotency-Key calls this: the error undoes the whole statement (its payment, schedule and
-- audit rows) and the API answers with the first request's answer.
CREATE FUNCTION idempotency_key_taken() RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'Idempotency-Key taken by a concurrent request' USING ERRCODE = 'MKKEY';
END;
$$;
--> statement-breakpoint
UPDATE contracts c SET paid = x.paid
FROM (
  SELECT p.contract_id AS id, sum(CASE WHEN p.kind = 'refund' THEN -p.amount ELSE p.amount END) AS paid
  FROM payments p WHERE p.cancelled_at IS NULL GROUP BY p.contract_id
) x
WHERE c.id = x.id AND c.paid <> x.paid;
--> statement-breakpoint
-- Every payment now writes its contract's row. `paid` is in no index, so leaving a fifth of each
-- page free lets that write stay on the row's page without new entries in the contract indexes
-- (a HOT update). Pages written from now on keep the room; older ones gain it as rows move.
ALTER TABLE contracts SET (fillfactor = 80);
