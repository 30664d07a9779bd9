CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"ip" text NOT NULL,
	"device_id" bigint,
	"failed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	CONSTRAINT "trusted_devices_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "client_scope" text DEFAULT 'own' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contract_scope" text DEFAULT 'own' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_device_id_trusted_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."trusted_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_phone_idx" ON "login_attempts" USING btree ("phone","created_at") WHERE "login_attempts"."device_id" is null;--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at") WHERE "login_attempts"."device_id" is null;--> statement-breakpoint
CREATE INDEX "login_attempts_device_idx" ON "login_attempts" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_created_idx" ON "login_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trusted_devices_user_idx" ON "trusted_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_after_contractid_idx" ON "audit_log" USING btree ("entity",("after" ->> 'contractId')) WHERE ("audit_log"."after" ->> 'contractId') is not null;--> statement-breakpoint
CREATE INDEX "audit_log_before_contractid_idx" ON "audit_log" USING btree ("entity",("before" ->> 'contractId')) WHERE ("audit_log"."before" ->> 'contractId') is not null;--> statement-breakpoint
CREATE INDEX "audit_log_after_organisationid_idx" ON "audit_log" USING btree ("entity",("after" ->> 'organisationId')) WHERE ("audit_log"."after" ->> 'organisationId') is not null;--> statement-breakpoint
CREATE INDEX "audit_log_before_organisationid_idx" ON "audit_log" USING btree ("entity",("before" ->> 'organisationId')) WHERE ("audit_log"."before" ->> 'organisationId') is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_scope" CHECK ("users"."client_scope" in ('own','section','all'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_contract_scope" CHECK ("users"."contract_scope" in ('own','section','all'));