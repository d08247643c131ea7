ALTER TABLE "analytics_events" ADD COLUMN "flags" jsonb;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "source" text;