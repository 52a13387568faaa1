-- The payments ledger used to live in orders.payments: copy its rows once, if that table exists.
-- Orders keeps its table for its own reads until it consumes payments.payment.updated; this copy
-- is idempotent (ON CONFLICT DO NOTHING), so running it on a shop without the old table is a no-op.
DO $$
BEGIN
  IF to_regclass('orders.payments') IS NOT NULL THEN
    INSERT INTO "payments"."ledger" (
      "payment_id", "provider", "external_reference", "kind", "status", "status_detail", "payment_method_id",
      "payment_type_id", "amount_cents", "currency", "refunds", "raw", "date_approved", "last_updated", "created_at", "updated_at"
    )
    SELECT p."id", 'mercadopago', p."order_id", 'order', p."status",
      coalesce(p."result"->>'status_detail', ''), coalesce(p."result"->>'payment_method_id', ''),
      coalesce(p."result"->>'payment_type_id', ''), p."amount_cents", p."currency", coalesce(p."refunds", '[]'::jsonb),
      p."result", p."date_approved", p."last_updated", p."created_at", p."updated_at"
    FROM "orders"."payments" p
    ON CONFLICT ("payment_id") DO NOTHING;
  END IF;
END $$;
