CREATE INDEX "debt_cases_opened_idx" ON "debt_cases" USING btree ("created_at","id","status");--> statement-breakpoint
CREATE INDEX "debt_cases_assignee_opened_idx" ON "debt_cases" USING btree ("assignee_id","created_at","id","status");--> statement-breakpoint
CREATE INDEX "contracts_debtors_idx" ON "contracts" USING btree ("next_due_date","id" DESC NULLS FIRST) WHERE "contracts"."status" in ('in_process','concluded','handed_over');--> statement-breakpoint
-- Collections' and handover's tables the lists' remembered figures read (the debtors' bands, the
-- tabs' totals): their writes advance change counters like every business table's (decision 10).
SELECT track_table_versions(t) FROM unnest(ARRAY['debt_promises','penalty_waivers','handover_permits',
  'handover_appointments']) AS t;
