CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"secret_hash" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"booking_id" uuid,
	"cart_id" uuid,
	"cart_item_ids" jsonb,
	"buyer" jsonb NOT NULL,
	"locale" text NOT NULL,
	"currency_iso" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_kind_target" CHECK (("orders"."kind" = 'hotel' AND "orders"."booking_id" IS NOT NULL AND "orders"."cart_id" IS NULL) OR ("orders"."kind" = 'park' AND "orders"."cart_id" IS NOT NULL AND "orders"."booking_id" IS NULL)),
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text,
	"redirect_url" text,
	"method" text NOT NULL,
	"plan" jsonb NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency_iso" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"charge_id" text,
	"card_brand" text,
	"card_last4" text,
	"card_country" text,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_attempts_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_attempts_last4" CHECK ("payment_attempts"."card_last4" IS NULL OR "payment_attempts"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"capture_key" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency_iso" text NOT NULL,
	"refund_key" text,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "sandbox_charges_capture_key_unique" UNIQUE("capture_key"),
	CONSTRAINT "sandbox_charges_refund_key_unique" UNIQUE("refund_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_ref" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency_iso" text NOT NULL,
	"plan" jsonb NOT NULL,
	"method" text NOT NULL,
	"methods" jsonb NOT NULL,
	"locale" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"card_token" text,
	"card_brand" text,
	"card_last4" text,
	"card_country" text,
	"failure_code" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_deliveries" (
	"event_id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_paid_per_booking" ON "orders" USING btree ("booking_id") WHERE "orders"."status" IN ('authorized', 'paid', 'refunded');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_paid_per_cart" ON "orders" USING btree ("cart_id") WHERE "orders"."status" IN ('authorized', 'paid', 'refunded');--> statement-breakpoint
CREATE INDEX "orders_status_expiry" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_order" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sandbox_payments_status_expiry" ON "sandbox_payments" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "sandbox_webhook_due" ON "sandbox_webhook_deliveries" USING btree ("delivered_at","next_attempt_at");