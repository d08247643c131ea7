ALTER TABLE "company_ratings" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_ratings" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "company_ratings" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_ratings" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "company_ratings" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_ratings" ADD COLUMN "reject_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "company_ratings_one_per_owner_idx" ON "company_ratings" USING btree ("company_id","user_id") WHERE "company_ratings"."status" in ('pending', 'published') and "company_ratings"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "company_ratings_pending_idx" ON "company_ratings" USING btree ("submitted_at","id") WHERE "company_ratings"."status" = 'pending';