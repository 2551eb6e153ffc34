CREATE TYPE "public"."provider_payment_status" AS ENUM('pending', 'paid', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."service_booking_status" AS ENUM('pending', 'confirmed', 'completed', 'declined', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."service_status" AS ENUM('active', 'paused');--> statement-breakpoint
CREATE TABLE "provider_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_commission_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "provider_payment_status" DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"booking_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"status" "service_booking_status" DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"commission_bp" integer NOT NULL,
	"payment_status" "payment_status" DEFAULT 'pending' NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"note" text,
	"cancelled_by" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_bookings_amount_check" CHECK ("service_bookings"."amount_cents" >= 0),
	CONSTRAINT "service_bookings_refund_check" CHECK ("service_bookings"."refunded_cents" between 0 and "service_bookings"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "service_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_reviews_rating_check" CHECK ("service_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "service_status" DEFAULT 'active' NOT NULL,
	"provider_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (kazistay_fold(coalesce(title, '') || ' ' || coalesce(description, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_price_check" CHECK ("services"."price_cents" >= 0),
	CONSTRAINT "services_currency_check" CHECK ("services"."currency" in ('USD', 'EUR', 'GBP'))
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "provider_commission_bp" integer DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_guest_id_profiles_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_cancelled_by_profiles_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_reviewer_id_profiles_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payments_booking_idx" ON "provider_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "provider_payments_provider_idx" ON "provider_payments" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_payments_pending_idx" ON "provider_payments" USING btree ("created_at") WHERE "provider_payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "service_bookings_idempotency_idx" ON "service_bookings" USING btree ("guest_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "service_bookings_slot_idx" ON "service_bookings" USING btree ("provider_id","booking_date","time_slot") WHERE "service_bookings"."status" in ('confirmed', 'completed');--> statement-breakpoint
CREATE INDEX "service_bookings_provider_idx" ON "service_bookings" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "service_bookings_guest_idx" ON "service_bookings" USING btree ("guest_id","booking_date");--> statement-breakpoint
CREATE UNIQUE INDEX "service_reviews_booking_idx" ON "service_reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "service_reviews_provider_idx" ON "service_reviews" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "services_provider_idx" ON "services" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "services_listed_idx" ON "services" USING btree ("created_at","id") WHERE "services"."status" = 'active' and "services"."provider_active";--> statement-breakpoint
CREATE INDEX "services_listed_category_idx" ON "services" USING btree ("category_id","created_at","id") WHERE "services"."status" = 'active' and "services"."provider_active";--> statement-breakpoint
CREATE INDEX "services_search_trgm_idx" ON "services" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_title_prefix_idx" ON "services" USING btree (kazistay_fold("title") text_pattern_ops);