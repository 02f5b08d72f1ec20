CREATE TABLE "room_type_categories" (
	"room_type_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "room_type_categories_room_type_id_category_id_pk" PRIMARY KEY("room_type_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "room_filter_categories" DROP CONSTRAINT "room_filter_categories_hotel_id_key_unique";--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "show_filter" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "filter_by" text DEFAULT 'view' NOT NULL;--> statement-breakpoint
ALTER TABLE "room_filter_categories" ADD COLUMN "dimension" text DEFAULT 'view' NOT NULL;--> statement-breakpoint
ALTER TABLE "room_type_categories" ADD CONSTRAINT "room_type_categories_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type_categories" ADD CONSTRAINT "room_type_categories_category_id_room_filter_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."room_filter_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_filter_categories" ADD CONSTRAINT "room_filter_categories_hotel_id_dimension_key_unique" UNIQUE("hotel_id","dimension","key");--> statement-breakpoint
-- Every room type keeps its view category as a membership of the new table.
INSERT INTO "room_type_categories" ("room_type_id", "category_id") SELECT "id", "category_id" FROM "room_types" ON CONFLICT DO NOTHING;
