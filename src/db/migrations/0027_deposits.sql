CREATE TABLE "balance_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"saved_card" text,
	"amount_minor" bigint NOT NULL,
	"currency_iso" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"attempt_id" uuid,
	"claimed_until" timestamp with time zone,
	"grace_until" timestamp with time zone,
	"failure_code" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_charges_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "balance_charges_amount_positive" CHECK ("balance_charges"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_saved_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"country" text NOT NULL,
	"declines_later" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "deposit_kind" text;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "deposit_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "balance_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "purpose" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "balance_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_charges" ADD CONSTRAINT "balance_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_charges" ADD CONSTRAINT "balance_charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_charges" ADD CONSTRAINT "balance_charges_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_charges_due" ON "balance_charges" USING btree ("status","due_at");