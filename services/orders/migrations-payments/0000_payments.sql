CREATE TABLE "orders"."payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"result" jsonb NOT NULL,
	"date_approved" timestamp with time zone,
	"last_updated" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."payment_preferences" (
	"order_id" text PRIMARY KEY NOT NULL,
	"preference_id" text NOT NULL,
	"init_point" text NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "orders"."payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_preferences_checked_idx" ON "orders"."payment_preferences" USING btree ("last_checked_at");