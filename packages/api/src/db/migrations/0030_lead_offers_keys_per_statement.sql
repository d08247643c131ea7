ALTER TABLE "lead_offers" DROP CONSTRAINT "lead_offers_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "lead_offers" DROP CONSTRAINT "lead_offers_lead_kind_lead_id_leads_kind_lead_id_fk";
--> statement-breakpoint
DROP INDEX "lead_offers_holding_idx";--> statement-breakpoint
-- An offer's lead and company, per statement (ADR 047, second addendum). The foreign keys from
-- lead_offers to leads and to companies checked and locked the row they name once per offer, one
-- query each: with three offers a lead, most of what a batch of matching cost. These triggers keep
-- what the keys kept, once per statement: every lead and company an insert names exists and is
-- locked FOR KEY SHARE (as a key's check locks it) until the transaction ends, so neither can be
-- deleted under the offers; an offer's lead and company, a lead's key and a company's id never
-- change; an offer goes with its lead and with its company (ON DELETE CASCADE). The index of the
-- offers holding a slot by company went with the load counters (migration 0023): the company's
-- offers index serves the dashboard's count.
CREATE OR REPLACE FUNCTION renovo_lead_offers_keys_exist() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named int;
  locked int;
BEGIN
  -- Each distinct key once: looked up by the key (a join could scan the table: a transition table
  -- has no statistics) and locked as a key's check locks it; `locked` counts the ones found.
  SELECT count(*), count(k.found) INTO named, locked
  FROM (SELECT DISTINCT lead_kind, lead_id FROM new_offers) n
  LEFT JOIN LATERAL (
    SELECT true AS found FROM leads l WHERE l.kind = n.lead_kind AND l.lead_id = n.lead_id FOR KEY SHARE
  ) k ON true;
  IF locked < named THEN
    RAISE EXCEPTION 'insert on table "lead_offers" names a lead that is not in "leads"'
      USING ERRCODE = 'foreign_key_violation', TABLE = 'lead_offers';
  END IF;
  SELECT count(*), count(k.found) INTO named, locked
  FROM (SELECT DISTINCT company_id FROM new_offers) n
  LEFT JOIN LATERAL (SELECT true AS found FROM companies c WHERE c.id = n.company_id FOR KEY SHARE) k ON true;
  IF locked < named THEN
    RAISE EXCEPTION 'insert on table "lead_offers" names a company that is not in "companies"'
      USING ERRCODE = 'foreign_key_violation', TABLE = 'lead_offers';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lead_offers_keys_exist AFTER INSERT ON lead_offers
  REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT
  EXECUTE FUNCTION renovo_lead_offers_keys_exist();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION renovo_offer_keys_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an offer''s lead and company, a lead''s key and a company''s id never change (table "%")',
    TG_TABLE_NAME USING ERRCODE = 'foreign_key_violation', TABLE = TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lead_offers_keys_fixed BEFORE UPDATE OF lead_kind, lead_id, company_id ON lead_offers
  FOR EACH ROW WHEN (OLD.lead_kind IS DISTINCT FROM NEW.lead_kind OR OLD.lead_id IS DISTINCT FROM NEW.lead_id
    OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION renovo_offer_keys_fixed();
--> statement-breakpoint
CREATE TRIGGER leads_key_fixed BEFORE UPDATE OF kind, lead_id ON leads
  FOR EACH ROW WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.lead_id IS DISTINCT FROM NEW.lead_id)
  EXECUTE FUNCTION renovo_offer_keys_fixed();
--> statement-breakpoint
CREATE TRIGGER companies_id_fixed BEFORE UPDATE OF id ON companies
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION renovo_offer_keys_fixed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION renovo_leads_take_their_offers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_offers o USING gone_leads g WHERE o.lead_kind = g.kind AND o.lead_id = g.lead_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leads_take_their_offers AFTER DELETE ON leads
  REFERENCING OLD TABLE AS gone_leads FOR EACH STATEMENT
  EXECUTE FUNCTION renovo_leads_take_their_offers();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION renovo_companies_take_their_offers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_offers o USING gone_companies g WHERE o.company_id = g.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_take_their_offers AFTER DELETE ON companies
  REFERENCING OLD TABLE AS gone_companies FOR EACH STATEMENT
  EXECUTE FUNCTION renovo_companies_take_their_offers();
