CREATE TABLE "orders"."stock_days" (
	"product_id" text NOT NULL,
	"day" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_days_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
ALTER TABLE "orders"."capacity_settings" ADD COLUMN "closed_weekdays" jsonb DEFAULT '[0]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."capacity_settings" ADD COLUMN "capacity_unit" text DEFAULT 'orders' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
-- Units already held: every line of every order with a delivery date that is not cancelled.
INSERT INTO "orders"."stock_days" ("product_id", "day", "used")
SELECT lower(item->>'id'), o."delivery_address"->>'deliveryDate', sum((item->>'quantity')::int)
FROM "orders"."orders" o, jsonb_array_elements(o."items") AS item
WHERE o."cancelled" = false AND coalesce(o."delivery_address"->>'deliveryDate', '') <> ''
GROUP BY 1, 2;
