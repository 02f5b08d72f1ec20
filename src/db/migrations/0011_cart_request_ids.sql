ALTER TABLE "cart_items" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_request" ON "cart_items" USING btree ("request_id");