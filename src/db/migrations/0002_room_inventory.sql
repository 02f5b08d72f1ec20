CREATE TABLE "booking_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"room_type_id" integer NOT NULL,
	"adults" integer NOT NULL,
	"children_ages" jsonb NOT NULL,
	"nightly_usd_cents" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"secret_hash" text NOT NULL,
	"hotel_id" integer NOT NULL,
	"status" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"total_usd_cents" integer NOT NULL,
	"promo_code" text,
	"user_id" text,
	"guest" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "room_inventory" (
	"room_type_id" integer NOT NULL,
	"date" date NOT NULL,
	"total" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "room_inventory_room_type_id_date_pk" PRIMARY KEY("room_type_id","date"),
	CONSTRAINT "room_inventory_within_total" CHECK ("room_inventory"."held" >= 0 AND "room_inventory"."sold" >= 0 AND "room_inventory"."held" + "room_inventory"."sold" <= "room_inventory"."total")
);
--> statement-breakpoint
CREATE TABLE "room_rates" (
	"room_type_id" integer NOT NULL,
	"date" date NOT NULL,
	"base_usd_cents" integer NOT NULL,
	"extra_adult_usd_cents" integer NOT NULL,
	"child_usd_cents" integer NOT NULL,
	"single_per_mille" integer DEFAULT 850 NOT NULL,
	"season" text NOT NULL,
	CONSTRAINT "room_rates_room_type_id_date_pk" PRIMARY KEY("room_type_id","date")
);
--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_rates" ADD CONSTRAINT "room_rates_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_held_expiry" ON "bookings" USING btree ("status","hold_expires_at");