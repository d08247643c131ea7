/**
 * The inbox's filters find exactly the matching leads (date range in Taiwan days, partner, kind,
 * module, type, region, verified, status, assignee, mobile whole or by its last digits), the
 * index follows every lead route and an erasure; the status workflow moves forward, to invalid or
 * spam, back to new from those, and refuses the rest (409); an assignee must work leads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { writeLeads } from './leads-for-tests.ts';
import { signedInStaff } from './staff-for-tests.ts';

describe.each(DATABASE_LANES)('lead inbox filters and workflow on %s', (lane) => {
  let h: TestHarness;
  let support: Awaited<ReturnType<typeof signedInStaff>>;
  let editor: Awaited<ReturnType<typeof signedInStaff>>;
  let ids: { kind: string; id: number }[];

  beforeAll(async () => {
    h = await createHarness({ lane });
    support = await signedInStaff(h, 'support', 'support@example.com');
    editor = await signedInStaff(h, 'editor', 'editor@example.com');
    ids = await writeLeads(h.db, [
      // 0: 2026-04-01 23:30 Taiwan = 15:30 UTC
      {
        kind: 'basic',
        at: new Date('2026-04-01T15:30:00Z'),
        mobile: '0911000111',
        partnerKey: 'demo',
        module: 'm1',
        type: 'work',
        regionId: 3,
        verified: true,
      },
      // 1: 2026-04-02 00:30 Taiwan = 2026-04-01 16:30 UTC (the next Taiwan day)
      {
        kind: 'community',
        at: new Date('2026-04-01T16:30:00Z'),
        mobile: '0922000222',
        module: 'm2',
        type: 'article',
        regionId: 5,
      },
      {
        kind: 'consult',
        at: new Date('2026-04-02T02:00:00Z'),
        mobile: '0933000111',
        partnerKey: 'demo',
        module: 'm1',
        type: 'work',
        regionId: 3,
      },
      { kind: 'authorize', at: new Date('2026-04-03T02:00:00Z'), mobile: '0944000444', verified: true },
      { kind: 'order', at: new Date('2026-04-04T02:00:00Z'), mobile: '0955000555', module: 'order_modal' },
    ]);
  });
  afterAll(() => h.close());

  async function find(query: string): Promise<string[]> {
    const answer = await h.call('GET', `/console/api/leads?${query}`, { headers: support.read });
    expect(answer.status, query).toBe(200);
    return answer.body.data.items.map((r: { kind: string; id: number }) => `${r.kind}:${r.id}`);
  }
  const key = (i: number) => `${ids[i]!.kind}:${ids[i]!.id}`;
  const within = 'from=2026-04-01&to=2026-04-04';

  it('each filter finds exactly its leads, newest first', async () => {
    expect(await find(within)).toEqual([4, 3, 2, 1, 0].map(key));
    expect(await find('from=2026-04-01&to=2026-04-01')).toEqual([key(0)]);
    expect(await find('from=2026-04-02&to=2026-04-02')).toEqual([key(2), key(1)]);
    expect(await find('from=2026-04-01T16:00:00Z&to=2026-04-02T03:00:00Z')).toEqual([key(2), key(1)]);
    expect(await find(`${within}&partner=demo`)).toEqual([key(2), key(0)]);
    expect(await find(`${within}&kind=community`)).toEqual([key(1)]);
    expect(await find(`${within}&module=m1`)).toEqual([key(2), key(0)]);
    expect(await find(`${within}&type=article`)).toEqual([key(1)]);
    expect(await find(`${within}&region=3`)).toEqual([key(2), key(0)]);
    expect(await find(`${within}&verified=1`)).toEqual([key(3), key(0)]);
    expect(await find(`${within}&verified=0`)).toEqual([key(4), key(2), key(1)]);
    expect(await find(`${within}&status=new`)).toHaveLength(5);
    expect(await find(`${within}&partner=demo&module=m1&kind=consult`)).toEqual([key(2)]);
  });

  it('a mobile is found whole or by its last 3 or more digits', async () => {
    expect(await find('mobile=0911000111')).toEqual([key(0)]);
    expect(await find('mobile=111')).toEqual([key(2), key(0)]);
    expect(await find('mobile=000111')).toEqual([key(2), key(0)]);
    expect(await find('mobile=3000111')).toEqual([key(2)]);
    const short = await h.call('GET', '/console/api/leads?mobile=11', { headers: support.read });
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('請輸入行動電話末 3 碼以上的數字');
  });

  it('bad filters are 422s with zh-TW messages, never 500s', async () => {
    for (const query of [
      'from=yesterday',
      'from=0000-01-01',
      'to=9999-12-31T00:00:00Z',
      'region=0',
      'limit=500',
      'status=done',
      'cursor=abc',
      'partner=%00x',
    ]) {
      const answer = await h.call('GET', `/console/api/leads?${query}`, { headers: support.read });
      expect(answer.status, query).toBe(422);
      expect(answer.body.message).toMatch(/[\u3400-\u9fff]/);
    }
  });

  it('a lead filed through a lead route is in the inbox at once; an erasure clears its mobile there', async () => {
    const mobile = '0966000666';
    const answer = await h.call('POST', '/hyperf/clues/consult', {
      headers: { origin: 'http://127.0.0.1:8080', referer: 'http://127.0.0.1:8080/works/9#top' },
      body: {
        mobile,
        accepted: 1,
        notice_version: '2026-11',
        type: 'consult',
        source_type: 'work',
        source_id: 5,
        region_id: 7,
        utm: { source: 'fb' },
      },
    });
    expect(answer.status).toBe(200);
    const listed = (await h.call('GET', `/console/api/leads?mobile=${mobile}`, { headers: support.read }))
      .body.data.items;
    expect(listed).toEqual([
      expect.objectContaining({
        kind: 'consult',
        id: answer.body.data.id,
        partner_key: 'demo',
        page: 'http://127.0.0.1:8080/works/9',
        region_id: 7,
        utm_source: 'fb',
        module: 'consult',
        type: 'work',
      }),
    ]);
    // The person erases their data (privacy rights): the inbox no longer finds the number.
    await h.call('POST', '/v1/codes', { body: { medium: 'sms', type: 'privacy', username: mobile } });
    const code = (await h.call('GET', `/v1/codes?username=${mobile}`)).body.data.code;
    expect((await h.call('POST', '/v1/privacy/erase', { body: { mobile, code } })).status).toBe(200);
    expect(await find(`mobile=${mobile}`)).toEqual([]);
    const detail = await h.call('GET', `/console/api/leads/consult/${answer.body.data.id}`, {
      headers: support.read,
    });
    expect(detail.body.data.lead.mobile).toBe('');
  });

  it('the workflow: forward steps, invalid/spam from anywhere, back to new from those; others are 409', async () => {
    const path = `/console/api/leads/${ids[4]!.kind}/${ids[4]!.id}`;
    const move = (status: string) => h.call('PATCH', path, { headers: support.write, body: { status } });
    expect((await move('matched')).status).toBe(200);
    const back = await move('contacted');
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('名單狀態無法由「已媒合」改為「已聯繫」');
    expect((await move('closed')).status).toBe(200);
    expect((await move('new')).status).toBe(409);
    expect((await move('spam')).status).toBe(200);
    expect((await move('contacted')).status).toBe(409);
    expect((await move('new')).body.data.status).toBe('new');
    expect(await find(`${within}&status=new`)).toContain(key(4));
  });

  it('notes are listed in the detail; an assignee must be a staff account that works leads', async () => {
    const path = `/console/api/leads/${ids[3]!.kind}/${ids[3]!.id}`;
    await h.call('POST', `${path}/notes`, {
      headers: support.write,
      body: { body: '第一通：未接\n第二通：約週六' },
    });
    const detail = (await h.call('GET', path, { headers: support.read })).body.data;
    expect(detail.notes).toEqual([
      expect.objectContaining({ staff_id: support.id, body: '第一通：未接\n第二通：約週六' }),
    ]);
    expect(
      (await h.call('POST', `${path}/notes`, { headers: support.write, body: { body: '  ' } })).status,
    ).toBe(422);
    for (const assignee of [editor.id, 999999]) {
      const answer = await h.call('PATCH', path, { headers: support.write, body: { assignee_id: assignee } });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('指派對象不是有效的員工帳號');
    }
    expect(
      (await h.call('PATCH', path, { headers: support.write, body: { assignee_id: support.id } })).status,
    ).toBe(200);
    expect(await find(`assignee=${support.id}`)).toEqual([key(3)]);
    // Unassigned: every lead but the one just given to support.
    const unassigned = await find(`${within}&assignee=none`);
    expect(unassigned).not.toContain(key(3));
    expect(unassigned).toContain(key(4));
    expect(
      (await h.call('PATCH', path, { headers: support.write, body: { assignee_id: null } })).body.data
        .assignee_id,
    ).toBeNull();
    expect((await h.call('GET', '/console/api/leads/order/999999', { headers: support.read })).status).toBe(
      404,
    );
  });
});
