CREATE TYPE "public"."block_status" AS ENUM('unavailable', 'blocked');--> statement-breakpoint
CREATE TYPE "public"."host_event_type" AS ENUM('maintenance', 'service', 'reminder', 'meeting');--> statement-breakpoint
CREATE TABLE "availability_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" "block_status" NOT NULL,
	"source" text DEFAULT 'host' NOT NULL,
	"feed_id" uuid,
	"uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_blocks_dates_check" CHECK ("availability_blocks"."end_date" > "availability_blocks"."start_date")
);
--> statement-breakpoint
CREATE TABLE "host_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"type" "host_event_type" NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ical_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"url" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"conflicts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ical_token" text;--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_feed_id_ical_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."ical_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_events" ADD CONSTRAINT "host_events_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_events" ADD CONSTRAINT "host_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_blocks_property_idx" ON "availability_blocks" USING btree ("property_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "availability_blocks_feed_uid_idx" ON "availability_blocks" USING btree ("feed_id","uid","start_date");--> statement-breakpoint
CREATE INDEX "host_events_host_date_idx" ON "host_events" USING btree ("host_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "ical_feeds_property_url_idx" ON "ical_feeds" USING btree ("property_id","url");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_ical_token_unique" UNIQUE("ical_token");