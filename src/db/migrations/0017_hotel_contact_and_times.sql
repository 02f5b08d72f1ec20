ALTER TABLE "hotels" ADD COLUMN "phone_display" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "phone_dial" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "check_in_time" text DEFAULT '15:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "check_out_time" text DEFAULT '12:00' NOT NULL;