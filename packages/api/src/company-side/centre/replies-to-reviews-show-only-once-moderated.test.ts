/**
 * Rule (docs/spec/company-side.md#centre, #console): a company replies to its published reviews
 * from its centre; the reply waits (`pending`) and the public review shows none until an editor
 * publishes it, audited; a rejected reply stays hidden and its company reads why and may write it
 * again (pending again); a published reply is no longer changed (409). A review of another
 * company, or not yet published, reads as missing; a bad body is refused in zh-TW.
 */
import { messages } from '@renovo/core/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../console/leads/staff-for-tests.ts';
import { auditLog } from '../../db/schema-console.ts';
import { companyRatings } from '../../db/schema-reviews.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { insertCompany, memberOf } from './centre-for-tests.ts';

const m = messages.companyCentre;

describe.each(DATABASE_LANES)('replies to reviews on %s', (lane) => {
  let h: TestHarness;
  let companyId: number;
  let member: string;
  let other: string;
  let editor: Record<string, string>;
  let published: number;
  let pending: number;

  async function review(company: number, status: 'published' | 'pending', name: string) {
    const [row] = await h.db
      .insert(companyRatings)
      .values({
        companyId: company,
        source: 'seed',
        status,
        reviewerName: name,
        avatarUrl: '',
        score: 5,
        content: '設計師很用心，工期準時',
        publishedAt: status === 'published' ? h.clock() : null,
      })
      .returning({ id: companyRatings.id });
    return row!.id;
  }

  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
    companyId = await insertCompany(h, '回覆設計');
    const otherCompany = await insertCompany(h, '旁觀設計');
    member = (await memberOf(h, companyId, '0912200001', 'staff')).token;
    other = (await memberOf(h, otherCompany, '0912200002', 'owner')).token;
    editor = (await signedInStaff(h, 'editor', 'replies-editor@example.com')).write;
    published = await review(companyId, 'published', '王小姐');
    pending = await review(companyId, 'pending', '李先生');
  });
  afterAll(() => h.close());

  const publicReply = async () => {
    const res = await h.call('GET', `/hyperf/company_rating/list?company_id=${companyId}`);
    expect(res.status).toBe(200);
    return res.body.data.items.find((r: { id: number }) => r.id === published)?.reply ?? null;
  };
  const reply = (body: string, token = member, id = published) =>
    h.call('PUT', `/v1/company/reviews/${id}/reply`, { token, body: { body } });

  it('lists only the company’s published reviews', async () => {
    const res = await h.call('GET', '/v1/company/reviews', { token: member });
    expect(res.body.data.items.map((r: { id: number }) => r.id)).toEqual([published]);
    expect((await h.call('GET', '/v1/company/reviews', { token: other })).body.data.items).toEqual([]);
  });

  it('a reply waits for moderation and is not public', async () => {
    const res = await reply('謝謝您的肯定！');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.reply).toMatchObject({ body: '謝謝您的肯定！', status: 'pending' });
    expect(await publicReply()).toBeNull();
  });

  it('refuses a review of another company, one not published, and a bad body', async () => {
    expect((await reply('搶答', other)).status).toBe(404);
    expect((await reply('還沒公開', member, pending)).status).toBe(404);
    const short = await reply('x');
    expect(short.status).toBe(422);
    expect(JSON.stringify(short.body)).toContain(m.replyBody);
  });

  it('a rejected reply stays hidden; its company reads why and writes it again', async () => {
    const list = await h.call('GET', '/console/api/review-replies', { headers: editor });
    expect(list.body.data.map((r: { rating_id: number }) => r.rating_id)).toEqual([published]);
    const rejected = await h.call('POST', `/console/api/review-replies/${published}/reject`, {
      headers: editor,
      body: { reason: '請勿留下聯絡電話' },
    });
    expect(rejected.status).toBe(200);
    expect(await publicReply()).toBeNull();
    const mine = await h.call('GET', '/v1/company/reviews', { token: member });
    expect(mine.body.data.items[0].reply).toMatchObject({
      status: 'rejected',
      reject_reason: '請勿留下聯絡電話',
    });
    const again = await reply('謝謝您，期待再次合作');
    expect(again.body.data.reply).toMatchObject({ status: 'pending', reject_reason: null });
  });

  it('a published reply shows under the review, audited, and is not changed any more', async () => {
    const res = await h.call('POST', `/console/api/review-replies/${published}/approve`, { headers: editor });
    expect(res.status).toBe(200);
    expect(await publicReply()).toMatchObject({ body: '謝謝您，期待再次合作' });
    const twice = await h.call('POST', `/console/api/review-replies/${published}/approve`, {
      headers: editor,
    });
    expect(twice.status).toBe(409);
    const locked = await reply('改一下');
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(m.replyLocked);
    expect(await publicReply()).toMatchObject({ body: '謝謝您，期待再次合作' });
    const audit = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'review'), eq(auditLog.subjectId, String(published))));
    expect(audit.map((a) => a.action).sort()).toEqual(['review_reply.approve', 'review_reply.reject']);
  });
});
