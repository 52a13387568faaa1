ALTER TABLE "orders"."orders" ADD COLUMN "status_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "holds_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "orders_hold_expiry_idx" ON "orders"."orders" USING btree ("hold_expires_at");--> statement-breakpoint
-- History of existing orders: created, then the status they are in now (when it last changed).
UPDATE "orders"."orders" SET "status_history" =
  jsonb_build_array(jsonb_build_object('status', 'creada', 'at', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
  || CASE WHEN "status" = 'creada' THEN '[]'::jsonb
     ELSE jsonb_build_array(jsonb_build_object('status', "status", 'at', to_char(coalesce(CASE WHEN "status" = 'recibida' THEN "paid_at" END, "updated_at") AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
     END;--> statement-breakpoint
-- Holds of existing orders: cancelled unpaid ones gave theirs back already; the other unpaid ones
-- hold for an hour from creation (the holds sweep gives back those already past it).
UPDATE "orders"."orders" SET "holds_released_at" = "updated_at" WHERE "cancelled" = true AND "is_paid" = false;--> statement-breakpoint
UPDATE "orders"."orders" SET "hold_expires_at" = "created_at" + interval '60 minutes'
WHERE "cancelled" = false AND "is_paid" = false AND "status" IN ('creada', 'rechazada');
