ALTER TABLE "date_change_holds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "date_change_holds" ADD COLUMN "cart_item_id" uuid;--> statement-breakpoint
ALTER TABLE "date_change_holds" ADD COLUMN "to_slot_id" integer;--> statement-breakpoint
ALTER TABLE "date_change_holds" ADD COLUMN "places" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "date_change_holds" ADD CONSTRAINT "date_change_holds_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_change_holds" ADD CONSTRAINT "date_change_holds_to_slot_id_product_schedule_slots_id_fk" FOREIGN KEY ("to_slot_id") REFERENCES "public"."product_schedule_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "date_change_holds_one_held_visit" ON "date_change_holds" USING btree ("cart_item_id") WHERE "date_change_holds"."status" = 'held';--> statement-breakpoint
ALTER TABLE "date_change_holds" ADD CONSTRAINT "date_change_holds_one_subject" CHECK (("date_change_holds"."booking_id" IS NULL) <> ("date_change_holds"."cart_item_id" IS NULL));--> statement-breakpoint
ALTER TABLE "date_change_holds" ADD CONSTRAINT "date_change_holds_visit_places" CHECK ("date_change_holds"."cart_item_id" IS NULL OR ("date_change_holds"."to_slot_id" IS NOT NULL AND "date_change_holds"."places" > 0));