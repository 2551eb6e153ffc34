CREATE TABLE "platform_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"service_fee" integer DEFAULT 75 NOT NULL,
	"cleaning_fee" integer DEFAULT 85 NOT NULL,
	"host_fee_bp" integer DEFAULT 300 NOT NULL,
	"payout_delay_hours" integer DEFAULT 24 NOT NULL,
	"signups_open" boolean DEFAULT true NOT NULL,
	"notice" text,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	CONSTRAINT "platform_settings_one_row" CHECK ("platform_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_fee" integer DEFAULT 75 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host_fee_bp" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payout_delay_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The one settings row, with the defaults, so every read finds it.
INSERT INTO "platform_settings" DEFAULT VALUES;