-- Books a stay in one round trip: takes the property's transaction-scoped advisory lock (so a burst of requests
-- for one property queues), looks again for an overlapping active booking (each statement of a plpgsql function
-- sees what others committed meanwhile), and inserts. NULL when the dates are taken. The EXCLUDE constraint
-- on bookings stays the last word.
CREATE OR REPLACE FUNCTION kazistay_book(
  p_user uuid, p_property uuid, p_check_in date, p_check_out date, p_guests int, p_total int, p_key text
) RETURNS uuid
  LANGUAGE plpgsql AS $$
DECLARE
  new_id uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_property::text, 0));
  IF EXISTS (
    SELECT 1 FROM bookings
    WHERE property_id = p_property AND status IN ('pending', 'confirmed')
      AND daterange(check_in, check_out) && daterange(p_check_in, p_check_out)
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO bookings (user_id, property_id, check_in, check_out, guests, total_price, idempotency_key)
  VALUES (p_user, p_property, p_check_in, p_check_out, p_guests, p_total, p_key)
  RETURNING id INTO new_id;
  RETURN new_id;
END;
$$;
