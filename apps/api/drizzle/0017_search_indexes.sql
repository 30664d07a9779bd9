CREATE INDEX "contracts_number_trgm" ON "contracts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "units_number_idx" ON "units" USING btree ("number");--> statement-breakpoint
-- A name search is planned from how often its words occur: with the default sample (100 values) a
-- word of a common surname and one of a rare name look alike, and the planner may read the whole
-- newest-first index looking for a name only a few clients have. A larger sample tells them apart.
ALTER TABLE "clients" ALTER COLUMN "search_text" SET STATISTICS 1000;
