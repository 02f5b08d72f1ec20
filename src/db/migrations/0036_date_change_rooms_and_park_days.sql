ALTER TABLE "date_change_holds" ADD COLUMN "keep_room_ids" jsonb;--> statement-breakpoint
ALTER TABLE "date_changes" ADD COLUMN "dropped_rooms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "date_changes" ADD COLUMN "released_park_days" jsonb DEFAULT '[]'::jsonb NOT NULL;