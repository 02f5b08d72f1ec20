CREATE TABLE "etickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"code" text NOT NULL,
	"cart_item_id" uuid,
	"product_id" integer NOT NULL,
	"seat" integer NOT NULL,
	"holder_band" text NOT NULL,
	"visit_date" date,
	"slot_id" integer,
	"valid_until" date NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etickets_code_unique" UNIQUE("code"),
	CONSTRAINT "etickets_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "etickets_order_item_seat" UNIQUE("order_id","cart_item_id","seat"),
	CONSTRAINT "etickets_seat_positive" CHECK ("etickets"."seat" >= 1),
	CONSTRAINT "etickets_open_or_dated" CHECK ("etickets"."visit_date" IS NULL OR "etickets"."valid_until" = "etickets"."visit_date")
);
--> statement-breakpoint
ALTER TABLE "etickets" ADD CONSTRAINT "etickets_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etickets" ADD CONSTRAINT "etickets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etickets" ADD CONSTRAINT "etickets_slot_id_product_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."product_schedule_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "etickets_order" ON "etickets" USING btree ("order_id");