ALTER TABLE "sales" ADD COLUMN "points_earned" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "points_redeemed" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "loyalty_balance" integer;