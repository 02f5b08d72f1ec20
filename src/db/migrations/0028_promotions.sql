CREATE TABLE "stay_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stay_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"percent_off" integer NOT NULL,
	"min_days_before" integer,
	"min_nights" integer,
	"hotel_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stay_from" date NOT NULL,
	"stay_to" date NOT NULL,
	"book_from" date,
	"book_to" date,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_offers_percent" CHECK ("stay_offers"."percent_off" BETWEEN 1 AND 90)
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "percent_off" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "amount_off_minor" bigint;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "currency_iso" text;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "hotel_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "book_from" date;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "book_to" date;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_percent" CHECK ("promo_codes"."percent_off" BETWEEN 0 AND 90);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_amount" CHECK ("promo_codes"."amount_off_minor" IS NULL OR "promo_codes"."amount_off_minor" > 0);--> statement-breakpoint
UPDATE "promo_codes" SET "hotel_codes" = jsonb_build_array("hotel_code") WHERE "hotel_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" DROP COLUMN "hotel_code";
