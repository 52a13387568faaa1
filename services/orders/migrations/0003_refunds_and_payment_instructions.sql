ALTER TABLE "orders"."orders" ADD COLUMN "refunds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "payment_instructions" jsonb;