CREATE TABLE "client_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"direction" text NOT NULL,
	"result" text NOT NULL,
	"note" text,
	"next_call_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_calls_direction" CHECK ("client_calls"."direction" in ('incoming','outgoing')),
	CONSTRAINT "client_calls_result" CHECK ("client_calls"."result" in ('answered','no_answer','interested','callback','refused','wrong_number'))
);
--> statement-breakpoint
CREATE TABLE "client_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"manager_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "interest_object_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "interest_rooms" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "interest_budget" bigint;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "last_call_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "last_call_result" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "last_caller_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "next_call_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_calls" ADD CONSTRAINT "client_calls_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_calls" ADD CONSTRAINT "client_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_visits" ADD CONSTRAINT "client_visits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_visits" ADD CONSTRAINT "client_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_visits" ADD CONSTRAINT "client_visits_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_calls_client_idx" ON "client_calls" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "client_calls_user_idx" ON "client_calls" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_notes_client_idx" ON "client_notes" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_visits_client_idx" ON "client_visits" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_visits_created_idx" ON "client_visits" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_interest_object_id_objects_id_fk" FOREIGN KEY ("interest_object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_last_caller_id_users_id_fk" FOREIGN KEY ("last_caller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_search_trgm" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_extra_phones_idx" ON "clients" USING gin ("extra_phones");--> statement-breakpoint
CREATE INDEX "clients_passport_idx" ON "clients" USING btree ("passport");--> statement-breakpoint
CREATE INDEX "clients_next_call_idx" ON "clients" USING btree ("next_call_at") WHERE "clients"."deleted_at" is null and "clients"."next_call_at" is not null;--> statement-breakpoint
CREATE INDEX "clients_last_caller_idx" ON "clients" USING btree ("last_caller_id");--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "interest";
