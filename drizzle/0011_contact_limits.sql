ALTER TABLE "contact_messages" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");