CREATE TABLE "rate_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"free_cancel_days" integer DEFAULT 0 NOT NULL,
	"penalty_nights" integer DEFAULT 1 NOT NULL,
	"sort" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "rate_plans_hotel_id_code_unique" UNIQUE("hotel_id","code")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"attempt_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency_iso" text NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "manage_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_reference" text NOT NULL,
	"origin" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manage_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "change_free_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "refund_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "rate_plan_code" text DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "rate_policy" jsonb DEFAULT '{"kind":"flexible","discountPercent":0,"freeCancelDays":3,"penaltyNights":1}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "manage_links_target" ON "manage_links" USING btree ("target_kind","target_reference");