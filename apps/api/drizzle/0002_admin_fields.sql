ALTER TABLE "organisations" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "section_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_section_idx" ON "users" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");