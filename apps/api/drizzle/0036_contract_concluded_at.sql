ALTER TABLE "contracts" ADD COLUMN "concluded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contracts_concluded_idx" ON "contracts" USING btree ("concluded_at") WHERE "contracts"."concluded_at" is not null;--> statement-breakpoint
-- A contract's conclusion time is its first "concluded" step: set once, by the database, for every
-- way a step is written (the contracts' own conclusion, a bank's money, the demo). One statement
-- per insert statement (a transition table), as the next-due triggers (0016).
CREATE FUNCTION contract_steps_concluded_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contracts c SET concluded_at = n.at
  FROM (SELECT contract_id, min(created_at) AS at FROM new_rows WHERE status = 'concluded' GROUP BY contract_id) n
  WHERE c.id = n.contract_id AND c.concluded_at IS NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contract_steps_concluded_at_insert AFTER INSERT ON contract_steps
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_steps_concluded_at();
--> statement-breakpoint
UPDATE contracts c SET concluded_at = s.at
FROM (SELECT contract_id, min(created_at) AS at FROM contract_steps WHERE status = 'concluded' GROUP BY contract_id) s
WHERE c.id = s.contract_id AND c.concluded_at IS NULL;
