ALTER TABLE "coupons"."coupons" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupons"."coupons" ADD COLUMN "once_per_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons"."coupons" ADD COLUMN "min_order_cents" integer;--> statement-breakpoint
ALTER TABLE "coupons"."redemptions" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "coupons"."redemptions" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "redemptions_coupon_idx" ON "coupons"."redemptions" USING btree ("coupon_id");