DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "client_calls_user_idx";--> statement-breakpoint
DROP INDEX "clients_passport_idx";--> statement-breakpoint
DROP INDEX "contracts_status_idx";--> statement-breakpoint
DROP INDEX "contracts_manager_idx";--> statement-breakpoint
DROP INDEX "units_building_id_idx";--> statement-breakpoint
CREATE INDEX "audit_log_at_id_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "client_calls_user_client_idx" ON "client_calls" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "client_visits_user_client_idx" ON "client_visits" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "clients_passport_prefix_idx" ON "clients" USING btree ("passport" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_live_created_idx" ON "clients" USING btree ("created_at","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_live_name_idx" ON "clients" USING btree ("full_name","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_live_next_call_idx" ON "clients" USING btree ("next_call_at","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_live_last_call_idx" ON "clients" USING btree ("last_call_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_status_date_idx" ON "contracts" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "contracts_manager_client_idx" ON "contracts" USING btree ("manager_id","client_id");--> statement-breakpoint
CREATE INDEX "schedule_items_unpaid_idx" ON "schedule_items" USING btree ("contract_id","version","due_date") WHERE "schedule_items"."paid" < "schedule_items"."amount";--> statement-breakpoint
CREATE INDEX "organisations_name_idx" ON "organisations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "units_list_idx" ON "units" USING btree ("building_id","id","object_id","status","rooms","total_price","area_m2","entrance_id");--> statement-breakpoint
CREATE INDEX "units_rooms_idx" ON "units" USING btree ("rooms","id");