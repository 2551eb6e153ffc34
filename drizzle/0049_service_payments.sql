ALTER TABLE "payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "kes_per_eur_e4" integer DEFAULT 1500000 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "kes_per_gbp_e4" integer DEFAULT 1750000 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "service_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_service_booking_id_service_bookings_id_fk" FOREIGN KEY ("service_booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_service_booking_idx" ON "payments" USING btree ("service_booking_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_booking" CHECK (num_nonnulls("payments"."booking_id", "payments"."service_booking_id") = 1);