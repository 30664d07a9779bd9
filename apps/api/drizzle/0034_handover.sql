CREATE TABLE "handover_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"note" text,
	"user_id" integer NOT NULL,
	"closed_by_id" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handover_appointments_status" CHECK ("handover_appointments"."status" in ('scheduled','done','no_show','rescheduled','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "handover_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handover_permits" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handover_permits_contract_id_unique" UNIQUE("contract_id")
);
--> statement-breakpoint
CREATE TABLE "handover_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"warranty_years" integer DEFAULT 2 NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handover_settings_one_row" CHECK ("handover_settings"."id" = 1),
	CONSTRAINT "handover_settings_years" CHECK ("handover_settings"."warranty_years" between 0 and 20)
);
--> statement-breakpoint
ALTER TABLE "sms_messages" DROP CONSTRAINT "sms_kind";--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
ALTER TABLE "handover_defects" ADD COLUMN "room" text;--> statement-breakpoint
ALTER TABLE "handover_defects" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "handover_defects" ADD COLUMN "fixed_on" date;--> statement-breakpoint
ALTER TABLE "handover_defects" ADD COLUMN "fixed_by_id" integer;--> statement-breakpoint
ALTER TABLE "handover_defects" ADD COLUMN "fix_note" text;--> statement-breakpoint
ALTER TABLE "handover_defects" ADD COLUMN "buyer_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "handover_defects" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "seq" integer;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "keys_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "signed_scan" text;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "cadastre_applied_at" date;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "cadastre_registered_at" date;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "warranty_until" date;--> statement-breakpoint
-- Acts made before numbering: year from the act date, seq in the order they were made; the
-- counters continue from there. Keys handed, before a count was kept, are written as two.
UPDATE "handovers" h SET "year" = n."year", "seq" = n."seq" FROM (
  SELECT "id", extract(year FROM "act_date")::int AS "year",
    row_number() OVER (PARTITION BY extract(year FROM "act_date") ORDER BY "id")::int AS "seq"
  FROM "handovers") n WHERE n."id" = h."id";--> statement-breakpoint
UPDATE "handovers" SET "keys_count" = 2 WHERE "keys_handed";--> statement-breakpoint
UPDATE "handover_defects" SET "fixed_on" = ("fixed_at" AT TIME ZONE 'Asia/Tashkent')::date WHERE "fixed_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "handover_counters" ("year", "last") SELECT "year", max("seq") FROM "handovers" GROUP BY "year";--> statement-breakpoint
ALTER TABLE "handovers" ALTER COLUMN "year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "handovers" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "handover_appointments" ADD CONSTRAINT "handover_appointments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_appointments" ADD CONSTRAINT "handover_appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_appointments" ADD CONSTRAINT "handover_appointments_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_permits" ADD CONSTRAINT "handover_permits_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_permits" ADD CONSTRAINT "handover_permits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_settings" ADD CONSTRAINT "handover_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handover_appointments_open_uq" ON "handover_appointments" USING btree ("contract_id") WHERE "handover_appointments"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "handover_appointments_contract_idx" ON "handover_appointments" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "handover_appointments_time_idx" ON "handover_appointments" USING btree ("scheduled_at","id");--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_appointment_id_handover_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."handover_appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_defects" ADD CONSTRAINT "handover_defects_fixed_by_id_users_id_fk" FOREIGN KEY ("fixed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_defects" ADD CONSTRAINT "handover_defects_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_appointment_kind_uq" ON "sms_messages" USING btree ("appointment_id","kind") WHERE "sms_messages"."appointment_id" is not null;--> statement-breakpoint
CREATE INDEX "handover_defects_open_idx" ON "handover_defects" USING btree ("deadline","id") WHERE "handover_defects"."fixed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "handovers_year_seq_uq" ON "handovers" USING btree ("year","seq");--> statement-breakpoint
CREATE INDEX "handovers_act_date_idx" ON "handovers" USING btree ("act_date","id");--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_kind" CHECK ("sms_messages"."kind" in ('due_tomorrow','overdue','promise_reminder','manual','handover_appointment'));--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_keys" CHECK ("handovers"."keys_count" between 0 and 20);--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_meters" CHECK (coalesce("handovers"."electricity_reading", 0) >= 0 and coalesce("handovers"."gas_reading", 0) >= 0 and coalesce("handovers"."water_reading", 0) >= 0);--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_cadastre" CHECK ("handovers"."cadastre_registered_at" is null or "handovers"."cadastre_number" is not null);--> statement-breakpoint
INSERT INTO "handover_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;