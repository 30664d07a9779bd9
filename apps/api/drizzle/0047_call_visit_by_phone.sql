ALTER TABLE "client_calls" ADD COLUMN "by_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "by_phone" boolean DEFAULT false NOT NULL;