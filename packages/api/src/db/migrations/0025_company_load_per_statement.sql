-- A company's load (docs/spec/company-side.md#matching; ADR 047), kept once per statement rather
-- than once per offer: matching inserts every offer of a batch in one statement, and a trigger per
-- row ran an UPDATE of the company for each. Each statement's offers that start or stop holding a
-- slot are netted per company and Taiwan month; the company's counter follows its newest month,
-- as the row trigger did: a change in an older month than the counter's is not counted, a newer
-- month with offers taken starts the counter again, a count never goes below 0.
DROP TRIGGER IF EXISTS lead_offers_company_load ON lead_offers;--> statement-breakpoint
DROP FUNCTION IF EXISTS renovo_company_load();--> statement-breakpoint
CREATE OR REPLACE FUNCTION renovo_company_load_apply(delta_rows jsonb) RETURNS void LANGUAGE sql AS $$
  UPDATE companies c SET
    load_held = CASE WHEN c.load_month = x.month THEN greatest(c.load_held + x.d, 0) ELSE x.d END,
    load_month = x.month
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
  PERFORM renovo_company_load_apply((
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', n.company_id,
      'month', date_trunc('month', n.offered_at AT TIME ZONE 'Asia/Taipei')::date, 'd', 1)), '[]'::jsonb)
    FROM new_offers n WHERE renovo_offer_holds(n.status, n.credited_at)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION renovo_company_load_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM renovo_company_load_apply((
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', o.company_id,
      'month', date_trunc('month', o.offered_at AT TIME ZONE 'Asia/Taipei')::date, 'd', -1)), '[]'::jsonb)
    FROM old_offers o WHERE renovo_offer_holds(o.status, o.credited_at)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION renovo_company_load_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM renovo_company_load_apply((
    SELECT coalesce(jsonb_agg(x), '[]'::jsonb) FROM (
      SELECT jsonb_build_object('company_id', o.company_id,
        'month', date_trunc('month', o.offered_at AT TIME ZONE 'Asia/Taipei')::date, 'd', -1) AS x
      FROM old_offers o WHERE renovo_offer_holds(o.status, o.credited_at)
      UNION ALL
      SELECT jsonb_build_object('company_id', n.company_id,
        'month', date_trunc('month', n.offered_at AT TIME ZONE 'Asia/Taipei')::date, 'd', 1)
      FROM new_offers n WHERE renovo_offer_holds(n.status, n.credited_at)
    ) changes));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lead_offers_company_load_insert AFTER INSERT ON lead_offers
  REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION renovo_company_load_insert();
--> statement-breakpoint
CREATE TRIGGER lead_offers_company_load_delete AFTER DELETE ON lead_offers
  REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION renovo_company_load_delete();
--> statement-breakpoint
CREATE TRIGGER lead_offers_company_load_update AFTER UPDATE ON lead_offers
  REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers FOR EACH STATEMENT
  EXECUTE FUNCTION renovo_company_load_update();
