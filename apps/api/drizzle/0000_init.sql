CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "bank_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"level" text NOT NULL,
	"bank_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"amount_requested" bigint NOT NULL,
	"amount_approved" bigint,
	"assignee_id" integer,
	"decided_by_id" integer,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"funded_at" timestamp with time zone,
	"note" text,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_applications_level" CHECK ("bank_applications"."level" in ('lower','upper')),
	CONSTRAINT "bank_applications_status" CHECK ("bank_applications"."status" in ('new','documents_submitted','under_review','approved','rejected','funded')),
	CONSTRAINT "bank_applications_funded_upper" CHECK ("bank_applications"."status" <> 'funded' or "bank_applications"."level" = 'upper'),
	CONSTRAINT "bank_applications_amounts" CHECK ("bank_applications"."amount_requested" > 0 and coalesce("bank_applications"."amount_approved", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mfo" text NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banks_mfo_unique" UNIQUE("mfo"),
	CONSTRAINT "banks_mfo_5_digits" CHECK ("banks"."mfo" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "client_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"step" text NOT NULL,
	"user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"extra_phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"passport" text,
	"pinfl" text,
	"address" text,
	"source" text NOT NULL,
	"interest" text,
	"step" text DEFAULT 'new' NOT NULL,
	"note" text,
	"search_text" text DEFAULT '' NOT NULL,
	"intake_user_id" integer,
	"manager_id" integer,
	"blacklisted_at" timestamp with time zone,
	"blacklist_reason" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_phone_9_digits" CHECK ("clients"."phone" ~ '^[0-9]{9}$'),
	CONSTRAINT "clients_pinfl_14_digits" CHECK ("clients"."pinfl" is null or "clients"."pinfl" ~ '^[0-9]{14}$'),
	CONSTRAINT "clients_passport_format" CHECK ("clients"."passport" is null or "clients"."passport" ~ '^[A-Z]{2}[0-9]{7}$'),
	CONSTRAINT "clients_source" CHECK ("clients"."source" in ('reception','call_center','website','social','referral','other')),
	CONSTRAINT "clients_step" CHECK ("clients"."step" in ('new','consulting','booked','contract','bank_lower','bank_upper','concluded','handed_over','refused'))
);
--> statement-breakpoint
CREATE TABLE "debt_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"type" text NOT NULL,
	"result" text,
	"note" text,
	"promised_date" date,
	"promised_amount" bigint,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_actions_type" CHECK ("debt_actions"."type" in ('call','sms','meeting','warning_letter','demand_letter','promise','payment','restructuring','escalation','notary','court','enforcement','termination','note'))
);
--> statement-breakpoint
CREATE TABLE "debt_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" integer,
	"opened_by_id" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_cases_status" CHECK ("debt_cases"."status" in ('new','in_progress','promised','promise_broken','with_director','legal','enforcement','collected','restructured','terminated','closed'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('active','released','expired','converted'))
);
--> statement-breakpoint
CREATE TABLE "contract_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"status" text NOT NULL,
	"user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"date" date NOT NULL,
	"client_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"seller_organisation_id" integer,
	"buyer_organisation_id" integer,
	"manager_id" integer,
	"area_m2" numeric(8, 2) NOT NULL,
	"price_per_m2" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"payment_type" text NOT NULL,
	"down_payment" bigint DEFAULT 0 NOT NULL,
	"months" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"schedule_version" integer DEFAULT 1 NOT NULL,
	"refusal_reason" text,
	"refused_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_number_unique" UNIQUE("number"),
	CONSTRAINT "contracts_payment_type" CHECK ("contracts"."payment_type" in ('full','installment','mortgage','subsidy','organisation')),
	CONSTRAINT "contracts_status" CHECK ("contracts"."status" in ('draft','in_process','bank_lower','bank_upper','concluded','handed_over','refused')),
	CONSTRAINT "contracts_money" CHECK ("contracts"."total" >= 0 and "contracts"."discount" >= 0 and "contracts"."down_payment" >= 0 and "contracts"."down_payment" <= "contracts"."total"),
	CONSTRAINT "contracts_months" CHECK ("contracts"."months" between 0 and 360)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text DEFAULT 'payment' NOT NULL,
	"paid_at" date NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"receipt_number" text,
	"user_id" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_kind" CHECK ("payments"."kind" in ('payment','refund')),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('cash','card','bank_transfer','click','payme','bank_loan','subsidy'))
);
--> statement-breakpoint
CREATE TABLE "schedule_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_items_amounts" CHECK ("schedule_items"."amount" > 0 and "schedule_items"."paid" >= 0 and "schedule_items"."paid" <= "schedule_items"."amount")
);
--> statement-breakpoint
CREATE TABLE "handover_defects" (
	"id" serial PRIMARY KEY NOT NULL,
	"handover_id" integer NOT NULL,
	"item" text NOT NULL,
	"deadline" date,
	"fixed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"act_number" text NOT NULL,
	"act_date" date NOT NULL,
	"keys_handed" boolean DEFAULT false NOT NULL,
	"electricity_reading" numeric(12, 2),
	"gas_reading" numeric(12, 2),
	"water_reading" numeric(12, 2),
	"signed_act" boolean DEFAULT false NOT NULL,
	"cadastre_number" text,
	"permitted_by_id" integer,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handovers_contract_id_unique" UNIQUE("contract_id"),
	CONSTRAINT "handovers_act_number_unique" UNIQUE("act_number")
);
--> statement-breakpoint
CREATE TABLE "organisation_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"account_number" text NOT NULL,
	"mfo" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_bank_accounts_account_number_unique" UNIQUE("account_number"),
	CONSTRAINT "org_accounts_number_20_digits" CHECK ("organisation_bank_accounts"."account_number" ~ '^[0-9]{20}$'),
	CONSTRAINT "org_accounts_mfo_5_digits" CHECK ("organisation_bank_accounts"."mfo" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"stir" text NOT NULL,
	"address" text,
	"director" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_stir_unique" UNIQUE("stir"),
	CONSTRAINT "organisations_kind" CHECK ("organisations"."kind" in ('own','partner','buyer')),
	CONSTRAINT "organisations_stir_9_digits" CHECK ("organisations"."stir" ~ '^[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_id" integer NOT NULL,
	"name" text NOT NULL,
	"floors" integer NOT NULL,
	"entrances" integer NOT NULL,
	"build_status" text DEFAULT 'planned' NOT NULL,
	"completion_date" date,
	"bank_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buildings_floors_positive" CHECK ("buildings"."floors" between 1 and 100),
	CONSTRAINT "buildings_entrances_positive" CHECK ("buildings"."entrances" between 1 and 50),
	CONSTRAINT "buildings_build_status" CHECK ("buildings"."build_status" in ('planned','foundation','frame','finishing','completed'))
);
--> statement-breakpoint
CREATE TABLE "entrances" (
	"id" serial PRIMARY KEY NOT NULL,
	"building_id" integer NOT NULL,
	"number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"id" serial PRIMARY KEY NOT NULL,
	"building_id" integer NOT NULL,
	"entrance_id" integer NOT NULL,
	"number" integer NOT NULL,
	"plan_image" text
);
--> statement-breakpoint
CREATE TABLE "objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"district" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"entrance_id" integer NOT NULL,
	"floor_id" integer NOT NULL,
	"number" text NOT NULL,
	"rooms" integer NOT NULL,
	"area_m2" numeric(8, 2) NOT NULL,
	"price_per_m2" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"type" text DEFAULT 'residential' NOT NULL,
	"finishing" text DEFAULT 'unfinished' NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_rooms" CHECK ("units"."rooms" between 0 and 20),
	CONSTRAINT "units_area_positive" CHECK ("units"."area_m2" > 0),
	CONSTRAINT "units_price_nonnegative" CHECK ("units"."price_per_m2" >= 0 and "units"."total_price" >= 0),
	CONSTRAINT "units_type" CHECK ("units"."type" in ('residential','commercial','parking')),
	CONSTRAINT "units_finishing" CHECK ("units"."finishing" in ('finished','unfinished')),
	CONSTRAINT "units_status" CHECK ("units"."status" in ('available','booked','in_process','sold','handed_over','not_for_sale'))
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sections_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"pages_dostup" text[] DEFAULT '{}'::text[] NOT NULL,
	"dostup" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_phone_9_digits" CHECK ("users"."phone" ~ '^[0-9]{9}$'),
	CONSTRAINT "users_name_not_blank" CHECK (length(trim("users"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "table_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_applications" ADD CONSTRAINT "bank_applications_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_applications" ADD CONSTRAINT "bank_applications_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_applications" ADD CONSTRAINT "bank_applications_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_applications" ADD CONSTRAINT "bank_applications_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banks" ADD CONSTRAINT "banks_parent_id_banks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_steps" ADD CONSTRAINT "client_steps_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_steps" ADD CONSTRAINT "client_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_intake_user_id_users_id_fk" FOREIGN KEY ("intake_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_actions" ADD CONSTRAINT "debt_actions_case_id_debt_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."debt_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_actions" ADD CONSTRAINT "debt_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_cases" ADD CONSTRAINT "debt_cases_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_cases" ADD CONSTRAINT "debt_cases_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_cases" ADD CONSTRAINT "debt_cases_opened_by_id_users_id_fk" FOREIGN KEY ("opened_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_steps" ADD CONSTRAINT "contract_steps_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_steps" ADD CONSTRAINT "contract_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_seller_organisation_id_organisations_id_fk" FOREIGN KEY ("seller_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_buyer_organisation_id_organisations_id_fk" FOREIGN KEY ("buyer_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_defects" ADD CONSTRAINT "handover_defects_handover_id_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."handovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_permitted_by_id_users_id_fk" FOREIGN KEY ("permitted_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_bank_accounts" ADD CONSTRAINT "organisation_bank_accounts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_bank_accounts" ADD CONSTRAINT "organisation_bank_accounts_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrances" ADD CONSTRAINT "entrances_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_entrance_id_entrances_id_fk" FOREIGN KEY ("entrance_id") REFERENCES "public"."entrances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_entrance_id_entrances_id_fk" FOREIGN KEY ("entrance_id") REFERENCES "public"."entrances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_applications_open_uq" ON "bank_applications" USING btree ("contract_id","level") WHERE "bank_applications"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "bank_applications_level_status_idx" ON "bank_applications" USING btree ("level","status");--> statement-breakpoint
CREATE INDEX "bank_applications_assignee_idx" ON "bank_applications" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "banks_parent_idx" ON "banks" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "client_steps_client_idx" ON "client_steps" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_phone_live_uq" ON "clients" USING btree ("phone") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_step_idx" ON "clients" USING btree ("step");--> statement-breakpoint
CREATE INDEX "clients_manager_idx" ON "clients" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "clients_intake_idx" ON "clients" USING btree ("intake_user_id");--> statement-breakpoint
CREATE INDEX "clients_created_idx" ON "clients" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "debt_actions_case_idx" ON "debt_actions" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "debt_cases_open_uq" ON "debt_cases" USING btree ("contract_id") WHERE "debt_cases"."status" not in ('collected','restructured','terminated','closed');--> statement-breakpoint
CREATE INDEX "debt_cases_status_idx" ON "debt_cases" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_unit_active_uq" ON "bookings" USING btree ("unit_id") WHERE "bookings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bookings_client_idx" ON "bookings" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "bookings_active_expiry_idx" ON "bookings" USING btree ("expires_at") WHERE "bookings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "contract_steps_contract_idx" ON "contract_steps" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_year_seq_uq" ON "contracts" USING btree ("year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_unit_live_uq" ON "contracts" USING btree ("unit_id") WHERE "contracts"."status" <> 'refused';--> statement-breakpoint
CREATE INDEX "contracts_client_idx" ON "contracts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "contracts_manager_idx" ON "contracts" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_contract_idx" ON "payments" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_items_contract_version_number_uq" ON "schedule_items" USING btree ("contract_id","version","number");--> statement-breakpoint
CREATE INDEX "schedule_items_due_idx" ON "schedule_items" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "handover_defects_handover_idx" ON "handover_defects" USING btree ("handover_id");--> statement-breakpoint
CREATE INDEX "org_accounts_org_idx" ON "organisation_bank_accounts" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_accounts_primary_uq" ON "organisation_bank_accounts" USING btree ("organisation_id") WHERE "organisation_bank_accounts"."is_primary";--> statement-breakpoint
CREATE INDEX "buildings_object_idx" ON "buildings" USING btree ("object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_object_name_uq" ON "buildings" USING btree ("object_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "entrances_building_number_uq" ON "entrances" USING btree ("building_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "floors_entrance_number_uq" ON "floors" USING btree ("entrance_id","number");--> statement-breakpoint
CREATE INDEX "floors_building_idx" ON "floors" USING btree ("building_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_building_number_uq" ON "units" USING btree ("building_id","number");--> statement-breakpoint
CREATE INDEX "units_building_status_idx" ON "units" USING btree ("building_id","status");--> statement-breakpoint
CREATE INDEX "units_floor_idx" ON "units" USING btree ("floor_id");--> statement-breakpoint
CREATE INDEX "units_object_idx" ON "units" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "login_failures_phone_idx" ON "login_failures" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");