DROP INDEX "properties_created_at_id_idx";--> statement-breakpoint
DROP INDEX "properties_type_created_idx";--> statement-breakpoint
CREATE INDEX "properties_created_at_id_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_type_created_idx" ON "properties" USING btree ("property_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);