CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date,
	"guests" integer NOT NULL,
	"budget_usd" integer,
	"message" text DEFAULT '' NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "enquiries_guests_positive" CHECK ("enquiries"."guests" >= 1),
	CONSTRAINT "enquiries_dates" CHECK ("enquiries"."date_to" IS NULL OR "enquiries"."date_to" >= "enquiries"."date_from")
);
--> statement-breakpoint
CREATE INDEX "enquiries_created" ON "enquiries" USING btree ("created_at");