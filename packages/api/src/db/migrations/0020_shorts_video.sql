ALTER TABLE "media_assets" DROP CONSTRAINT "media_assets_kind_check";--> statement-breakpoint
ALTER TABLE "shorts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "shorts" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shorts" ADD COLUMN "video_asset_id" bigint;--> statement-breakpoint
ALTER TABLE "shorts" ADD COLUMN "cover_asset_id" bigint;--> statement-breakpoint
ALTER TABLE "shorts" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "progress" smallint;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "poster_at_seconds" real;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "poster" jsonb;--> statement-breakpoint
ALTER TABLE "shorts" ADD CONSTRAINT "shorts_video_asset_id_media_assets_id_fk" FOREIGN KEY ("video_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shorts" ADD CONSTRAINT "shorts_cover_asset_id_media_assets_id_fk" FOREIGN KEY ("cover_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shorts" ADD CONSTRAINT "shorts_status_check" CHECK ("shorts"."status" in ('draft', 'scheduled', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_progress_check" CHECK ("media_assets"."progress" between 0 and 100);--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_kind_check" CHECK ("media_assets"."kind" in ('photo', 'video'));