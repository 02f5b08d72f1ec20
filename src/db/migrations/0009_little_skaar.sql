ALTER TABLE "carts" ADD COLUMN "checkout_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_fingerprint" text;