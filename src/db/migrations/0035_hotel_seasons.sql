CREATE TABLE "hotel_seasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hotel_seasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hotel_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"factor_per_mille" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_seasons_range" CHECK ("hotel_seasons"."start_date" <= "hotel_seasons"."end_date"),
	CONSTRAINT "hotel_seasons_factor" CHECK ("hotel_seasons"."factor_per_mille" BETWEEN 100 AND 6000)
);
--> statement-breakpoint
ALTER TABLE "hotel_seasons" ADD CONSTRAINT "hotel_seasons_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_seasons_hotel" ON "hotel_seasons" USING btree ("hotel_id","start_date");