/**
 * Rule (docs/spec/console.md#lead-inbox): the inbox's saved views find exactly their leads, in the
 * list and the CSV alike. 今天的新線索 (`view=today`) is the leads filed since 00:00 Taiwan time by
 * the server's clock (a lead at 23:59 the evening before is not today's); 待回電 (`callback`) the
 * leads still new, whatever their day; 逾 24 小時未回電 (`overdue`) those of them filed more than
 * 24 hours ago (the call-back promise); 指派給我 (`mine`) the leads assigned to the staff member
 * asking — each member sees their own. A view ANDs with the other filters; an unknown one is a 422.
 */
import { leadCsvHeadings } from '@renovo/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { csvRecords } from './csv-for-tests.ts';
import { writeLeads } from './leads-for-tests.ts';

describe.each(DATABASE_LANES)('saved views of the inbox on %s', (lane) => {
  let h: TestHarness;
  let support: SignedInStaff;
  let marketing: SignedInStaff;
  let keys: string[];

  beforeAll(async () => {
    h = await createHarness({ lane });
    support = await signedInStaff(h, 'support', 'support@example.com');
    marketing = await signedInStaff(h, 'marketing', 'marketing@example.com');
    const ids = await writeLeads(h.db, [
      // 0: 2026-06-09 23:59:59 Taiwan — yesterday evening.
      { kind: 'basic', at: new Date('2026-06-09T15:59:59Z'), mobile: '0911000001' },
      // 1: 2026-06-10 00:00:00 Taiwan — the first instant of today.
      { kind: 'consult', at: new Date('2026-06-09T16:00:00Z'), mobile: '0911000002' },
      // 2: 2026-06-10 09:30 Taiwan.
      { kind: 'order', at: new Date('2026-06-10T01:30:00Z'), mobile: '0911000003' },
      // 3: a week ago.
      { kind: 'community', at: new Date('2026-06-03T04:00:00Z'), mobile: '0911000004' },
    ]);
    keys = ids.map((lead) => `${lead.kind}:${lead.id}`);
    // 10:00 in Taiwan on 2026-06-10.
    h.clock.set(new Date('2026-06-10T02:00:00Z'));
    const patch = (i: number, body: object) =>
      h.call('PATCH', `/console/api/leads/${ids[i]!.kind}/${ids[i]!.id}`, {
        body,
        headers: asStaff(support),
      });
    // Called back: no longer waiting.
    expect((await patch(2, { status: 'contacted' })).status).toBe(200);
    expect((await patch(1, { assignee_id: support.id })).status).toBe(200);
    expect((await patch(3, { assignee_id: marketing.id })).status).toBe(200);
    expect((await patch(0, { status: 'spam' })).status).toBe(200);
  });
  afterAll(() => h.close());

  async function listed(who: SignedInStaff, query: string): Promise<string[]> {
    const answer = await h.call('GET', `/console/api/leads?${query}`, { headers: { cookie: who.cookie } });
    expect(answer.status, query).toBe(200);
    return answer.body.data.items.map((row: { kind: string; id: number }) => `${row.kind}:${row.id}`);
  }

  async function exported(who: SignedInStaff, query: string): Promise<string[]> {
    const answer = await h.app.request(`/console/api/leads.csv?${query}`, {
      headers: { cookie: who.cookie },
    });
    expect(answer.status, query).toBe(200);
    return csvRecords(await answer.text()).rows.map(
      (row) => `${row[leadCsvHeadings.kindCode]}:${row[leadCsvHeadings.id]}`,
    );
  }

  const pick = (...indexes: number[]) => indexes.map((i) => keys[i]);

  it('今天的新線索: the leads filed since 00:00 Taiwan time, not the evening before', async () => {
    expect(await listed(support, 'view=today')).toEqual(pick(2, 1));
    expect(await exported(marketing, 'view=today')).toEqual(pick(2, 1));
    // At 23:59 Taiwan time the same leads are still today's; a minute later none are.
    h.clock.set(new Date('2026-06-10T15:59:00Z'));
    expect(await listed(support, 'view=today')).toEqual(pick(2, 1));
    h.clock.set(new Date('2026-06-10T16:00:00Z'));
    expect(await listed(support, 'view=today')).toEqual([]);
    h.clock.set(new Date('2026-06-10T02:00:00Z'));
  });

  it('待回電: the leads still new, whatever their day (not contacted, not set aside)', async () => {
    expect(await listed(support, 'view=callback')).toEqual(pick(1, 3));
    expect(await exported(marketing, 'view=callback')).toEqual(pick(1, 3));
  });

  it('逾 24 小時未回電: the leads still new filed more than 24 hours ago, not the ones within it', async () => {
    expect(await listed(support, 'view=overdue')).toEqual(pick(3));
    expect(await exported(marketing, 'view=overdue')).toEqual(pick(3));
    // 24 hours after lead 1 came in, it is past the promise too.
    h.clock.set(new Date('2026-06-10T16:00:01Z'));
    expect(await listed(support, 'view=overdue')).toEqual(pick(1, 3));
    h.clock.set(new Date('2026-06-10T02:00:00Z'));
  });

  it('指派給我: each staff member sees the leads assigned to them', async () => {
    expect(await listed(support, 'view=mine')).toEqual(pick(1));
    expect(await listed(marketing, 'view=mine')).toEqual(pick(3));
    expect(await exported(marketing, 'view=mine')).toEqual(pick(3));
  });

  it('a view ANDs with the filters, and an unknown view is refused', async () => {
    expect(await listed(support, 'view=today&kind=order')).toEqual(pick(2));
    expect(await listed(support, 'view=callback&from=2026-06-05')).toEqual(pick(1));
    expect(await listed(marketing, 'view=mine&status=new')).toEqual(pick(3));
    expect(await listed(support, 'view=mine&kind=community')).toEqual([]);
    const unknown = await h.call('GET', '/console/api/leads?view=everything', {
      headers: { cookie: support.cookie },
    });
    expect(unknown.status).toBe(422);
  });
});
