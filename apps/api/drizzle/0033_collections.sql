CREATE TABLE "debt_letter_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "debt_letter_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "debt_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"deadline" date NOT NULL,
	"overdue_amount" bigint NOT NULL,
	"penalty" bigint NOT NULL,
	"content" jsonb NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_letters_number_unique" UNIQUE("number"),
	CONSTRAINT "debt_letters_kind" CHECK ("debt_letters"."kind" in ('warning','demand'))
);
--> statement-breakpoint
CREATE TABLE "debt_promises" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"action_id" bigint NOT NULL,
	"contract_id" integer NOT NULL,
	"promised_date" date NOT NULL,
	"promised_amount" bigint NOT NULL,
	"paid_before" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_promises_status" CHECK ("debt_promises"."status" in ('open','kept','broken','replaced')),
	CONSTRAINT "debt_promises_amount" CHECK ("debt_promises"."promised_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "debt_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"auto_open_days" integer,
	"auto_assignee_id" integer,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_settings_one_row" CHECK ("debt_settings"."id" = 1),
	CONSTRAINT "debt_settings_days" CHECK ("debt_settings"."auto_open_days" is null or "debt_settings"."auto_open_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "penalty_waivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"case_id" integer,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "penalty_waivers_amount" CHECK ("penalty_waivers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"contract_id" integer,
	"case_id" integer,
	"schedule_item_id" integer,
	"promise_id" integer,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"driver" text,
	"provider_message_id" text,
	"last_error" text,
	"created_by_id" integer,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_kind" CHECK ("sms_messages"."kind" in ('due_tomorrow','overdue','promise_reminder','manual')),
	CONSTRAINT "sms_status" CHECK ("sms_messages"."status" in ('queued','sending','sent','delivered','failed','cancelled'))
);
--> statement-breakpoint
ALTER TABLE "debt_actions" DROP CONSTRAINT "debt_actions_type";--> statement-breakpoint
ALTER TABLE "debt_actions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sms_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_actions" ADD COLUMN "next_action_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "debt_actions" ADD COLUMN "letter_id" integer;--> statement-breakpoint
ALTER TABLE "debt_actions" ADD COLUMN "sms_id" bigint;--> statement-breakpoint
ALTER TABLE "debt_actions" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "debt_cases" ADD COLUMN "auto_opened" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_cases" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_cases" ADD COLUMN "last_action_type" text;--> statement-breakpoint
ALTER TABLE "debt_cases" ADD COLUMN "last_action_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "debt_cases" ADD COLUMN "next_action_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "penalty_rate" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "penalty_cap" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "debt_letters" ADD CONSTRAINT "debt_letters_case_id_debt_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."debt_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_letters" ADD CONSTRAINT "debt_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_promises" ADD CONSTRAINT "debt_promises_case_id_debt_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."debt_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_promises" ADD CONSTRAINT "debt_promises_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_settings" ADD CONSTRAINT "debt_settings_auto_assignee_id_users_id_fk" FOREIGN KEY ("auto_assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_settings" ADD CONSTRAINT "debt_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalty_waivers" ADD CONSTRAINT "penalty_waivers_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalty_waivers" ADD CONSTRAINT "penalty_waivers_case_id_debt_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."debt_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalty_waivers" ADD CONSTRAINT "penalty_waivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_case_id_debt_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."debt_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_schedule_item_id_schedule_items_id_fk" FOREIGN KEY ("schedule_item_id") REFERENCES "public"."schedule_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_promise_id_debt_promises_id_fk" FOREIGN KEY ("promise_id") REFERENCES "public"."debt_promises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debt_letters_kind_year_seq_uq" ON "debt_letters" USING btree ("kind","year","seq");--> statement-breakpoint
CREATE INDEX "debt_letters_case_idx" ON "debt_letters" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "debt_promises_case_idx" ON "debt_promises" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "debt_promises_open_idx" ON "debt_promises" USING btree ("promised_date") WHERE "debt_promises"."status" = 'open';--> statement-breakpoint
CREATE INDEX "penalty_waivers_contract_idx" ON "penalty_waivers" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_schedule_row_kind_uq" ON "sms_messages" USING btree ("schedule_item_id","kind") WHERE "sms_messages"."schedule_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_promise_kind_uq" ON "sms_messages" USING btree ("promise_id","kind") WHERE "sms_messages"."promise_id" is not null;--> statement-breakpoint
CREATE INDEX "sms_due_idx" ON "sms_messages" USING btree ("next_attempt_at") WHERE "sms_messages"."status" in ('queued','sending');--> statement-breakpoint
CREATE INDEX "sms_client_idx" ON "sms_messages" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_case_idx" ON "sms_messages" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_created_idx" ON "sms_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "debt_cases_contract_idx" ON "debt_cases" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "debt_cases_assignee_idx" ON "debt_cases" USING btree ("assignee_id","status");--> statement-breakpoint
ALTER TABLE "debt_actions" ADD CONSTRAINT "debt_actions_type" CHECK ("debt_actions"."type" in ('call','sms','meeting','warning_letter','demand_letter','promise','payment','restructuring','escalation','notary','court','enforcement','termination','note','opened','assigned','promise_kept','promise_broken','penalty_waived','collected','closed'));--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_penalty" CHECK (("organisations"."penalty_rate" is null or "organisations"."penalty_rate" > 0 and "organisations"."penalty_rate" <= 10) and ("organisations"."penalty_cap" is null or "organisations"."penalty_cap" > 0 and "organisations"."penalty_cap" <= 100));--> statement-breakpoint
INSERT INTO "debt_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;