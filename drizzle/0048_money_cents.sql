-- Every stored amount of money becomes integer US cents, like payouts and services already were: the whole-dollar
-- columns are renamed with a _cents suffix and their values multiplied by 100 (exact). Booking totals and refunds,
-- dispute refunds and payment amounts are bigint: a year at the highest nightly rate passes 2^31 cents, and so
-- does a large stay converted to Kenyan shillings.
ALTER TABLE "properties" DROP COLUMN "list_price";
--> statement-breakpoint
ALTER TABLE "properties" RENAME COLUMN "nightly_rate" TO "nightly_rate_cents";
--> statement-breakpoint
ALTER TABLE "properties" RENAME COLUMN "hourly_rate" TO "hourly_rate_cents";
--> statement-breakpoint
UPDATE "properties" SET "nightly_rate_cents" = "nightly_rate_cents" * 100, "hourly_rate_cents" = "hourly_rate_cents" * 100
WHERE "nightly_rate_cents" IS NOT NULL OR "hourly_rate_cents" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "list_price_cents" integer GENERATED ALWAYS AS (case when property_type = 'work_only' or nightly_rate_cents is null then coalesce(hourly_rate_cents * 8, nightly_rate_cents) else nightly_rate_cents end) STORED;
--> statement-breakpoint
CREATE INDEX "properties_list_price_idx" ON "properties" USING btree ("list_price_cents");
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "total_price" SET DATA TYPE bigint USING "total_price"::bigint * 100;
--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "total_price" TO "total_cents";
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "refund_amount" SET DATA TYPE bigint USING "refund_amount"::bigint * 100;
--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "refund_amount" TO "refund_cents";
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "service_fee" SET DEFAULT 7500;
--> statement-breakpoint
UPDATE "bookings" SET "service_fee" = "service_fee" * 100;
--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "service_fee" TO "service_fee_cents";
--> statement-breakpoint
ALTER TABLE "disputes" ALTER COLUMN "refund_amount" SET DATA TYPE bigint USING "refund_amount"::bigint * 100;
--> statement-breakpoint
ALTER TABLE "disputes" RENAME COLUMN "refund_amount" TO "refund_cents";
--> statement-breakpoint
ALTER TABLE "platform_settings" ALTER COLUMN "service_fee" SET DEFAULT 7500;
--> statement-breakpoint
ALTER TABLE "platform_settings" ALTER COLUMN "cleaning_fee" SET DEFAULT 8500;
--> statement-breakpoint
UPDATE "platform_settings" SET "service_fee" = "service_fee" * 100, "cleaning_fee" = "cleaning_fee" * 100;
--> statement-breakpoint
ALTER TABLE "platform_settings" RENAME COLUMN "service_fee" TO "service_fee_cents";
--> statement-breakpoint
ALTER TABLE "platform_settings" RENAME COLUMN "cleaning_fee" TO "cleaning_fee_cents";
--> statement-breakpoint
UPDATE "workday_claims" SET "amount" = "amount" * 100 WHERE "amount" <> 0;
--> statement-breakpoint
ALTER TABLE "workday_claims" RENAME COLUMN "amount" TO "amount_cents";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "usd_cents" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "usd_cents" SET DATA TYPE bigint;
--> statement-breakpoint
DROP FUNCTION kazistay_book(uuid, uuid, date, date, int, int, text, int, int, int, int);
--> statement-breakpoint
-- Books a stay in one round trip, under the property's transaction-scoped advisory lock (a burst of requests for
-- one property queues): refuses a listing that is not listed, expires the pending bookings over these nights
-- whose hold has run out (as the settle job does, so a hold past its time never blocks a booking whenever the job
-- last ran), looks for an overlapping active booking or block, and inserts the booking with the terms it was
-- quoted under and its hold: it holds its dates for p_hold_minutes while its payment is under way. NULL when the
-- dates are taken. The EXCLUDE constraint on bookings stays the last word.
CREATE FUNCTION kazistay_book(
  p_user uuid, p_property uuid, p_check_in date, p_check_out date, p_guests int, p_total bigint, p_key text,
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
  UPDATE bookings SET status = 'cancelled', refund_cents = 0, cancelled_at = now(), updated_at = now()
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
    user_id, property_id, check_in, check_out, guests, total_cents, idempotency_key,
    service_fee_cents, host_fee_bp, payout_delay_hours, hold_expires_at
  )
  VALUES (
    p_user, p_property, p_check_in, p_check_out, p_guests, p_total, p_key,
    p_service_fee, p_host_fee_bp, p_payout_delay_hours, now() + make_interval(mins => p_hold_minutes)
  )
  RETURNING id INTO new_id;
  RETURN new_id;
END;
$$;
