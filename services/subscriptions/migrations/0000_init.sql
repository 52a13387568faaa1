CREATE SCHEMA "subscriptions";
--> statement-breakpoint
CREATE TABLE "subscriptions"."deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"enrolment_id" text NOT NULL,
	"cycle" integer NOT NULL,
	"delivery_date" text NOT NULL,
	"status" text DEFAULT 'programada' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions"."enrolment_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"enrolment_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"approved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions"."enrolments" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"plan" jsonb NOT NULL,
	"user_id" text,
	"payer" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"status" text NOT NULL,
	"mp_kind" text NOT NULL,
	"mp_id" text NOT NULL,
	"mp_status" text NOT NULL,
	"init_point" text NOT NULL,
	"paid_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions"."month_desserts" (
	"id" text PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"flavour" text NOT NULL,
	"texture" text NOT NULL,
	"pairing" text NOT NULL,
	"img" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions"."outbox" (
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
CREATE TABLE "subscriptions"."plans" (
	"id" text PRIMARY KEY NOT NULL,
	"seed_key" text,
	"name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"period" text NOT NULL,
	"months" integer NOT NULL,
	"disclaimer" text NOT NULL,
	"discount" text DEFAULT '' NOT NULL,
	"img" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "subscriptions"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_enrolment_cycle_idx" ON "subscriptions"."deliveries" USING btree ("enrolment_id","cycle");--> statement-breakpoint
CREATE INDEX "deliveries_date_idx" ON "subscriptions"."deliveries" USING btree ("delivery_date");--> statement-breakpoint
CREATE INDEX "enrolment_payments_enrolment_idx" ON "subscriptions"."enrolment_payments" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "enrolments_user_idx" ON "subscriptions"."enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enrolments_status_idx" ON "subscriptions"."enrolments" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_mp_idx" ON "subscriptions"."enrolments" USING btree ("mp_kind","mp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "month_desserts_month_position_idx" ON "subscriptions"."month_desserts" USING btree ("month","position");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "subscriptions"."outbox" USING btree ("published_at","next_attempt_at");