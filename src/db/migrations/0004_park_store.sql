CREATE TABLE "cart_item_complements" (
	"item_id" uuid NOT NULL,
	"complement_id" integer NOT NULL,
	"price_usd_cents" integer NOT NULL,
	CONSTRAINT "cart_item_complements_item_id_complement_id_pk" PRIMARY KEY("item_id","complement_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"visit_date" date,
	"slot_id" integer,
	"adults" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"infants" integer DEFAULT 0 NOT NULL,
	"transport_zone_id" integer,
	"food" boolean DEFAULT false NOT NULL,
	"photo" boolean DEFAULT false NOT NULL,
	"open_ticket" boolean DEFAULT false NOT NULL,
	"adult_usd_cents" integer NOT NULL,
	"child_usd_cents" integer NOT NULL,
	"transport_usd_cents" integer DEFAULT 0 NOT NULL,
	"food_usd_cents" integer DEFAULT 0 NOT NULL,
	"photo_usd_cents" integer DEFAULT 0 NOT NULL,
	"presale_percent" integer DEFAULT 0 NOT NULL,
	"held_places" integer DEFAULT 0 NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_discounts" (
	"min_products" integer PRIMARY KEY NOT NULL,
	"percent_off" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presale_rules" (
	"days_ahead" integer PRIMARY KEY NOT NULL,
	"percent_off" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_capacity" (
	"slot_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"date" date NOT NULL,
	"total" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_capacity_slot_id_date_pk" PRIMARY KEY("slot_id","date"),
	CONSTRAINT "product_capacity_within_total" CHECK ("product_capacity"."held" >= 0 AND "product_capacity"."sold" >= 0 AND "product_capacity"."held" + "product_capacity"."sold" <= "product_capacity"."total")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"date" date NOT NULL,
	"adult_usd_cents" integer NOT NULL,
	"child_usd_cents" integer NOT NULL,
	CONSTRAINT "product_prices_product_id_date_pk" PRIMARY KEY("product_id","date")
);
--> statement-breakpoint
ALTER TABLE "cart_item_complements" ADD CONSTRAINT "cart_item_complements_item_id_cart_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item_complements" ADD CONSTRAINT "cart_item_complements_complement_id_product_complements_id_fk" FOREIGN KEY ("complement_id") REFERENCES "public"."product_complements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_slot_id_product_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."product_schedule_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_transport_zone_id_product_transport_zones_id_fk" FOREIGN KEY ("transport_zone_id") REFERENCES "public"."product_transport_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_capacity" ADD CONSTRAINT "product_capacity_slot_id_product_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."product_schedule_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_capacity" ADD CONSTRAINT "product_capacity_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_items_hold_expiry" ON "cart_items" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "product_capacity_product_date" ON "product_capacity" USING btree ("product_id","date");