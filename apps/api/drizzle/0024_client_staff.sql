DROP INDEX "clients_live_created_idx";--> statement-breakpoint
DROP INDEX "clients_live_name_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "staff_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_staff_idx" ON "clients" USING gin ("staff_ids");--> statement-breakpoint
CREATE INDEX "clients_live_created_idx" ON "clients" USING btree ("created_at","id","staff_ids") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_live_name_idx" ON "clients" USING btree ("full_name","id","staff_ids") WHERE "clients"."deleted_at" is null;