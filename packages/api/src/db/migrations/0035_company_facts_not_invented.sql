-- A company's founding year and team size are null until the company or the staff say them: an
-- approved application no longer invents them (the year of approval, one person).
ALTER TABLE "companies" ALTER COLUMN "founded_year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "team_size" DROP NOT NULL;