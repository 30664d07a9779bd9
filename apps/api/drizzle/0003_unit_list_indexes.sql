CREATE INDEX "units_building_id_idx" ON "units" USING btree ("building_id","id");--> statement-breakpoint
CREATE INDEX "units_price_idx" ON "units" USING btree ("total_price","id");--> statement-breakpoint
CREATE INDEX "units_area_idx" ON "units" USING btree ("area_m2","id");