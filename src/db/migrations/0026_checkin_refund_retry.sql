CREATE TABLE "booking_check_ins" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "retry_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_check_ins" ADD CONSTRAINT "booking_check_ins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_pending" ON "refunds" USING btree ("status","created_at");