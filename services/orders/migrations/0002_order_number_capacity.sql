CREATE SEQUENCE "orders"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "orders"."capacity_days" (
	"day" text PRIMARY KEY NOT NULL,
	"capacity" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."capacity_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"default_per_day" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "order_seq" bigint;--> statement-breakpoint
-- Old orders get numbers in the order they were created; the sequence continues after them.
WITH numbered AS (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "orders"."orders")
UPDATE "orders"."orders" o SET "order_seq" = numbered.n FROM numbered WHERE o."id" = numbered."id";--> statement-breakpoint
SELECT setval('orders.order_number_seq', (SELECT count(*) + 1 FROM "orders"."orders"), false);--> statement-breakpoint
ALTER TABLE "orders"."orders" ALTER COLUMN "order_seq" SET DEFAULT nextval('orders.order_number_seq');--> statement-breakpoint
ALTER TABLE "orders"."orders" ALTER COLUMN "order_seq" SET NOT NULL;--> statement-breakpoint
-- Slots already taken: every order with a delivery date that is not cancelled.
INSERT INTO "orders"."capacity_days" ("day", "used")
SELECT "delivery_address"->>'deliveryDate', count(*) FROM "orders"."orders"
WHERE "cancelled" = false AND coalesce("delivery_address"->>'deliveryDate', '') <> ''
GROUP BY 1;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_seq_idx" ON "orders"."orders" USING btree ("order_seq");