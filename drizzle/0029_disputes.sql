CREATE TYPE "public"."dispute_category" AS ENUM('internet_outage', 'power_outage', 'not_as_described', 'cleanliness', 'safety', 'other');--> statement-breakpoint
CREATE TYPE "public"."dispute_status" AS ENUM('open', 'refunded', 'rejected');--> statement-breakpoint
CREATE TABLE "payout_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"remaining_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_deductions_amount_check" CHECK ("payout_deductions"."remaining_cents" between 0 and "payout_deductions"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"category" "dispute_category" NOT NULL,
	"description" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "dispute_status" DEFAULT 'open' NOT NULL,
	"refund_amount" integer,
	"resolution" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_amount_check";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "deducted_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_deductions" ADD CONSTRAINT "payout_deductions_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_deductions" ADD CONSTRAINT "payout_deductions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_deductions_open_idx" ON "payout_deductions" USING btree ("host_id","created_at") WHERE "payout_deductions"."remaining_cents" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_booking_idx" ON "disputes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "disputes_status_created_idx" ON "disputes" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" >= 0 and "payouts"."platform_fee_cents" >= 0 and "payouts"."deducted_cents" between 0 and "payouts"."amount_cents");