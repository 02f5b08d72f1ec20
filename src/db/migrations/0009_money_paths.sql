ALTER TABLE "bookings" ADD COLUMN "holder_key" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "held_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "checkout_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "holder_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_fingerprint" text;--> statement-breakpoint
CREATE INDEX "bookings_holder" ON "bookings" USING btree ("holder_key","status");