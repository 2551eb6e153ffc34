CREATE TYPE "public"."backup_power" AS ENUM('none', 'router_ups', 'inverter', 'generator', 'solar');--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "backup_power" "backup_power" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "backup_hours" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "backup_keeps_wifi" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "backup_keeps_desk" boolean DEFAULT false NOT NULL;