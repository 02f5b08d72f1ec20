CREATE TABLE "financing_rules" (
	"plan" text NOT NULL,
	"currency_id" integer NOT NULL,
	"card_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "financing_rules_plan_currency_id_pk" PRIMARY KEY("plan","currency_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_payment_id_unique";--> statement-breakpoint
ALTER TABLE "sandbox_charges" DROP CONSTRAINT "sandbox_charges_refund_key_unique";--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "card_countries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "financing_rules" ADD CONSTRAINT "financing_rules_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_charge_id_sandbox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_provider_payment" ON "payment_attempts" USING btree ("provider","payment_id");--> statement-breakpoint
INSERT INTO "sandbox_refunds" ("id", "charge_id", "idempotency_key", "amount_minor", "created_at") SELECT 're_' || "id", "id", "refund_key", "refunded_minor", "created_at" FROM "sandbox_charges" WHERE "refund_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_charges" DROP COLUMN "refund_key";