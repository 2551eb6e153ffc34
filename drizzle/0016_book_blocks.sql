-- kazistay_book (0014) also refuses nights an availability block covers (a host's own or an imported one).
-- The block writers take the same per-property advisory lock, so a block and a booking never share a night.
CREATE OR REPLACE FUNCTION kazistay_book(
  p_user uuid, p_property uuid, p_check_in date, p_check_out date, p_guests int, p_total int, p_key text
) RETURNS uuid
  LANGUAGE plpgsql AS $$
DECLARE
  new_id uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_property::text, 0));
  IF EXISTS (SELECT 1 FROM properties WHERE id = p_property AND archived_at IS NOT NULL) THEN
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
  INSERT INTO bookings (user_id, property_id, check_in, check_out, guests, total_price, idempotency_key)
  VALUES (p_user, p_property, p_check_in, p_check_out, p_guests, p_total, p_key)
  RETURNING id INTO new_id;
  RETURN new_id;
END;
$$;
