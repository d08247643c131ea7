CREATE TABLE "article_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content_html" text NOT NULL,
	"cover_media_id" bigint,
	"label_id" smallint NOT NULL,
	"sub_label_id" smallint NOT NULL,
	"ai_labels" jsonb NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"status" text NOT NULL,
	"saved_by" bigint,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "articles_newest_idx";--> statement-breakpoint
DROP INDEX "articles_popular_idx";--> statement-breakpoint
DROP INDEX "articles_label_idx";--> statement-breakpoint
DROP INDEX "articles_sub_label_idx";--> statement-breakpoint
DROP INDEX "articles_style_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "cover_media_id" bigint;--> statement-breakpoint
-- Every article written before the console existed was on the site: it stays published. New
-- rows always name their status (no default).
ALTER TABLE "articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "seo_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_revisions_article_idx" ON "article_revisions" USING btree ("article_id","revision");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_cover_media_id_media_assets_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_edited_idx" ON "articles" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_scheduled_idx" ON "articles" USING btree ("publish_at") WHERE "articles"."status" in ('scheduled');--> statement-breakpoint
CREATE INDEX "articles_newest_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."status" in ('published');--> statement-breakpoint
CREATE INDEX "articles_popular_idx" ON "articles" USING btree ("view_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."status" in ('published');--> statement-breakpoint
CREATE INDEX "articles_label_idx" ON "articles" USING btree ("label_id","published_at" DESC NULLS LAST) WHERE "articles"."status" in ('published');--> statement-breakpoint
CREATE INDEX "articles_sub_label_idx" ON "articles" USING btree ("sub_label_id","published_at" DESC NULLS LAST) WHERE "articles"."status" in ('published');--> statement-breakpoint
CREATE INDEX "articles_style_idx" ON "articles" USING btree ("style_id","published_at" DESC NULLS LAST) WHERE "articles"."status" in ('published');--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'scheduled', 'published', 'unpublished'));