CREATE TYPE "public"."workday_claim_status" AS ENUM('credited', 'disputed');--> statement-breakpoint
CREATE TYPE "public"."workday_signal" AS ENUM('host_confirmed', 'other_guest', 'speed_tests');--> statement-breakpoint
ALTER TYPE "public"."alert_kind" ADD VALUE 'workday_claim';--> statement-breakpoint
CREATE TABLE "workday_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"outage_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" "workday_claim_status" NOT NULL,
	"signal" "workday_signal",
	"amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "workday_guarantee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workday_claims" ADD CONSTRAINT "workday_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workday_claims" ADD CONSTRAINT "workday_claims_outage_id_outage_reports_id_fk" FOREIGN KEY ("outage_id") REFERENCES "public"."outage_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workday_claims_day_idx" ON "workday_claims" USING btree ("booking_id","day");--> statement-breakpoint
CREATE INDEX "workday_claims_outage_idx" ON "workday_claims" USING btree ("outage_id");