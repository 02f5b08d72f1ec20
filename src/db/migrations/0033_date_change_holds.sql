CREATE TABLE "date_change_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"from_check_in" date NOT NULL,
	"from_check_out" date NOT NULL,
	"to_check_in" date NOT NULL,
	"to_check_out" date NOT NULL,
	"nights" jsonb NOT NULL,
	"currency_iso" text NOT NULL,
	"from_total_minor" bigint NOT NULL,
	"to_total_minor" bigint NOT NULL,
	"pay_minor" bigint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "date_change_holds_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "date_change_holds" ADD CONSTRAINT "date_change_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_change_holds" ADD CONSTRAINT "date_change_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_change_holds" ADD CONSTRAINT "date_change_holds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "date_change_holds_one_held" ON "date_change_holds" USING btree ("booking_id") WHERE "date_change_holds"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "date_change_holds_attempt" ON "date_change_holds" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "date_change_holds_expiry" ON "date_change_holds" USING btree ("status","expires_at");