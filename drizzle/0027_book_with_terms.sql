-- kazistay_book (0016) now stores the booking's terms (the service fee, the host fee and the payout delay in force
-- when it was quoted), and refuses a listing that is not listed: archived, suspended by an admin (the column
-- comes in 0028; plpgsql reads it when called), or its host's account deactivated.
-- Deactivation writes properties.host_active under no property lock, so this check is what makes a booking
-- racing a deactivation fail rather than slip through after the precheck.
DROP FUNCTION kazistay_book(uuid, uuid, date, date, int, int, text);
--> statement-breakpoint
CREATE FUNCTION kazistay_book(
  p_user uuid, p_property uuid, p_check_in date, p_check_out date, p_guests int, p_total int, p_key text,
  p_service_fee int, p_host_fee_bp int, p_payout_delay_hours int
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
    service_fee, host_fee_bp, payout_delay_hours
  )
  VALUES (
    p_user, p_property, p_check_in, p_check_out, p_guests, p_total, p_key,
    p_service_fee, p_host_fee_bp, p_payout_delay_hours
  )
  RETURNING id INTO new_id;
  RETURN new_id;
END;
$$;
