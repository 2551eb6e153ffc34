ALTER TABLE "speed_tests" ADD COLUMN "server_download_spans" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "speed_tests" ADD COLUMN "server_upload_spans" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "speed_tests" ADD COLUMN "download_requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "speed_tests" ADD COLUMN "upload_requests" integer DEFAULT 0 NOT NULL;