CREATE TABLE "notifications"."whatsapp_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"to_phone" text NOT NULL,
	"template" text NOT NULL,
	"params" jsonb NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "whatsapp_messages_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "notifications"."whatsapp_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "whatsapp_messages_status_idx" ON "notifications"."whatsapp_messages" USING btree ("status","created_at");