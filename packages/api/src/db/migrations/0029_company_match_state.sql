CREATE TABLE "lead_matching" (
	"kind" text NOT NULL,
	"lead_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"matched_at" timestamp with time zone,
	CONSTRAINT "lead_matching_kind_lead_id_pk" PRIMARY KEY("kind","lead_id")
);
--> statement-breakpoint
DROP INDEX "leads_unmatched_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "changed_xact" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "profile_rev" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_matching" ADD CONSTRAINT "lead_matching_kind_lead_id_leads_kind_lead_id_fk" FOREIGN KEY ("kind","lead_id") REFERENCES "public"."leads"("kind","lead_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_matching_waiting_idx" ON "lead_matching" USING btree ("created_at") WHERE "lead_matching"."matched_at" is null;--> statement-breakpoint
-- The leads matching is for, and whether it ran for them, move out of the lead index.
INSERT INTO "lead_matching" ("kind", "lead_id", "created_at", "matched_at")
  SELECT "kind", "lead_id", "created_at", "matched_at" FROM "leads"
  WHERE "matched_at" IS NOT NULL OR ("mobile_verified" AND NOT "needs_review");--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN "matched_at";--> statement-breakpoint
-- What matching keeps of each company between batches (docs/spec/company-side.md#matching;
-- ADR 047): every new row and every write of a column matching reads records the transaction
-- that wrote it, so that a batch reads only the rows written since the snapshot of its last read
-- (any transaction it could not see then has an id at or above that snapshot's xmin); a change of
-- a profile column also takes the sequence's next revision, so the profile is read again (no two
-- versions of any company — nor a row put back under an old id — share one). The trigger covers
-- every writer of those columns (the console, the company centre, the member counter, a bulk
-- statement); the load counters' own updates, the hottest, record the transaction themselves
-- without calling it. A column matching comes to read must join the trigger's list.
CREATE SEQUENCE "companies_profile_rev_seq";--> statement-breakpoint
CREATE OR REPLACE FUNCTION renovo_company_match_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_xact := pg_current_xact_id()::text::bigint;
  IF TG_OP = 'INSERT' OR (NEW.tax_id, NEW.licence_no, NEW.licence_expires_on, NEW.verified,
      NEW.served_region_ids, NEW.style_ids, NEW.size_min_ping, NEW.size_max_ping, NEW.price_min_wan,
      NEW.price_max_wan) IS DISTINCT FROM (OLD.tax_id, OLD.licence_no, OLD.licence_expires_on,
      OLD.verified, OLD.served_region_ids, OLD.style_ids, OLD.size_min_ping, OLD.size_max_ping,
      OLD.price_min_wan, OLD.price_max_wan) THEN
    NEW.profile_rev := nextval('companies_profile_rev_seq');
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_match_state BEFORE INSERT OR UPDATE OF status, paused, tax_id, members_count,
  monthly_capacity, licence_no, licence_expires_on, verified, served_region_ids, style_ids, size_min_ping,
  size_max_ping, price_min_wan, price_max_wan
  ON companies FOR EACH ROW EXECUTE FUNCTION renovo_company_match_state();--> statement-breakpoint
UPDATE "companies" SET "profile_rev" = nextval('companies_profile_rev_seq'), "changed_xact" = pg_current_xact_id()::text::bigint;--> statement-breakpoint
-- The load counters (migration company_load_per_statement) record the writing transaction; an
-- insert of offers — matching's, a few hundred at a time — is counted straight from its rows
-- (every new holding offer adds one) rather than through the shared jsonb form.
CREATE OR REPLACE FUNCTION renovo_company_load_apply(delta_rows jsonb) RETURNS void LANGUAGE sql AS $$
  UPDATE companies c SET
    load_held = CASE WHEN c.load_month = x.month THEN greatest(c.load_held + x.d, 0) ELSE x.d END,
    load_month = x.month,
    changed_xact = pg_current_xact_id()::text::bigint
  FROM (
    SELECT DISTINCT ON (company_id) company_id, month, d
    FROM (
      SELECT (e->>'company_id')::int AS company_id, (e->>'month')::date AS month, sum((e->>'d')::int)::int AS d
      FROM jsonb_array_elements(delta_rows) e
      GROUP BY 1, 2
    ) net
    WHERE d <> 0
    ORDER BY company_id, month DESC
  ) x
  WHERE c.id = x.company_id
    AND (c.load_month = x.month OR (x.d > 0 AND (c.load_month IS NULL OR c.load_month < x.month)))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION renovo_company_load_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies c SET
    load_held = CASE WHEN c.load_month = x.month THEN c.load_held + x.d ELSE x.d END,
    load_month = x.month,
    changed_xact = pg_current_xact_id()::text::bigint
  FROM (
    SELECT DISTINCT ON (company_id) company_id, month, d
    FROM (
      SELECT n.company_id, date_trunc('month', n.offered_at AT TIME ZONE 'Asia/Taipei')::date AS month,
        count(*)::int AS d
      FROM new_offers n WHERE renovo_offer_holds(n.status, n.credited_at)
      GROUP BY 1, 2
    ) net
    ORDER BY company_id, month DESC
  ) x
  WHERE c.id = x.company_id
    AND (c.load_month = x.month OR c.load_month IS NULL OR c.load_month < x.month);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A lead filed verified and not marked for review, or becoming so, is matching's to do: its row
-- in lead_matching is written (once: a lead matched before is not matched again when a review mark
-- comes and goes), and the job engines listening on the channel are woken at once
-- (company-side/matching/new-leads-wake.ts). Notifications of one transaction fold into one.
CREATE OR REPLACE FUNCTION renovo_leads_to_match() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_matching (kind, lead_id, created_at) VALUES (NEW.kind, NEW.lead_id, NEW.created_at)
  ON CONFLICT DO NOTHING;
  IF FOUND THEN
    PERFORM pg_notify('renovo_leads_to_match', '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leads_to_match AFTER INSERT OR UPDATE OF mobile_verified, needs_review ON leads
  FOR EACH ROW WHEN (NEW.mobile_verified AND NOT NEW.needs_review)
  EXECUTE FUNCTION renovo_leads_to_match();
