CREATE TABLE "company_loads" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"month" date,
	"held" integer DEFAULT 0 NOT NULL,
	"changed_xact" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_loads" ADD CONSTRAINT "company_loads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_changed_idx" ON "companies" USING btree ("changed_xact");--> statement-breakpoint
-- The counters move as they are (migration company_loads kept them on the company's row).
INSERT INTO "company_loads" ("company_id", "month", "held", "changed_xact")
  SELECT "id", "load_month", "load_held", "changed_xact" FROM "companies";--> statement-breakpoint
ALTER TABLE "company_loads" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "load_month";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "load_held";--> statement-breakpoint
-- A company's load apart from its row (ADR 047, second addendum). Every batch of matching counts
-- its offers into the loads of a few hundred companies; on the company's row (wide: its texts,
-- nine indexes) each count rewrote the row and marked it written, so the next batch read every
-- one of them again, and finding them scanned all the companies. Now the counters are a narrow row
-- of their own that records the transaction that wrote it; the company's row records only the
-- writes of what matching reads of it (indexed, as those are rare), and a batch reads the
-- loads written since its last read (a scan of a narrow table) and the companies written since
-- (by the index). Every company has its load row from its insert; a deleted company takes it.
CREATE OR REPLACE FUNCTION renovo_company_load_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_loads (company_id, changed_xact)
  SELECT n.id, pg_current_xact_id()::text::bigint FROM new_companies n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_load_row AFTER INSERT ON companies
  REFERENCING NEW TABLE AS new_companies FOR EACH STATEMENT EXECUTE FUNCTION renovo_company_load_row();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION renovo_company_load_apply(delta_rows jsonb) RETURNS void LANGUAGE sql AS $$
  UPDATE company_loads l SET
    held = CASE WHEN l.month = x.month THEN greatest(l.held + x.d, 0) ELSE x.d END,
    month = x.month,
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
  WHERE l.company_id = x.company_id
    AND (l.month = x.month OR (x.d > 0 AND (l.month IS NULL OR l.month < x.month)))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION renovo_company_load_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_loads l SET
    held = CASE WHEN l.month = x.month THEN l.held + x.d ELSE x.d END,
    month = x.month,
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
  WHERE l.company_id = x.company_id
    AND (l.month = x.month OR l.month IS NULL OR l.month < x.month);
  RETURN NULL;
END
$$;
