CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"source_type" text,
	"source_bytes" integer,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" jsonb NOT NULL,
	"caption" jsonb,
	"focal_x" integer DEFAULT 50 NOT NULL,
	"focal_y" integer DEFAULT 50 NOT NULL,
	"variants" jsonb NOT NULL,
	"video_url" text,
	"sha256" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_focal" CHECK ("media"."focal_x" BETWEEN 0 AND 100 AND "media"."focal_y" BETWEEN 0 AND 100),
	CONSTRAINT "media_size" CHECK ("media"."width" > 0 AND "media"."height" > 0),
	CONSTRAINT "media_video" CHECK (("media"."kind" = 'video') = ("media"."video_url" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "media_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_key" text NOT NULL,
	"slot" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_attachments" ADD CONSTRAINT "media_attachments_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created" ON "media" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "media_attachments_single" ON "media_attachments" USING btree ("subject_type","subject_key","slot") WHERE "media_attachments"."slot" <> 'gallery';--> statement-breakpoint
CREATE UNIQUE INDEX "media_attachments_gallery" ON "media_attachments" USING btree ("subject_type","subject_key","media_id") WHERE "media_attachments"."slot" = 'gallery';--> statement-breakpoint
CREATE INDEX "media_attachments_media" ON "media_attachments" USING btree ("media_id");