-- Custom SQL migration file, put your code below! --
-- contracts.paid moves by what a statement on payments changed, instead of being summed again
-- from every payment of the contract (decision 14). Measured with pg_stat_statements, the sum
-- with its function call was a quarter of a payment's time in the database; a payment now pays
-- one update of its contract's row. refresh_contract_paid (migration 0028) stays for a whole
-- recount (the bench fill, which runs with triggers off).
CREATE OR REPLACE FUNCTION payments_paid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE contracts c SET paid = c.paid + d.delta
    FROM (SELECT contract_id, sum(CASE WHEN kind = 'refund' THEN -amount ELSE amount END) AS delta
          FROM new_rows WHERE cancelled_at IS NULL GROUP BY contract_id) d
    WHERE c.id = d.contract_id AND d.delta <> 0;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE contracts c SET paid = c.paid + d.delta
    FROM (SELECT contract_id, sum(delta) AS delta FROM (
            SELECT contract_id, CASE WHEN kind = 'refund' THEN -amount ELSE amount END AS delta
            FROM new_rows WHERE cancelled_at IS NULL
            UNION ALL
            SELECT contract_id, CASE WHEN kind = 'refund' THEN amount ELSE -amount END
            FROM old_rows WHERE cancelled_at IS NULL) m
          GROUP BY contract_id) d
    WHERE c.id = d.contract_id AND d.delta <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE contracts c SET paid = c.paid - d.delta
    FROM (SELECT contract_id, sum(CASE WHEN kind = 'refund' THEN -amount ELSE amount END) AS delta
          FROM old_rows WHERE cancelled_at IS NULL GROUP BY contract_id) d
    WHERE c.id = d.contract_id AND d.delta <> 0;
  ELSE
    -- TRUNCATE: no money is left on any contract.
    UPDATE contracts SET paid = 0 WHERE paid <> 0;
  END IF;
  RETURN NULL;
END;
$$;
