CREATE TABLE "users"."revoked_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users"."accounts" ADD COLUMN "lastname" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users"."accounts" ADD COLUMN "kept_session_id" text;--> statement-breakpoint
CREATE INDEX "revoked_sessions_expires_idx" ON "users"."revoked_sessions" USING btree ("expires_at");