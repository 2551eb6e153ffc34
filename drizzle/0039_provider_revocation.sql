ALTER TYPE "public"."provider_application_status" ADD VALUE 'revoked';--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "revoked_at" timestamp with time zone;