CREATE TABLE "footer_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"country" text NOT NULL,
	"text" jsonb NOT NULL,
	"display_number" text NOT NULL,
	"dial_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_hours" (
	"key" text PRIMARY KEY NOT NULL,
	"text" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"symbol" text NOT NULL,
	"flag" text NOT NULL,
	"decimals" integer NOT NULL,
	"usd_rate" numeric(20, 8) NOT NULL,
	"sort" integer NOT NULL,
	"rate_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_iso_unique" UNIQUE("iso")
);
--> statement-breakpoint
CREATE TABLE "installment_banks" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"description" jsonb NOT NULL,
	"months" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_method_currencies" (
	"method_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	CONSTRAINT "payment_method_currencies_method_id_currency_id_pk" PRIMARY KEY("method_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"api_code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "payment_methods_api_code_unique" UNIQUE("api_code")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"sort" integer NOT NULL,
	"content" jsonb NOT NULL,
	"children_min_age" integer NOT NULL,
	"children_max_age" integer NOT NULL,
	"package_children_min_age" integer NOT NULL,
	"age_description" jsonb NOT NULL,
	"child_label" jsonb NOT NULL,
	"children_label" jsonb NOT NULL,
	CONSTRAINT "hotels_code_unique" UNIQUE("code"),
	CONSTRAINT "hotels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "room_filter_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "room_filter_categories_hotel_id_key_unique" UNIQUE("hotel_id","key")
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"code" text NOT NULL,
	"sort" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"bed" jsonb NOT NULL,
	"size_m2" integer NOT NULL,
	"max_adults" integer NOT NULL,
	"max_children" integer NOT NULL,
	"max_occupancy" integer NOT NULL,
	"amenities" jsonb NOT NULL,
	"total_rooms" integer NOT NULL,
	"base_rate_usd_cents" integer NOT NULL,
	CONSTRAINT "room_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "business_units" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_complements" (
	"id" integer PRIMARY KEY NOT NULL,
	"id_upgrade" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"name_upgrade" jsonb NOT NULL,
	"business_unit_code" text NOT NULL,
	"code" text NOT NULL,
	"info_details" jsonb NOT NULL,
	"img" text NOT NULL,
	"price_usd_cents" integer NOT NULL,
	CONSTRAINT "product_complements_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_schedule_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"start_time" text NOT NULL,
	"weekdays" jsonb NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "product_schedule_slots_product_id_code_unique" UNIQUE("product_id","code")
);
--> statement-breakpoint
CREATE TABLE "product_transport_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price_usd_cents" integer NOT NULL,
	CONSTRAINT "product_transport_zones_product_id_code_unique" UNIQUE("product_id","code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"business_unit_code" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"sort" integer NOT NULL,
	"content" jsonb NOT NULL,
	"min_age" integer NOT NULL,
	"child_min_age" integer NOT NULL,
	"recommended_min_age" integer,
	"infants_admitted" boolean NOT NULL,
	"adult_price_usd_cents" integer NOT NULL,
	"child_price_usd_cents" integer NOT NULL,
	"open_ticket_adult_usd_cents" integer NOT NULL,
	"open_ticket_child_usd_cents" integer NOT NULL,
	"snorkel_deposit" boolean NOT NULL,
	"transport_included" boolean NOT NULL,
	"photo_add_on_usd_cents" integer,
	"food_add_on" jsonb,
	"requires_admission" text,
	CONSTRAINT "products_code_unique" UNIQUE("code"),
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "error_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"level" text NOT NULL,
	"application" text NOT NULL,
	"description" text NOT NULL,
	"section" text,
	"event" text,
	"method" text,
	"paths" jsonb,
	"origin" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb,
	CONSTRAINT "error_logs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "payment_method_currencies" ADD CONSTRAINT "payment_method_currencies_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_currencies" ADD CONSTRAINT "payment_method_currencies_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_filter_categories" ADD CONSTRAINT "room_filter_categories_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_category_id_room_filter_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."room_filter_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_complements" ADD CONSTRAINT "product_complements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_complements" ADD CONSTRAINT "product_complements_business_unit_code_business_units_code_fk" FOREIGN KEY ("business_unit_code") REFERENCES "public"."business_units"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_schedule_slots" ADD CONSTRAINT "product_schedule_slots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transport_zones" ADD CONSTRAINT "product_transport_zones_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_business_unit_code_business_units_code_fk" FOREIGN KEY ("business_unit_code") REFERENCES "public"."business_units"("code") ON DELETE no action ON UPDATE no action;