-- Room on each page, so that a counter's update stays on its page (HOT: no index is touched).
ALTER TABLE "companies" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "members_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "load_month" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "load_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Matching's counters (docs/spec/company-side.md#matching; ADR 047), kept by triggers whatever
-- writes the rows: a company's member count, and the offers it holds in its Taiwan month. An
-- offer holds a slot while it is `offered` or `accepted` and not credited (core's
-- SLOT_HOLDING_OFFER_STATUSES; a test recounts the counters against the rows).
CREATE OR REPLACE FUNCTION renovo_company_members_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE companies SET members_count = members_count + 1 WHERE id = NEW.company_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE companies SET members_count = greatest(members_count - 1, 0) WHERE id = OLD.company_id;
  ELSIF OLD.company_id IS DISTINCT FROM NEW.company_id THEN
    UPDATE companies SET members_count = greatest(members_count - 1, 0) WHERE id = OLD.company_id;
    UPDATE companies SET members_count = members_count + 1 WHERE id = NEW.company_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER company_members_count AFTER INSERT OR UPDATE OR DELETE ON company_members
  FOR EACH ROW EXECUTE FUNCTION renovo_company_members_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION renovo_offer_holds(status text, credited_at timestamptz) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('offered', 'accepted') AND credited_at IS NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION renovo_company_load() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := false;
  holds boolean := false;
  month date;
BEGIN
  IF TG_OP <> 'DELETE' THEN holds := renovo_offer_holds(NEW.status, NEW.credited_at); END IF;
  IF TG_OP <> 'INSERT' THEN was := renovo_offer_holds(OLD.status, OLD.credited_at); END IF;
  IF was = holds THEN RETURN NULL; END IF;
  IF holds THEN
    month := date_trunc('month', NEW.offered_at AT TIME ZONE 'Asia/Taipei')::date;
    UPDATE companies SET
      load_held = CASE WHEN load_month = month THEN load_held + 1 ELSE 1 END,
      load_month = month
    WHERE id = NEW.company_id AND (load_month IS NULL OR load_month <= month);
  ELSE
    month := date_trunc('month', OLD.offered_at AT TIME ZONE 'Asia/Taipei')::date;
    UPDATE companies SET load_held = greatest(load_held - 1, 0)
    WHERE id = OLD.company_id AND load_month = month;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lead_offers_company_load AFTER INSERT OR UPDATE OR DELETE ON lead_offers
  FOR EACH ROW EXECUTE FUNCTION renovo_company_load();
--> statement-breakpoint
UPDATE companies c SET members_count = (SELECT count(*) FROM company_members m WHERE m.company_id = c.id);
