ALTER TABLE "handovers" DROP CONSTRAINT "handovers_permitted_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "handovers" DROP COLUMN "keys_handed";--> statement-breakpoint
ALTER TABLE "handovers" DROP COLUMN "signed_act";--> statement-breakpoint
ALTER TABLE "handovers" DROP COLUMN "permitted_by_id";