ALTER TABLE "etickets" ADD COLUMN "used_by" text;--> statement-breakpoint
ALTER TABLE "etickets" ADD COLUMN "used_gate" text;--> statement-breakpoint
ALTER TABLE "etickets" ADD COLUMN "used_scan_id" text;