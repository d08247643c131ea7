-- Review marks (docs/spec/leads-and-security.md#lead-spam-and-forgery): a lead stored with
-- needs_review (its number has more than LEAD_REVIEW_THRESHOLD leads within the review window)
-- marks the number's earlier leads of that window too, quotes and clues, in the statement that
-- stores it — no round trip more for the lead that crosses the threshold, so the time of its
-- answer does not tell how many leads the number has (ADR 054). The window is the lead guard's
-- REVIEW_WINDOW_MS (services/lead-guard/repeat-claims.ts), 30 days; a test holds them together.
CREATE OR REPLACE FUNCTION renovo_mark_earlier_for_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quotes SET needs_review = true
    WHERE mobile = NEW.mobile AND created_at > NEW.created_at - interval '30 days' AND NOT needs_review;
  UPDATE clues SET needs_review = true
    WHERE mobile = NEW.mobile AND created_at > NEW.created_at - interval '30 days' AND NOT needs_review;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quotes_mark_earlier_for_review AFTER INSERT ON quotes
  FOR EACH ROW WHEN (NEW.needs_review) EXECUTE FUNCTION renovo_mark_earlier_for_review();
--> statement-breakpoint
CREATE TRIGGER clues_mark_earlier_for_review AFTER INSERT ON clues
  FOR EACH ROW WHEN (NEW.needs_review) EXECUTE FUNCTION renovo_mark_earlier_for_review();
