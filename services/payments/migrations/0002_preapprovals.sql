CREATE TABLE "payments"."preapprovals" (
	"preapproval_id" text PRIMARY KEY NOT NULL,
	"external_reference" text NOT NULL,
	"status" text NOT NULL,
	"init_point" text DEFAULT '' NOT NULL,
	"amount_cents" integer,
	"currency" text,
	"last_charged_at" timestamp with time zone,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_modified" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "preapprovals_reference_idx" ON "payments"."preapprovals" USING btree ("external_reference");