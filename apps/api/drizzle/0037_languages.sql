ALTER TABLE "clients" ADD COLUMN "language" text DEFAULT 'uz' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'uz' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_language" CHECK ("clients"."language" in ('uz','uz-Cyrl','ru'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('uz','uz-Cyrl','ru'));