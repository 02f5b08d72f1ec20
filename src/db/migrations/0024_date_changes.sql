CREATE TABLE "date_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_check_in" date NOT NULL,
	"from_check_out" date NOT NULL,
	"to_check_in" date NOT NULL,
	"to_check_out" date NOT NULL,
	"currency_iso" text NOT NULL,
	"from_total_minor" bigint NOT NULL,
	"to_total_minor" bigint NOT NULL,
	"refund_minor" bigint DEFAULT 0 NOT NULL,
	"refund_id" uuid,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "date_changes_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "date_changes" ADD CONSTRAINT "date_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "date_changes_booking" ON "date_changes" USING btree ("booking_id");