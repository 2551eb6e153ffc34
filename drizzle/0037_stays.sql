CREATE TYPE "public"."outage_kind" AS ENUM('power', 'internet');--> statement-breakpoint
CREATE TYPE "public"."workday_claim_status" AS ENUM('credited', 'disputed');--> statement-breakpoint
CREATE TYPE "public"."workday_signal" AS ENUM('host_confirmed', 'other_guest', 'speed_tests');--> statement-breakpoint
ALTER TYPE "public"."alert_kind" ADD VALUE 'workday_claim';--> statement-breakpoint
CREATE TABLE "outage_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "outage_kind" NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"note" text,
	"host_answer" text,
	"host_confirmed" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	"guaranteed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outage_reports_end_check" CHECK ("outage_reports"."ended_at" is null or "outage_reports"."ended_at" > "outage_reports"."started_at")
);
--> statement-breakpoint
CREATE TABLE "speed_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"server_download_bytes" bigint DEFAULT 0 NOT NULL,
	"server_download_from" timestamp (3) with time zone,
	"server_download_to" timestamp (3) with time zone,
	"server_upload_bytes" bigint DEFAULT 0 NOT NULL,
	"server_upload_from" timestamp (3) with time zone,
	"server_upload_to" timestamp (3) with time zone,
	"download_kbps" integer,
	"upload_kbps" integer,
	"latency_ms" integer,
	"local_minutes" integer,
	"recorded_at" timestamp with time zone
);
--> statement-breakpoint
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
ALTER TABLE "properties" ADD COLUMN "verified_download_kbps" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_tests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "workday_guarantee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outage_reports" ADD CONSTRAINT "outage_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outage_reports" ADD CONSTRAINT "outage_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outage_reports" ADD CONSTRAINT "outage_reports_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speed_tests" ADD CONSTRAINT "speed_tests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speed_tests" ADD CONSTRAINT "speed_tests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speed_tests" ADD CONSTRAINT "speed_tests_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workday_claims" ADD CONSTRAINT "workday_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workday_claims" ADD CONSTRAINT "workday_claims_outage_id_outage_reports_id_fk" FOREIGN KEY ("outage_id") REFERENCES "public"."outage_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outage_reports_one_open_idx" ON "outage_reports" USING btree ("booking_id") WHERE "outage_reports"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "outage_reports_property_idx" ON "outage_reports" USING btree ("property_id","started_at");--> statement-breakpoint
CREATE INDEX "outage_reports_booking_idx" ON "outage_reports" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "speed_tests_property_idx" ON "speed_tests" USING btree ("property_id","recorded_at");--> statement-breakpoint
CREATE INDEX "speed_tests_booking_idx" ON "speed_tests" USING btree ("booking_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workday_claims_day_idx" ON "workday_claims" USING btree ("booking_id","day");--> statement-breakpoint
CREATE INDEX "workday_claims_outage_idx" ON "workday_claims" USING btree ("outage_id");