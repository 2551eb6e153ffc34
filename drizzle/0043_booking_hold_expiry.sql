-- Every pending booking in the table at this point was stored by the booking flow and is waiting for its payment:
-- it gets the default hold, 30 minutes from when it was made, so the settle job confirms or expires it.
UPDATE bookings SET hold_expires_at = created_at + interval '30 minutes'
WHERE status = 'pending' AND hold_expires_at IS NULL;
--> statement-breakpoint
DROP FUNCTION kazistay_book(uuid, uuid, date, date, int, int, text, int, int, int);
--> statement-breakpoint
-- Books a stay in one round trip, under the property's transaction-scoped advisory lock (a burst of requests for
-- one property queues): refuses a listing that is not listed, expires the pending bookings over these nights
-- whose hold has run out (as the settle job does, so a hold past its time never blocks a booking whenever the job
-- last ran), looks for an overlapping active booking or block, and inserts the booking with the terms it was
-- quoted under and its hold: it holds its dates for p_hold_minutes while its payment is under way. NULL when the
-- dates are taken. The EXCLUDE constraint on bookings stays the last word.
CREATE FUNCTION kazistay_book(
  p_user uuid, p_property uuid, p_check_in date, p_check_out date, p_guests int, p_total int, p_key text,
  p_service_fee int, p_host_fee_bp int, p_payout_delay_hours int, p_hold_minutes int
) RETURNS uuid
  LANGUAGE plpgsql AS $$
DECLARE
  new_id uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_property::text, 0));
  IF EXISTS (
    SELECT 1 FROM properties
    WHERE id = p_property AND (archived_at IS NOT NULL OR suspended_at IS NOT NULL OR NOT host_active)
  ) THEN
    RETURN NULL;
  END IF;
  UPDATE bookings SET status = 'cancelled', refund_amount = 0, cancelled_at = now(), updated_at = now()
  WHERE property_id = p_property AND status = 'pending' AND hold_expires_at <= now()
    AND daterange(check_in, check_out) && daterange(p_check_in, p_check_out);
  IF EXISTS (
    SELECT 1 FROM bookings
    WHERE property_id = p_property AND status IN ('pending', 'confirmed')
      AND daterange(check_in, check_out) && daterange(p_check_in, p_check_out)
  ) THEN
    RETURN NULL;
  END IF;
  IF EXISTS (
    SELECT 1 FROM availability_blocks
    WHERE property_id = p_property AND daterange(start_date, end_date) && daterange(p_check_in, p_check_out)
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO bookings (
    user_id, property_id, check_in, check_out, guests, total_price, idempotency_key,
    service_fee, host_fee_bp, payout_delay_hours, hold_expires_at
  )
  VALUES (
    p_user, p_property, p_check_in, p_check_out, p_guests, p_total, p_key,
    p_service_fee, p_host_fee_bp, p_payout_delay_hours, now() + make_interval(mins => p_hold_minutes)
  )
  RETURNING id INTO new_id;
  RETURN new_id;
END;
$$;
