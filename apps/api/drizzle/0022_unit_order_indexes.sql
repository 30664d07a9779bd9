DROP INDEX "units_rooms_idx";--> statement-breakpoint
DROP INDEX "units_price_idx";--> statement-breakpoint
DROP INDEX "units_area_idx";--> statement-breakpoint
CREATE INDEX "units_rooms_idx" ON "units" USING btree ("rooms","id","object_id");--> statement-breakpoint
CREATE INDEX "units_price_idx" ON "units" USING btree ("total_price","id","object_id");--> statement-breakpoint
CREATE INDEX "units_area_idx" ON "units" USING btree ("area_m2","id","object_id");