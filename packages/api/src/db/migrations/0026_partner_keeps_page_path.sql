ALTER TABLE "partners" ADD COLUMN "keep_page_path" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A stored page keeps no query or fragment (docs/spec/leads-and-security.md#lead-attribution):
-- the pages stored before this rule lose theirs (the lead index's page had already dropped them).
UPDATE "quotes" SET "origin_page" = nullif(split_part(split_part("origin_page", '?', 1), '#', 1), '')
  WHERE "origin_page" ~ '[?#]';--> statement-breakpoint
UPDATE "clues" SET "origin_page" = nullif(split_part(split_part("origin_page", '?', 1), '#', 1), '')
  WHERE "origin_page" ~ '[?#]';
