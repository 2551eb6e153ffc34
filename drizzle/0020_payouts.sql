CREATE TYPE "public"."payout_method" AS ENUM('bank_transfer', 'paypal', 'stripe', 'mpesa');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('scheduled', 'processing', 'completed', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kind" "payout_method" NOT NULL,
	"details" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_transfers" (
	"payout_id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" "payout_method" NOT NULL,
	"destination" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"method" "payout_method",
	"status" "payout_status" DEFAULT 'scheduled' NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"payout_date" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"failure_reason" text,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" >= 0 and "payouts"."platform_fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_booking_idx" ON "payouts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payouts_host_date_idx" ON "payouts" USING btree ("host_id","payout_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "payouts_host_status_idx" ON "payouts" USING btree ("host_id","status","payout_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("release_at") WHERE "payouts"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "payouts_retry_idx" ON "payouts" USING btree ("next_attempt_at") WHERE "payouts"."status" = 'failed';