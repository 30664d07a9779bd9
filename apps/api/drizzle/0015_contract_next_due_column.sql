ALTER TABLE "contracts" ADD COLUMN "next_due_date" date;--> statement-breakpoint
CREATE INDEX "contracts_next_due_idx" ON "contracts" USING btree ("next_due_date","id","status");--> statement-breakpoint
CREATE INDEX "contracts_live_date_idx" ON "contracts" USING btree ("date","id","next_due_date","status") WHERE "contracts"."status" <> 'refused';