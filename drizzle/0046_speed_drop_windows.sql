ALTER TABLE "speed_tests" DROP COLUMN "server_download_from";--> statement-breakpoint
ALTER TABLE "speed_tests" DROP COLUMN "server_download_to";--> statement-breakpoint
ALTER TABLE "speed_tests" DROP COLUMN "server_upload_from";--> statement-breakpoint
ALTER TABLE "speed_tests" DROP COLUMN "server_upload_to";