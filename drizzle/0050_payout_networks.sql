-- One payout ledger for hosts (stays) and service providers (service bookings), and the payout networks'
-- accounts. The payee column is renamed; a payout names exactly one booking of its kind.
CREATE TYPE "public"."payout_kind" AS ENUM('stay', 'service');--> statement-breakpoint
ALTER TYPE "public"."alert_kind" ADD VALUE 'payout_stuck';--> statement-breakpoint
ALTER TABLE "payouts" RENAME COLUMN "host_id" TO "payee_id";--> statement-breakpoint
ALTER TABLE "payouts" RENAME CONSTRAINT "payouts_host_id_profiles_id_fk" TO "payouts_payee_id_profiles_id_fk";--> statement-breakpoint
-- The host dashboard reads the host's stay payouts: a change to them raises the host's data version by payee_id.
CREATE FUNCTION kazistay_bump_hosts_of_payouts() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM kazistay_bump_hosts(ARRAY(SELECT payee_id FROM new_rows WHERE kind = 'stay'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM kazistay_bump_hosts(ARRAY(SELECT payee_id FROM old_rows WHERE kind = 'stay'));
  ELSE
    PERFORM kazistay_bump_hosts(ARRAY(SELECT payee_id FROM old_rows WHERE kind = 'stay'
      UNION SELECT payee_id FROM new_rows WHERE kind = 'stay'));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER payouts_bump_hosts_insert ON payouts;--> statement-breakpoint
DROP TRIGGER payouts_bump_hosts_update ON payouts;--> statement-breakpoint
DROP TRIGGER payouts_bump_hosts_delete ON payouts;--> statement-breakpoint
ALTER INDEX "payouts_host_booking_text_idx" RENAME TO "payouts_payee_booking_text_idx";--> statement-breakpoint
DROP INDEX "payouts_host_date_idx";--> statement-breakpoint
DROP INDEX "payouts_host_status_idx";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "kind" "payout_kind" DEFAULT 'stay' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "service_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "release_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transfer_key" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "sent_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "sent_currency" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_service_booking_id_service_bookings_id_fk" FOREIGN KEY ("service_booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_service_booking_idx" ON "payouts" USING btree ("service_booking_id");--> statement-breakpoint
CREATE INDEX "payouts_payee_date_idx" ON "payouts" USING btree ("payee_id","kind","payout_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "payouts_payee_status_idx" ON "payouts" USING btree ("payee_id","kind","status","payout_date" DESC NULLS LAST);--> statement-breakpoint
-- Payouts already completed by the demo network were sent under their own id.
UPDATE "payouts" SET "network" = 'demo', "transfer_key" = "id"::text WHERE "status" = 'completed' AND "provider_ref" IS NOT NULL;--> statement-breakpoint
-- The service providers' payments move into the ledger: pending ones are scheduled (due once the booking is
-- completed), paid ones completed, a payment refunded to nothing cancelled.
INSERT INTO "payouts" ("kind", "service_booking_id", "payee_id", "currency", "amount_cents", "platform_fee_cents", "method", "status", "release_at", "payout_date", "paid_at", "network", "created_at", "updated_at")
SELECT 'service', pp."booking_id", pp."provider_id", pp."currency", pp."provider_commission_cents",
  pp."amount_cents" - pp."provider_commission_cents", pm."kind",
  (CASE
    WHEN pp."status" = 'paid' THEN 'completed'
    WHEN pp."status" = 'cancelled' OR pp."provider_commission_cents" = 0 THEN 'cancelled'
    ELSE 'scheduled'
  END)::"payout_status",
  sb."completed_at",
  coalesce(pp."paid_at", sb."completed_at", (sb."booking_date"::text || ' 00:00:00+03')::timestamptz),
  pp."paid_at",
  CASE WHEN pp."status" = 'paid' THEN 'demo' END,
  pp."created_at", pp."updated_at"
FROM "provider_payments" pp
JOIN "service_bookings" sb ON sb."id" = pp."booking_id"
LEFT JOIN "payout_methods" pm ON pm."user_id" = pp."provider_id";--> statement-breakpoint
DROP TABLE "provider_payments";--> statement-breakpoint
DROP TYPE "public"."provider_payment_status";--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_one_booking_check" CHECK (("payouts"."kind" = 'stay' and "payouts"."booking_id" is not null and "payouts"."service_booking_id" is null) or ("payouts"."kind" = 'service' and "payouts"."service_booking_id" is not null and "payouts"."booking_id" is null));--> statement-breakpoint
-- The demo network's transfers are keyed by the transfer key (the payout id, or it with an attempt suffix).
ALTER TABLE "payout_transfers" RENAME COLUMN "host_id" TO "payee_id";--> statement-breakpoint
ALTER TABLE "payout_transfers" RENAME CONSTRAINT "payout_transfers_host_id_profiles_id_fk" TO "payout_transfers_payee_id_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD COLUMN "key" text;--> statement-breakpoint
UPDATE "payout_transfers" SET "key" = "payout_id"::text;--> statement-breakpoint
ALTER TABLE "payout_transfers" DROP CONSTRAINT "payout_transfers_pkey";--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD PRIMARY KEY ("key");--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" uuid NOT NULL,
	"network" text NOT NULL,
	"external_id" text NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verified_name" text,
	"destination" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_user_id_network_pk" PRIMARY KEY("user_id","network")
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_external_idx" ON "payout_accounts" USING btree ("network","external_id");
--> statement-breakpoint
CREATE TRIGGER payouts_bump_hosts_insert AFTER INSERT ON payouts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_payouts();
--> statement-breakpoint
CREATE TRIGGER payouts_bump_hosts_update AFTER UPDATE ON payouts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_payouts();
--> statement-breakpoint
CREATE TRIGGER payouts_bump_hosts_delete AFTER DELETE ON payouts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_payouts();
--> statement-breakpoint
-- The host dashboard's 'Add a payout method' task also reads payout_accounts: a change raises the host's version.
CREATE TRIGGER payout_accounts_bump_hosts_insert AFTER INSERT ON payout_accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_users();
--> statement-breakpoint
CREATE TRIGGER payout_accounts_bump_hosts_update AFTER UPDATE ON payout_accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_users();
--> statement-breakpoint
CREATE TRIGGER payout_accounts_bump_hosts_delete AFTER DELETE ON payout_accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_users();
