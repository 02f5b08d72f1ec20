CREATE TABLE "hotel_included_products" (
	"hotel_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "hotel_included_products_hotel_id_product_id_pk" PRIMARY KEY("hotel_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "stay_park_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"visit_date" date NOT NULL,
	"slot_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"cart_item_id" uuid NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"infants" integer NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "stay_park_days_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "stay_park_days_people" CHECK ("stay_park_days"."adults" >= 1 AND "stay_park_days"."children" >= 0 AND "stay_park_days"."infants" >= 0)
);
--> statement-breakpoint
ALTER TABLE "hotel_included_products" ADD CONSTRAINT "hotel_included_products_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_included_products" ADD CONSTRAINT "hotel_included_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_park_days" ADD CONSTRAINT "stay_park_days_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_park_days" ADD CONSTRAINT "stay_park_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_park_days" ADD CONSTRAINT "stay_park_days_slot_id_product_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."product_schedule_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_park_days" ADD CONSTRAINT "stay_park_days_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_park_days" ADD CONSTRAINT "stay_park_days_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_park_days_booking" ON "stay_park_days" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_park_days_one_per_park" ON "stay_park_days" USING btree ("booking_id","product_id") WHERE "stay_park_days"."status" = 'reserved';