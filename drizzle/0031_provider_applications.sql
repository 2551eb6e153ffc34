CREATE TYPE "public"."provider_application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."alert_kind" ADD VALUE 'provider_applied';--> statement-breakpoint
CREATE TABLE "provider_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"avatar_url" text,
	"categories" text[] NOT NULL,
	"starting_price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"availability" text[] NOT NULL,
	"time_slots" text NOT NULL,
	"portfolio" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "provider_application_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_applications_price_check" CHECK ("provider_applications"."starting_price_cents" >= 0),
	CONSTRAINT "provider_applications_currency_check" CHECK ("provider_applications"."currency" in ('USD', 'EUR', 'GBP'))
);
--> statement-breakpoint
CREATE TABLE "provider_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid,
	"display_name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"avatar_url" text,
	"categories" text[] NOT NULL,
	"starting_price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"availability" text[] NOT NULL,
	"time_slots" text NOT NULL,
	"portfolio" text[] DEFAULT '{}'::text[] NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_reviewed_by_profiles_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_documents" ADD CONSTRAINT "provider_documents_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_documents" ADD CONSTRAINT "provider_documents_application_id_provider_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."provider_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_application_id_provider_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."provider_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_applications_one_pending_idx" ON "provider_applications" USING btree ("user_id") WHERE "provider_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "provider_applications_status_idx" ON "provider_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "provider_documents_application_idx" ON "provider_documents" USING btree ("application_id");--> statement-breakpoint
INSERT INTO "service_categories" ("id", "name", "description", "position") VALUES
  ('photography', 'Photography', 'Portraits, listing photos and event shoots', 1),
  ('massage', 'Massage & Wellness', 'Massage and wellness sessions where you stay', 2),
  ('fitness', 'Personal Training', 'Workouts with a personal trainer', 3),
  ('cleaning', 'Cleaning', 'Cleaning of rooms, flats and workspaces', 4),
  ('tours', 'Tour Guide', 'Guided tours of the city and beyond', 5),
  ('transport', 'Transportation', 'Airport transfers, drivers and day hire', 6),
  ('catering', 'Catering', 'Meals cooked for you, from breakfast to team lunches', 7),
  ('tech', 'Tech Support', 'Help with laptops, networks and devices', 8),
  ('beauty', 'Beauty & Spa', 'Hair, nails and spa treatments', 9),
  ('petcare', 'Pet Care', 'Pet sitting, walking and grooming', 10);
