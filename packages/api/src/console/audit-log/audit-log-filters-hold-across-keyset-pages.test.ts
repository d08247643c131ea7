/**
 * The audit log's filters (actor, action, subject type, days) hold on every keyset page: paging
 * a filtered log with `before` gives each matching row once, newest first, and no other row. A
 * subject type that is not a plain word is refused (422), never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../services/audit/index.ts';
import { type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

interface Row {
  id: number;
  staff_id: number | null;
  action: string;
  subject_type: string | null;
  at: string;
}

describe.each(DATABASE_LANES)('audit log filters across pages on %s', (lane) => {
  let h: TestHarness;
  let admin: SignedInStaff;
  let other: SignedInStaff;

  beforeAll(async () => {
    h = await createHarness({ lane });
    admin = await signedInStaff(h, 'admin', 'admin@example.com');
    other = await signedInStaff(h, 'admin', 'other@example.com');
    // 30 rows over 3 days (Taiwan time), two actors, three subject types.
    const types = ['partner', 'lead', 'landing_page'] as const;
    for (let i = 0; i < 30; i++) {
      const actor = i % 2 ? admin : other;
      await writeAudit(h.db, {
        action: `${types[i % 3]}.update`,
        subjectType: types[i % 3],
        subjectId: i,
        staffId: actor.id,
        staffEmail: actor.email,
        role: 'admin',
        ip: null,
        at: new Date(Date.UTC(2026, 2, 1 + (i % 3), 4, 0, i)),
      });
    }
  });
  afterAll(() => h.close());

  /** Every row of a filter, page by page (3 a page). */
  async function everyPage(filter: string): Promise<Row[]> {
    const rows: Row[] = [];
    let before: number | null = null;
    do {
      const query: string = `?limit=3&${filter}${before ? `&before=${before}` : ''}`;
      const page = await h.call('GET', `/console/api/audit${query}`, { headers: { cookie: admin.cookie } });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      rows.push(...page.body.data.items);
      before = page.body.data.next_before;
    } while (before);
    return rows;
  }

  it('the subject type filter gives each matching row once, newest first, on every page', async () => {
    const rows = await everyPage('subject_type=lead');
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.subject_type === 'lead')).toBe(true);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
  });

  it('actor, action, subject type and days combine (AND) on every page', async () => {
    const rows = await everyPage(
      `staff_id=${admin.id}&action=partner.&subject_type=partner&from=2026-03-01&to=2026-03-01`,
    );
    // i ≡ 0 (mod 3) for partner, odd for admin, i ≡ 0 (mod 3) for 1 March: i = 3, 9, 15, 21, 27.
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toMatchObject({ staff_id: admin.id, action: 'partner.update', subject_type: 'partner' });
      expect(row.at.slice(0, 10)).toBe('2026-03-01');
    }
  });

  it('a subject type that is not a plain word is refused with 422', async () => {
    for (const bad of ["lead'--", 'LEAD', 'x'.repeat(33), '%25']) {
      const answer = await h.call('GET', `/console/api/audit?subject_type=${encodeURIComponent(bad)}`, {
        headers: { cookie: admin.cookie },
      });
      expect(answer.status, bad).toBe(422);
    }
  });
});
