-- No two active (pending or confirmed) bookings of one property may cover the same night.
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap
  EXCLUDE USING gist (property_id WITH =, daterange(check_in, check_out) WITH &&)
  WHERE (status IN ('pending', 'confirmed'));
--> statement-breakpoint
-- properties.rating_avg / rating_count follow the reviews, whoever writes them.
CREATE OR REPLACE FUNCTION kazistay_refresh_property_rating() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
BEGIN
  FOR target IN SELECT DISTINCT unnest(ARRAY[
    CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN NEW.property_id END,
    CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN OLD.property_id END
  ]) LOOP
    CONTINUE WHEN target IS NULL;
    UPDATE properties p SET
      rating_avg = s.avg_rating,
      rating_count = s.n
    FROM (SELECT round(avg(rating)::numeric, 1) AS avg_rating, count(*)::int AS n FROM reviews WHERE property_id = target) s
    WHERE p.id = target;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_refresh_property_rating
  AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION kazistay_refresh_property_rating();
