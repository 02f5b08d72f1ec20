CREATE TABLE "fiscal_issuers" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"rfc" text NOT NULL,
	"name" text NOT NULL,
	"regime" text NOT NULL,
	"postal_code" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_issuers_scope_unique" UNIQUE("scope")
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"next_folio" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_series_folio" CHECK ("invoice_series"."next_folio" >= 1),
	CONSTRAINT "invoice_series_name_format" CHECK ("invoice_series"."series" ~ '^[A-Za-z0-9]{1,25}$')
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"issuer_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"series" text NOT NULL,
	"folio" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"receiver" jsonb NOT NULL,
	"currency_iso" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"related_invoice_id" uuid,
	"locale" text NOT NULL,
	"email" text NOT NULL,
	"pac" text,
	"pac_document_id" text,
	"uuid" text,
	"xml" text,
	"stamped_at" timestamp with time zone,
	"failure_code" text,
	"failure_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"cancellation_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amount" CHECK ("invoices"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_pac_stamps" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"xml" text NOT NULL,
	"status" text DEFAULT 'stamped' NOT NULL,
	"cancellation_reason" text,
	"stamped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "sandbox_pac_stamps_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_issuer_id_fiscal_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."fiscal_issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issuer_id_fiscal_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."fiscal_issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_series_id_invoice_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."invoice_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_series_name" ON "invoice_series" USING btree ("issuer_id","series");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_series_active" ON "invoice_series" USING btree ("issuer_id","kind") WHERE "invoice_series"."active";--> statement-breakpoint
CREATE INDEX "invoices_order" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_status" ON "invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_folio" ON "invoices" USING btree ("series_id","folio");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_uuid" ON "invoices" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_source" ON "invoices" USING btree ("kind","source") WHERE "invoices"."status" <> 'failed';