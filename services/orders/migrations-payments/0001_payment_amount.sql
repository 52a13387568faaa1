ALTER TABLE "orders"."payments" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "orders"."payments" ADD COLUMN "currency" text;