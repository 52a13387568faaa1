CREATE TABLE "users"."customer_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"uses" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_orders_user_idx" ON "users"."customer_orders" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "users"."customer_orders" ("order_id", "user_id", "uses")
SELECT coalesce("first_purchase_used_by", 'before-customer-orders:' || "id"), "id", true FROM "users"."accounts" WHERE "first_purchase" = false
ON CONFLICT DO NOTHING;
