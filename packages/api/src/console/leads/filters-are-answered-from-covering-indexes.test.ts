/**
 * The lead list stays fast with a million leads (docs/spec/console.md#lead-inbox; ADR 024 "Covering
 * indexes"): every
 * index a filter can start from carries the other filter columns, and a page's keys are found by
 * an index-only scan, so a rare combination of filters skips index entries, not table rows.
 * bench/console.bench.ts measures it; this test keeps the two things it rests on.
 */

import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { listQuery } from './leads.service.ts';

/** The filter columns of the list (console/leads/leads.service.ts filterConditions), kind and created_at aside. */
const FILTER_COLUMNS = [
  'partner_key',
  'module',
  'type',
  'region_id',
  'mobile_verified',
  'needs_review',
  'status',
  'assignee_id',
];

/** The indexes a filter can start from (the mobile's is a search: its matches are few). */
const FILTER_INDEXES = [
  'leads_created_idx',
  'leads_kind_idx',
  'leads_needs_review_idx',
  'leads_partner_idx',
  'leads_status_idx',
  'leads_module_idx',
  'leads_type_idx',
  'leads_region_idx',
  'leads_assignee_idx',
];

describe.each(DATABASE_LANES)('lead filters answered from covering indexes on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
  });
  afterAll(() => h.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await h.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('every filter index carries every other filter column', async () => {
    const found = await rows<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'leads'`,
    );
    const defs = new Map(found.map((r) => [r.indexname, r.indexdef]));
    for (const name of FILTER_INDEXES) {
      const def = defs.get(name);
      expect(def, name).toBeDefined();
      for (const column of FILTER_COLUMNS) {
        // needs_review is the partial index's predicate: every row in it has it.
        if (name === 'leads_needs_review_idx' && column === 'needs_review') continue;
        expect(def, `${name} carries ${column}`).toMatch(new RegExp(`\\b${column}\\b`));
      }
    }
  });

  it("a rare combination (a partner's closed, verified leads) finds its page by an index-only scan", async () => {
    // 20,000 leads of 40 partners, none closed and verified: the page is empty, and every
    // entry of the partner is looked at.
    await h.db.execute(sql`
      insert into leads (kind, lead_id, created_at, partner_key, module, type, status, mobile_verified)
      select 'basic', i, timestamptz '2026-01-01' + i * interval '1 minute', 'p' || (i % 40), 'm' || (i % 7),
             'work', case when i % 2 = 0 then 'closed' else 'new' end, i % 2 = 1
        from generate_series(1, 20000) as i`);
    // The planner takes an index-only scan over pages VACUUM has marked all-visible, and VACUUM
    // cannot mark them while a snapshot older than the insert is open (a fresh run's busy server
    // showed it: a bitmap scan instead). Vacuumed again until every page is, as autovacuum would.
    let allVisible = false;
    for (let attempt = 0; attempt < 50 && !allVisible; attempt++) {
      if (attempt > 0) await sleep(100);
      await h.db.execute(sql`vacuum analyze leads`);
      const [table] = await rows<{ visible: boolean }>(
        sql`select relallvisible >= relpages as visible from pg_class where relname = 'leads'`,
      );
      allVisible = table?.visible === true;
    }
    expect(allVisible, 'every page of leads all-visible after VACUUM').toBe(true);
    const query = listQuery(h.db, { partner: 'p7', status: 'closed', verified: '1' }, { limit: 50 }).toSQL();
    const plan = (
      await rows<{ 'QUERY PLAN': string }>(
        sql.raw(
          `explain ${query.sql.replace(/\$(\d+)/g, (_, n: string) => {
            const value = query.params[Number(n) - 1];
            return typeof value === 'string' ? `'${value.replace(/'/g, "''")}'` : String(value);
          })}`,
        ),
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Index Only Scan( Backward)? using leads_partner_idx/);
    expect(plan).not.toMatch(/Seq Scan on leads/);
  });
});
