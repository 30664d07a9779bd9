CREATE TABLE "sms_client_days" (
	"client_id" integer NOT NULL,
	"day" date NOT NULL,
	"queued" integer NOT NULL,
	CONSTRAINT "sms_client_days_client_id_day_pk" PRIMARY KEY("client_id","day"),
	CONSTRAINT "sms_client_days_queued" CHECK ("sms_client_days"."queued" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sms_messages" DROP CONSTRAINT "sms_status";--> statement-breakpoint
ALTER TABLE "debt_settings" ADD COLUMN "sms_daily_limit" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_client_days" ADD CONSTRAINT "sms_client_days_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_unknown_idx" ON "sms_messages" USING btree ("next_attempt_at") WHERE "sms_messages"."status" = 'unknown';--> statement-breakpoint
ALTER TABLE "debt_settings" ADD CONSTRAINT "debt_settings_sms_daily_limit" CHECK ("debt_settings"."sms_daily_limit" between 1 and 20);--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_status" CHECK ("sms_messages"."status" in ('queued','sending','sent','delivered','failed','cancelled','unknown'));