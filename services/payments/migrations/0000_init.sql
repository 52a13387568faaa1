CREATE SCHEMA "payments";
--> statement-breakpoint
CREATE TABLE "payments"."ledger" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'mercadopago' NOT NULL,
	"external_reference" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"status_detail" text DEFAULT '' NOT NULL,
	"payment_method_id" text DEFAULT '' NOT NULL,
	"payment_type_id" text DEFAULT '' NOT NULL,
	"amount_cents" integer,
	"currency" text,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_approved" timestamp with time zone,
	"last_updated" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments"."outbox" (
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
CREATE TABLE "payments"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE INDEX "ledger_reference_idx" ON "payments"."ledger" USING btree ("external_reference");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "payments"."outbox" USING btree ("published_at","next_attempt_at");