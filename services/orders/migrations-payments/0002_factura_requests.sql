CREATE TABLE "orders"."factura_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"rfc" text NOT NULL,
	"razon_social" text NOT NULL,
	"regimen_fiscal" text NOT NULL,
	"codigo_postal" text NOT NULL,
	"uso_cfdi" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "factura_requests_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE INDEX "factura_requests_created_idx" ON "orders"."factura_requests" USING btree ("created_at");