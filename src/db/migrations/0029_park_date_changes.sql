CREATE TABLE "park_date_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"cart_item_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"from_slot_id" integer,
	"to_date" date NOT NULL,
	"to_slot_id" integer,
	"from_item_usd_cents" integer NOT NULL,
	"to_item_usd_cents" integer NOT NULL,
	"currency_iso" text NOT NULL,
	"difference_minor" bigint NOT NULL,
	"refund_minor" bigint DEFAULT 0 NOT NULL,
	"refund_id" uuid,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "park_date_changes_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "etickets" DROP CONSTRAINT "etickets_order_item_seat";--> statement-breakpoint
ALTER TABLE "park_date_changes" ADD CONSTRAINT "park_date_changes_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_date_changes" ADD CONSTRAINT "park_date_changes_from_slot_id_product_schedule_slots_id_fk" FOREIGN KEY ("from_slot_id") REFERENCES "public"."product_schedule_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_date_changes" ADD CONSTRAINT "park_date_changes_to_slot_id_product_schedule_slots_id_fk" FOREIGN KEY ("to_slot_id") REFERENCES "public"."product_schedule_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "park_date_changes_item" ON "park_date_changes" USING btree ("cart_item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "etickets_order_item_seat_live" ON "etickets" USING btree ("order_id","cart_item_id","seat") WHERE "etickets"."status" <> 'void';