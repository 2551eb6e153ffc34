CREATE TYPE "public"."speed_test_status" AS ENUM('running', 'complete', 'incomplete');--> statement-breakpoint
ALTER TABLE "speed_tests" ADD COLUMN "status" "speed_test_status" DEFAULT 'running' NOT NULL;--> statement-breakpoint
ALTER TABLE "speed_tests" ADD COLUMN "reserved_download_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "speed_tests" ADD COLUMN "reserved_upload_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "speed_tests" ADD COLUMN "ping_token" uuid;--> statement-breakpoint
ALTER TABLE "speed_tests" ADD COLUMN "ping_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "speed_tests" ADD COLUMN "ping_samples" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "speed_tests" ADD COLUMN "claimed_download_kbps" integer;--> statement-breakpoint
ALTER TABLE "speed_tests" ADD COLUMN "claimed_upload_kbps" integer;--> statement-breakpoint
ALTER TABLE "speed_tests" ADD COLUMN "claimed_latency_ms" integer;--> statement-breakpoint
ALTER TABLE "speed_tests" ADD COLUMN "flagged" boolean DEFAULT false NOT NULL;