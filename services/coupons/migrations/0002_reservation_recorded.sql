ALTER TABLE "coupons"."redemptions" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
-- Every use stored before this column counted as held: it keeps counting.
UPDATE "coupons"."redemptions" SET "recorded_at" = "redeemed_at";
