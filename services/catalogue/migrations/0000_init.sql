CREATE SCHEMA "catalogue";
--> statement-breakpoint
CREATE TABLE "catalogue"."categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"flavor" text NOT NULL,
	"desc" text NOT NULL,
	"idx" integer NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "catalogue"."outbox" (
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
CREATE TABLE "catalogue"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue"."products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"sku" jsonb NOT NULL,
	"size" jsonb NOT NULL,
	"price_cents" jsonb NOT NULL,
	"weight" jsonb NOT NULL,
	"description" text NOT NULL,
	"packaging" jsonb NOT NULL,
	"cover_image" text NOT NULL,
	"images" jsonb NOT NULL,
	"seed_key" text,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "catalogue"."outbox" USING btree ("published_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "catalogue"."products" USING btree ("category");