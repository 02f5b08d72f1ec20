CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"published_version" integer,
	"draft" jsonb,
	"draft_by" text,
	"draft_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"version" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_positive" CHECK ("content_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_ref" ON "content_entries" USING btree ("kind","key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_entry_version" ON "content_versions" USING btree ("entry_id","version");--> statement-breakpoint
CREATE FUNCTION "content_versions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'content_versions is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "content_versions_no_change" BEFORE UPDATE OR DELETE ON "content_versions" FOR EACH STATEMENT EXECUTE FUNCTION "content_versions_append_only"();
