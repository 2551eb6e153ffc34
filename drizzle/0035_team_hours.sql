ALTER TABLE "user_settings" ADD COLUMN "team_time_zone" text;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "team_work_start" smallint;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "team_work_end" smallint;