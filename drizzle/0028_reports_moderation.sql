CREATE TYPE "public"."listing_report_reason" AS ENUM('inaccurate', 'scam', 'offensive', 'unsafe', 'not_available', 'other');--> statement-breakpoint
CREATE TYPE "public"."listing_report_status" AS ENUM('open', 'dismissed', 'actioned');--> statement-breakpoint
CREATE TYPE "public"."report_format" AS ENUM('pdf', 'xlsx', 'csv');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('processing', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."report_type" AS ENUM('users', 'listings', 'bookings', 'revenue', 'performance');--> statement-breakpoint
CREATE TABLE "admin_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"type" "report_type" NOT NULL,
	"format" "report_format" NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"status" "report_status" DEFAULT 'processing' NOT NULL,
	"error" text,
	"file_key" text,
	"size_bytes" integer,
	"rows" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" "listing_report_reason" NOT NULL,
	"details" text NOT NULL,
	"status" "listing_report_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "admin_reports" ADD CONSTRAINT "admin_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_reports_created_idx" ON "admin_reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("property_id","reporter_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "listing_reports_property_idx" ON "listing_reports" USING btree ("property_id","created_at" DESC NULLS LAST);