CREATE SCHEMA "users";
--> statement-breakpoint
CREATE TABLE "users"."accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"first_purchase" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"delivery_info" jsonb,
	"tokens_valid_after" integer DEFAULT 0 NOT NULL,
	"password_changed_at" timestamp with time zone,
	"first_purchase_order_id" text,
	"first_purchase_reserved_at" timestamp with time zone,
	"first_purchase_used_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "users"."outbox" (
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
CREATE TABLE "users"."password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "users"."outbox" USING btree ("published_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "users"."password_resets" USING btree ("user_id");