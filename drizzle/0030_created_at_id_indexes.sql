DROP INDEX "profiles_created_at_idx";--> statement-breakpoint
DROP INDEX "bookings_created_at_idx";--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at","id");