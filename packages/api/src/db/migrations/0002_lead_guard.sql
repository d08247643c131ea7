DROP INDEX "clues_mobile_idx";--> statement-breakpoint
DROP INDEX "quotes_mobile_idx";--> statement-breakpoint
ALTER TABLE "clues" ADD COLUMN "mobile_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clues" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clues" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "mobile_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "clues_dedupe_idx" ON "clues" USING btree ("dedupe_key","created_at");--> statement-breakpoint
CREATE INDEX "quotes_dedupe_idx" ON "quotes" USING btree ("dedupe_key","created_at");--> statement-breakpoint
CREATE INDEX "clues_mobile_idx" ON "clues" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "quotes_mobile_idx" ON "quotes" USING btree ("mobile","created_at");