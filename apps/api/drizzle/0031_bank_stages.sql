CREATE TABLE "bank_application_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_application_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_application_documents_kind" CHECK ("bank_application_documents"."kind" in ('passport','income','preliminary_contract','spouse_consent','other'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_applications" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_applications" ADD COLUMN "loan_number" text;--> statement-breakpoint
ALTER TABLE "bank_applications" ADD COLUMN "funded_amount" bigint;--> statement-breakpoint
ALTER TABLE "bank_applications" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "bank_application_comments" ADD CONSTRAINT "bank_application_comments_application_id_bank_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."bank_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_application_comments" ADD CONSTRAINT "bank_application_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_application_documents" ADD CONSTRAINT "bank_application_documents_application_id_bank_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."bank_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_application_documents" ADD CONSTRAINT "bank_application_documents_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_application_documents" ADD CONSTRAINT "bank_application_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_application_comments_app_idx" ON "bank_application_comments" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_application_documents_kind_uq" ON "bank_application_documents" USING btree ("application_id","kind");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
ALTER TABLE "bank_applications" ADD CONSTRAINT "bank_applications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_applications_contract_idx" ON "bank_applications" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "bank_applications_bank_idx" ON "bank_applications" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "bank_applications_level_changed_idx" ON "bank_applications" USING btree ("level","status_changed_at","id");--> statement-breakpoint
ALTER TABLE "bank_applications" ADD CONSTRAINT "bank_applications_payment_id_unique" UNIQUE("payment_id");--> statement-breakpoint
-- Applications written before the bank stages were built: when their status began is the last
-- date they carry, and a funded one points at its contract's bank payment where there is one.
UPDATE "bank_applications" SET "status_changed_at" = coalesce("decided_at", "submitted_at", "created_at");--> statement-breakpoint
UPDATE "bank_applications" a SET
  "funded_amount" = coalesce(a."amount_approved", a."amount_requested"),
  "funded_at" = coalesce(a."funded_at", a."decided_at", a."updated_at"),
  "payment_id" = (SELECT p."id" FROM "payments" p WHERE p."contract_id" = a."contract_id"
    AND p."method" IN ('bank_loan', 'subsidy') AND p."kind" = 'payment' AND p."cancelled_at" IS NULL
    AND NOT EXISTS (SELECT 1 FROM "bank_applications" o WHERE o."payment_id" = p."id")
    ORDER BY p."id" LIMIT 1)
WHERE a."status" = 'funded';--> statement-breakpoint
-- NOT VALID: enforced for every row written from now on; an old funded row without a bank
-- payment (none was recorded then) is not made up.
ALTER TABLE "bank_applications" ADD CONSTRAINT "bank_applications_funded_paid" CHECK ("bank_applications"."status" <> 'funded' or ("bank_applications"."payment_id" is not null and "bank_applications"."funded_amount" > 0)) NOT VALID;