-- The lead index (ADR 024): triggers keep `leads` in step with `quotes` and `clues`, whatever
-- writes them (routes, seeding, bulk INSERT … SELECT, erasure, retention), and the rows that
-- exist already are indexed once here.
CREATE OR REPLACE FUNCTION renovo_lead_page(url text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT nullif(left(split_part(split_part(url, '?', 1), '#', 1), 512), '')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION renovo_lead_region(details jsonb) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN (details->>'region_id') ~ '^[0-9]{1,9}$' THEN (details->>'region_id')::integer END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION renovo_leads_from_quotes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO leads (kind, lead_id, created_at, partner_key, module, type, region_id, mobile_rev,
                       mobile_verified, needs_review, page, utm_source, utm_campaign)
    VALUES (NEW.variant, NEW.id, NEW.created_at, NEW.partner_key, NEW.module, NEW.type, NEW.region_id,
            nullif(reverse(NEW.mobile), ''), NEW.mobile_verified, NEW.needs_review,
            renovo_lead_page(NEW.origin_page), left(NEW.utm->>'source', 128), left(NEW.utm->>'campaign', 128))
    ON CONFLICT (kind, lead_id) DO NOTHING;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE leads SET mobile_rev = nullif(reverse(NEW.mobile), ''), mobile_verified = NEW.mobile_verified,
                     needs_review = NEW.needs_review, partner_key = NEW.partner_key,
                     page = renovo_lead_page(NEW.origin_page)
      WHERE kind = NEW.variant AND lead_id = NEW.id;
  ELSE
    DELETE FROM leads WHERE kind = OLD.variant AND lead_id = OLD.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION renovo_leads_from_clues() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO leads (kind, lead_id, created_at, partner_key, module, type, region_id, mobile_rev,
                       mobile_verified, needs_review, page, utm_source, utm_campaign)
    VALUES (NEW.kind, NEW.id, NEW.created_at, NEW.partner_key, NEW.type, NEW.source_type,
            renovo_lead_region(NEW.details), nullif(reverse(NEW.mobile), ''), NEW.mobile_verified,
            NEW.needs_review, renovo_lead_page(NEW.origin_page), left(NEW.utm->>'source', 128),
            left(NEW.utm->>'campaign', 128))
    ON CONFLICT (kind, lead_id) DO NOTHING;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE leads SET mobile_rev = nullif(reverse(NEW.mobile), ''), mobile_verified = NEW.mobile_verified,
                     needs_review = NEW.needs_review, partner_key = NEW.partner_key,
                     page = renovo_lead_page(NEW.origin_page)
      WHERE kind = NEW.kind AND lead_id = NEW.id;
  ELSE
    DELETE FROM leads WHERE kind = OLD.kind AND lead_id = OLD.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quotes_to_leads AFTER INSERT OR DELETE OR UPDATE OF mobile, mobile_verified, needs_review, partner_key, origin_page
  ON quotes FOR EACH ROW EXECUTE FUNCTION renovo_leads_from_quotes();
--> statement-breakpoint
CREATE TRIGGER clues_to_leads AFTER INSERT OR DELETE OR UPDATE OF mobile, mobile_verified, needs_review, partner_key, origin_page
  ON clues FOR EACH ROW EXECUTE FUNCTION renovo_leads_from_clues();
--> statement-breakpoint
INSERT INTO leads (kind, lead_id, created_at, partner_key, module, type, region_id, mobile_rev,
                   mobile_verified, needs_review, page, utm_source, utm_campaign)
SELECT variant, id, created_at, partner_key, module, type, region_id, nullif(reverse(mobile), ''),
       mobile_verified, needs_review, renovo_lead_page(origin_page), left(utm->>'source', 128),
       left(utm->>'campaign', 128)
  FROM quotes
ON CONFLICT (kind, lead_id) DO NOTHING;
--> statement-breakpoint
INSERT INTO leads (kind, lead_id, created_at, partner_key, module, type, region_id, mobile_rev,
                   mobile_verified, needs_review, page, utm_source, utm_campaign)
SELECT kind, id, created_at, partner_key, type, source_type, renovo_lead_region(details),
       nullif(reverse(mobile), ''), mobile_verified, needs_review, renovo_lead_page(origin_page),
       left(utm->>'source', 128), left(utm->>'campaign', 128)
  FROM clues
ON CONFLICT (kind, lead_id) DO NOTHING;
