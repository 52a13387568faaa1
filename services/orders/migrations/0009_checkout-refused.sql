-- Raised by the checkout's single statement when one of its checks fails (the idempotency key, the day's slot, a
-- product's daily stock, the unpaid-order limits): the statement, and with it everything it wrote, is undone.
CREATE FUNCTION "orders"."checkout_refused"(reason text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'KC001', MESSAGE = reason;
END
$$;
