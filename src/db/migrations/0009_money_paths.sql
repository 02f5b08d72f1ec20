ALTER TABLE "error_logs" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "occurrences" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "holder_key" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "held_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "checkout_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "holder_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_fingerprint" text;--> statement-breakpoint
CREATE INDEX "error_logs_fingerprint" ON "error_logs" USING btree ("fingerprint","last_seen_at");--> statement-breakpoint
CREATE INDEX "bookings_holder" ON "bookings" USING btree ("holder_key","status");