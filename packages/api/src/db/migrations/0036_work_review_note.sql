-- Why the staff returned a work its company sent for review (the company reads it in its centre).
ALTER TABLE "works" ADD COLUMN "review_note" text;