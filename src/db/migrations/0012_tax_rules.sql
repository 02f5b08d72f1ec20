CREATE TABLE "tax_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"scope" text NOT NULL,
	"hotel_code" text,
	"product_code" text,
	"basis" text NOT NULL,
	"rate_basis_points" integer,
	"amount_minor" integer,
	"amount_currency" text,
	"cfdi" text NOT NULL,
	"sat_tax_code" text,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"demo" boolean DEFAULT false NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rules_basis_amount" CHECK (("tax_rules"."basis" = 'percent' AND "tax_rules"."rate_basis_points" BETWEEN 0 AND 10000 AND "tax_rules"."amount_minor" IS NULL) OR ("tax_rules"."basis" = 'per_room_night' AND "tax_rules"."amount_minor" >= 0 AND "tax_rules"."amount_currency" IS NOT NULL AND "tax_rules"."scope" = 'hotel')),
	CONSTRAINT "tax_rules_period" CHECK ("tax_rules"."effective_to" IS NULL OR "tax_rules"."effective_to" > "tax_rules"."effective_from"),
	CONSTRAINT "tax_rules_target" CHECK (("tax_rules"."scope" = 'hotel' AND "tax_rules"."product_code" IS NULL) OR ("tax_rules"."scope" = 'park' AND "tax_rules"."hotel_code" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "tax_rules_scope" ON "tax_rules" USING btree ("scope","code");