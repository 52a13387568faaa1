CREATE SCHEMA "orders";
--> statement-breakpoint
CREATE TABLE "orders"."orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"access_token_hash" text,
	"status" text DEFAULT 'creada' NOT NULL,
	"payer" jsonb NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"items_cents" integer NOT NULL,
	"discount" boolean DEFAULT false NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"discount_description" jsonb NOT NULL,
	"shipping_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_result" jsonb,
	"preference_id" text,
	"cancelled" boolean DEFAULT false NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders"."orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders"."orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders"."orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "orders"."outbox" USING btree ("published_at","next_attempt_at");