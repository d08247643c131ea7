/**
 * Writing a review and its moderation: a submitted review is pending and not public;
 * an editor's approval publishes it and changes the company's rating and its reputation in the
 * ranking; a rejection keeps it hidden and tells its author why; editors and admins moderate,
 * support may not; a retried submit (same Idempotency-Key, or a second press) stores one review;
 * bad input gets a zh-TW 4xx, never a 5xx. Each moderation is in the audit log.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-console.ts';
import { companies } from '../../db/schema-content.ts';
import { companyRatings } from '../../db/schema-reviews.ts';
import { asStaff, OWN_ORIGIN, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

const CJK = /[\u4e00-\u9fff]/;
const scores = { design: 5, construction: 5, service: 5, budget: 5, schedule: 5 };
const text = '設計師很用心，工班也很細心，推薦給大家。';

describe.each(DATABASE_LANES)('review moderation on %s', (lane) => {
  let h: TestHarness;
  let editor: SignedInStaff;
  let support: SignedInStaff;
  let mobileCount = 0;

  beforeAll(async () => {
    h = await createHarness({ lane });
    editor = await signedInStaff(h, 'editor', 'ed@example.com');
    support = await signedInStaff(h, 'support', 'sp@example.com');
  });
  afterAll(() => h.close());

  const owner = () => h.login(`09670000${String(++mobileCount).padStart(2, '0')}`);

  /** A review through both steps of the full rating; answers its id. */
  async function submitted(token: string, companyId: number, s = scores): Promise<number> {
    const one = await h.call('POST', '/api/ratings/submit_step_one', {
      body: { company_id: companyId, scores: s },
      token,
    });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const labels = one.body.data.labels.slice(0, 1);
    const two = await h.call('POST', '/api/ratings/submit_step_two', {
      body: { id: one.body.data.id, labels, content: text },
      token,
    });
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    expect(two.body.data.status).toBe('pending');
    return one.body.data.id;
  }

  const publicIds = async (companyId: number) =>
    (
      await h.call('GET', `/hyperf/company_rating/list?company_id=${companyId}&per_page=50`)
    ).body.data.items.map((r: { id: number }) => r.id);
  const company = async (id: number) => (await h.db.select().from(companies).where(eq(companies.id, id)))[0]!;
  const approve = (id: number, staff = editor) =>
    h.call('POST', `/console/api/reviews/${id}/approve`, { headers: asStaff(staff) });
  const reject = (id: number, reason: unknown, staff = editor) =>
    h.call('POST', `/console/api/reviews/${id}/reject`, { body: { reason }, headers: asStaff(staff) });

  it('a pending review is not public: not listed, not readable by id, not counted', async () => {
    const before = await company(14);
    const token = await owner();
    const id = await submitted(token, 14);
    expect(await publicIds(14)).not.toContain(id);
    expect((await h.call('GET', `/api/ratings/${id}`)).status).toBe(404);
    expect((await h.call('GET', `/api/ratings/${id}`, { token })).body.data.status).toBe('pending');
    const after = await company(14);
    expect([after.ratingCount, after.ratingAvgX100, after.reputationX100]).toEqual([
      before.ratingCount,
      before.ratingAvgX100,
      before.reputationX100,
    ]);
    const queue = (await h.call('GET', '/console/api/reviews', { headers: asStaff(editor) })).body.data;
    expect(queue.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'pending',
      content: text,
    });
  });

  it('approving publishes it and changes the company rating and its reputation in the ranking', async () => {
    // Company 30 with five 1-star reviews pending: its figures move only when they are approved.
    const before = await company(30);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(
        await submitted(await owner(), 30, {
          design: 1,
          construction: 1,
          service: 1,
          budget: 1,
          schedule: 1,
        }),
      );
    }
    /** Company 30's card in the ranking, page by page. */
    const ranked = async () => {
      for (let page = 1; ; page += 1) {
        const data = (await h.call('GET', `/hyperf/company_rating/ranking?per_page=50&page=${page}`)).body
          .data;
        const card = data.items.find((c: { id: number }) => c.id === 30);
        if (card || data.items.length === 0) return card;
      }
    };
    const rankBefore = await ranked();
    for (const id of ids) {
      const res = await approve(id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.status).toBe('published');
    }
    expect(await publicIds(30)).toEqual(expect.arrayContaining(ids));
    expect((await h.call('GET', `/api/ratings/${ids[0]}`)).body.data.status).toBe('published');
    const after = await company(30);
    expect(after.ratingCount).toBe(before.ratingCount + 5);
    expect(after.ratingAvgX100).toBeLessThan(before.ratingAvgX100);
    expect(after.reputationX100).toBeLessThan(before.reputationX100);
    const detail = (await h.call('GET', '/v1/company/detail?id=30')).body.data;
    expect(detail.rating_count).toBe(after.ratingCount);
    const rankAfter = await ranked();
    expect(rankBefore).toBeDefined();
    expect(rankAfter.reputation).toBeLessThan(rankBefore.reputation);
    expect(rankAfter.rank).toBeGreaterThan(rankBefore.rank);
    // A second press changes nothing: 409 in zh-TW.
    const again = await approve(ids[0]!);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(CJK);
    const audit = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.approve'), eq(auditLog.subjectId, String(ids[0]))))
      .orderBy(desc(auditLog.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: editor.id, role: 'editor' });
  });

  it('rejecting keeps it hidden and tells its author why', async () => {
    const before = await company(15);
    const token = await owner();
    const id = await submitted(token, 15);
    const res = await reject(id, '內容含有廣告連結');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await publicIds(15)).not.toContain(id);
    expect((await h.call('GET', `/api/ratings/${id}`)).status).toBe(404);
    expect((await h.call('GET', `/api/ratings/${id}`, { token })).body.data).toMatchObject({
      status: 'rejected',
      reject_reason: '內容含有廣告連結',
    });
    expect((await company(15)).ratingCount).toBe(before.ratingCount);
    expect((await approve(id)).status).toBe(409);
    const [row] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.reject'), eq(auditLog.subjectId, String(id))));
    expect(row).toBeDefined();
    const rejected = (
      await h.call('GET', '/console/api/reviews?status=rejected', { headers: asStaff(editor) })
    ).body.data;
    expect(rejected.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('an editor can moderate but support cannot; no session is 401 and a foreign origin 403', async () => {
    const id = await submitted(await owner(), 16);
    const list = await h.call('GET', '/console/api/reviews', { headers: asStaff(support) });
    expect(list.status).toBe(403);
    expect(list.body.message).toMatch(CJK);
    expect((await approve(id, support)).status).toBe(403);
    expect((await reject(id, '不適當', support)).status).toBe(403);
    expect(
      (await h.call('POST', `/console/api/reviews/${id}/approve`, { headers: { origin: OWN_ORIGIN } }))
        .status,
    ).toBe(401);
    const foreign = await h.call('POST', `/console/api/reviews/${id}/approve`, {
      headers: { cookie: editor.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const [row] = await h.db.select().from(companyRatings).where(eq(companyRatings.id, id));
    expect(row!.status).toBe('pending');
    expect((await approve(id)).status).toBe(200);
  });

  it('a retried submit stores one review', async () => {
    const token = await owner();
    const key = { 'Idempotency-Key': 'review-retry-0001' };
    const body = { company_id: 17, scores };
    const first = await h.call('POST', '/api/ratings/submit_step_one', { body, token, headers: key });
    const retry = await h.call('POST', '/api/ratings/submit_step_one', { body, token, headers: key });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.data.id).toBe(first.body.data.id);
    const two = { id: first.body.data.id, labels: first.body.data.labels.slice(0, 1), content: text };
    const twoKey = { 'Idempotency-Key': 'review-retry-0002' };
    const sent = await h.call('POST', '/api/ratings/submit_step_two', { body: two, token, headers: twoKey });
    const resent = await h.call('POST', '/api/ratings/submit_step_two', {
      body: two,
      token,
      headers: twoKey,
    });
    expect([sent.status, resent.status]).toEqual([200, 200]);
    expect(resent.body.data).toEqual(sent.body.data);
    // Two presses racing without a key: one review; the other is a 409 in zh-TW.
    const other = await h.call('POST', '/api/ratings/submit_step_one', {
      body: { company_id: 17, scores },
      token,
    });
    expect(other.status).toBe(409);
    const token2 = await owner();
    const [a, b] = await Promise.all([
      h.call('POST', '/api/ratings/submit_step_one', { body, token: token2 }),
      h.call('POST', '/api/ratings/submit_step_one', { body, token: token2 }),
    ]);
    const racing = await Promise.all(
      [a, b].map((one) =>
        h.call('POST', '/api/ratings/submit_step_two', {
          body: { id: one.body.data.id, labels: one.body.data.labels.slice(0, 1), content: text },
          token: token2,
        }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    const stored = await h.db
      .select()
      .from(companyRatings)
      .where(and(eq(companyRatings.companyId, 17), eq(companyRatings.status, 'pending')));
    expect(stored.filter((r) => r.content === text)).toHaveLength(2);
  });

  it('off-site: a company not listed is reviewed by name, pending, then published in the review list without changing any listed company', async () => {
    const token = await owner();
    const totals = async () =>
      (await h.db.select({ n: companies.ratingCount }).from(companies)).reduce((sum, r) => sum + r.n, 0);
    const countBefore = await totals();
    const one = await h.call('POST', '/api/ratings/submit_step_one', {
      body: { company_name: '  巷口木工行  ', scores },
      token,
    });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const id = one.body.data.id;
    const two = await h.call('POST', '/api/ratings/submit_step_two', {
      body: { id, labels: one.body.data.labels.slice(0, 1), content: text },
      token,
    });
    expect(two.body.data).toMatchObject({ status: 'pending', company: null, company_name: '巷口木工行' });
    const everywhere = async () =>
      (await h.call('GET', '/hyperf/company_rating/list?per_page=50')).body.data.items.map(
        (r: { id: number }) => r.id,
      );
    expect(await everywhere()).not.toContain(id);
    const queue = (await h.call('GET', '/console/api/reviews', { headers: asStaff(editor) })).body.data;
    expect(queue.find((r: { id: number }) => r.id === id)?.company).toEqual({ id: null, name: '巷口木工行' });
    expect((await approve(id)).status).toBe(200);
    expect(await everywhere()).toContain(id);
    expect((await h.call('GET', `/api/ratings/${id}`)).body.data).toMatchObject({
      status: 'published',
      company: null,
      company_name: '巷口木工行',
    });
    expect(await totals()).toBe(countBefore);
    // Exactly one of company_id and company_name; an off-site review names no work.
    for (const body of [
      { scores },
      { company_id: 12, company_name: '巷口木工行', scores },
      { company_name: '巷', scores },
      { company_name: '巷口木工行', work_id: 1, scores },
    ]) {
      const res = await h.call('POST', '/api/ratings/submit_step_one', { body, token });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toMatch(CJK);
    }
  });

  it('bad input gets a zh-TW 4xx, never a 5xx', async () => {
    const id = await submitted(await owner(), 18);
    const cases = [
      await reject(id, ''),
      await reject(id, 'x'.repeat(201)),
      await reject(id, 42),
      await h.call('POST', '/console/api/reviews/abc/approve', { headers: asStaff(editor) }),
      await h.call('POST', '/console/api/reviews/999999999/approve', { headers: asStaff(editor) }),
      await h.call('GET', '/console/api/reviews?status=draft', { headers: asStaff(editor) }),
      await h.call('POST', '/api/ratings/submit_step_two', {
        body: { id, labels: ['溝通順暢'], content: text },
        token: await owner(),
      }),
    ];
    for (const res of cases) {
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message).toMatch(CJK);
    }
    expect(cases[0]!.body.message).toBe('請填寫退回原因（2 到 200 個字）');
    expect(cases[4]!.status).toBe(404);
  });
});
