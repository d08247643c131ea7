/**
 * Rule (docs/spec/company-side.md#centre): a member's new work is a draft; submitting it sends it
 * for review (`review_requested_at`), and the staff publish it from the console's 待審核 list
 * (publishing clears the request) or return it with a reason the company reads (sending it again
 * clears the reason). A company the staff verified (`staff_verified`) that already
 * has a published work publishes at once. A work's photos must be the company's own uploads
 * (a photo uploaded through the member route is; another company's is refused; a company uploads
 * at most COMPANY_SIDE_LIMITS.photosPerDay a Taipei day); a published work,
 * or one the staff scheduled, is the staff's to change; another company's work reads as missing.
 */
import { COMPANY_SIDE_LIMITS } from '@renovo/core/contracts';
import { consoleWorkMessages, format, messages } from '@renovo/core/messages';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../console/leads/staff-for-tests.ts';
import { rateLimitEvents } from '../../db/schema.ts';
import { companyMedia } from '../../db/schema-company-side.ts';
import { auditLog } from '../../db/schema-console.ts';
import { works } from '../../db/schema-content.ts';
import { limitKey } from '../../services/rate-limit/index.ts';
import { readyPhoto } from '../../testing/console-content-for-tests.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { insertCompany, memberOf } from './centre-for-tests.ts';

const m = messages.companyCentre;
const work = (title: string, photos: { media_id: number; space_id: number }[] = [], submit = false) => ({
  title,
  style_id: 1,
  housing_type: 1,
  area_ping: 30,
  room: 3,
  hall: 2,
  bath: 2,
  budget_wan: 120,
  region_id: 1,
  photos,
  submit,
});

describe.each(DATABASE_LANES)('works written in the company centre on %s', (lane) => {
  let h: TestHarness;
  let plain: string;
  let verified: string;
  let plainId: number;
  let verifiedId: number;
  let editor: Record<string, string>;

  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
    plainId = await insertCompany(h, '一般設計');
    verifiedId = await insertCompany(h, '認證設計', {
      taxId: '04595257',
      licenceNo: '室內裝修業登記證 第 0001 號',
      licenceExpiresOn: '2099-12-31',
      verified: true,
    });
    plain = (await memberOf(h, plainId, '0912100001', 'staff')).token;
    verified = (await memberOf(h, verifiedId, '0912100002', 'owner')).token;
    editor = (await signedInStaff(h, 'editor', 'centre-works-editor@example.com')).write;
  });
  afterAll(() => h.close());

  async function ownPhoto(companyId: number, name: string) {
    const id = await readyPhoto(h, name);
    await h.db.insert(companyMedia).values({ mediaId: id, companyId });
    return id;
  }

  it('a member uploads a photo through the media pipeline: it is the company’s, a video is refused', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c96' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(jpeg)], 'living.jpg'));
    const res = await h.app.request('/v1/company/media', {
      method: 'POST',
      headers: { authorization: `Bearer ${plain}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: number; status: string } };
    expect(data.status).toBe('processing');
    const read = await h.call('GET', `/v1/company/media/${data.id}`, { token: plain });
    expect(read.status).toBe(200);
    expect((await h.call('GET', `/v1/company/media/${data.id}`, { token: verified })).status).toBe(404);
    const text = new FormData();
    text.set('file', new File([new TextEncoder().encode('not a photo at all')], 'a.txt'));
    const refused = await h.app.request('/v1/company/media', {
      method: 'POST',
      headers: { authorization: `Bearer ${plain}` },
      body: text,
    });
    expect(refused.status).toBe(415);
  });

  it(`a company uploads at most ${COMPANY_SIDE_LIMITS.photosPerDay} photos a Taipei day, however many arrive at once (429, nothing stored)`, async () => {
    const companyId = await insertCompany(h, '上傳上限設計');
    const token = (await memberOf(h, companyId, '0912100009', 'owner')).token;
    // The day's uploads so far: all but two of the limit, as a loop of uploads spends them.
    const key = limitKey('company-photos', companyId);
    await h.db
      .insert(rateLimitEvents)
      .values(Array.from({ length: COMPANY_SIDE_LIMITS.photosPerDay - 2 }, () => ({ key, at: h.clock() })));
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const upload = () => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(jpeg)], 'one-more.jpg'));
      return h.app.request('/v1/company/media', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    // Four at once: two are taken, two refused with the reason.
    const answers = await Promise.all([upload(), upload(), upload(), upload()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 429, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(((await refused.json()) as { message: string }).message).toBe(
      format(m.uploadsTooMany, { max: COMPANY_SIDE_LIMITS.photosPerDay }),
    );
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const [held] = await h.db
      .select({ n: count() })
      .from(companyMedia)
      .where(eq(companyMedia.companyId, companyId));
    expect(held!.n).toBe(2);
  });

  it('a new work is a draft with the company’s photos; another company’s photo is refused', async () => {
    const own = await ownPhoto(plainId, 'plain-1');
    const foreign = await ownPhoto(verifiedId, 'verified-1');
    const refused = await h.call('POST', '/v1/company/works', {
      token: plain,
      body: work('借來的照片', [{ media_id: foreign, space_id: 1 }]),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain(String(foreign));
    const res = await h.call('POST', '/v1/company/works', {
      token: plain,
      body: work('一般公司的草稿', [{ media_id: own, space_id: 1 }]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'draft', review_requested_at: null, cover_media_id: own });
    expect(res.body.data.photos[0].picture.sources.length).toBeGreaterThan(0);
    const list = await h.call('GET', '/v1/company/works', { token: plain });
    expect(list.body.data.items.map((w: { title: string }) => w.title)).toEqual(['一般公司的草稿']);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a company that is not staff-verified waits for review; the staff return it with a reason, then publish it from 待審核', async () => {
    const [draft] = (await h.call('GET', '/v1/company/works', { token: plain })).body.data.items;
    // Not waiting yet: nothing to return (409); an unknown work is a 404.
    const early = await h.call('POST', `/console/api/works/${draft.id}/return`, {
      headers: editor,
      body: { reason: '請補上廚房照片' },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(consoleWorkMessages.notWaiting);
    expect(
      (
        await h.call('POST', '/console/api/works/999999/return', {
          headers: editor,
          body: { reason: '請補上廚房照片' },
        })
      ).status,
    ).toBe(404);
    await h.call('PUT', `/v1/company/works/${draft.id}`, {
      token: plain,
      body: work('一般公司的草稿', [], true),
    });
    // Returned with a reason (an empty one is refused): the company reads it, the log does not hold it.
    const blank = await h.call('POST', `/console/api/works/${draft.id}/return`, {
      headers: editor,
      body: { reason: '  ' },
    });
    expect(blank.status).toBe(422);
    const returned = await h.call('POST', `/console/api/works/${draft.id}/return`, {
      headers: editor,
      body: { reason: '請補上廚房照片' },
    });
    expect(returned.status).toBe(200);
    const mine = (await h.call('GET', '/v1/company/works', { token: plain })).body.data.items.find(
      (w: { id: number }) => w.id === draft.id,
    );
    expect(mine).toMatchObject({ status: 'draft', review_requested_at: null, review_note: '請補上廚房照片' });
    const logged = await h.db.select().from(auditLog).where(eq(auditLog.action, 'work.return'));
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('廚房');
    // Sent again: it waits, and the reason is done with.
    const sent = await h.call('PUT', `/v1/company/works/${draft.id}`, {
      token: plain,
      body: work('一般公司的草稿', [], true),
    });
    expect(sent.body.data.review_note).toBeNull();
    expect(sent.status).toBe(200);
    expect(sent.body.data.status).toBe('draft');
    expect(sent.body.data.review_requested_at).not.toBeNull();
    const waiting = await h.call('GET', '/console/api/works?waiting=true', { headers: editor });
    expect(waiting.body.data.items.map((w: { id: number }) => w.id)).toEqual([draft.id]);
    const published = await h.call('PATCH', `/console/api/works/${draft.id}`, {
      headers: editor,
      body: { status: 'published' },
    });
    expect(published.status).toBe(200);
    expect(published.body.data.reviewRequestedAt).toBeNull();
    expect(
      (await h.call('GET', '/console/api/works?waiting=true', { headers: editor })).body.data.items,
    ).toEqual([]);
    const locked = await h.call('PUT', `/v1/company/works/${draft.id}`, {
      token: plain,
      body: work('改標題'),
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(m.workLocked);
  });

  it('a staff-verified company without a published work still waits', async () => {
    const res = await h.call('POST', '/v1/company/works', {
      token: verified,
      body: work('認證公司第一件', [], true),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('draft');
    expect(res.body.data.review_requested_at).not.toBeNull();
  });

  it('a staff-verified company with a published work publishes at once', async () => {
    const [first] = (await h.call('GET', '/v1/company/works', { token: verified })).body.data.items;
    await h.call('PATCH', `/console/api/works/${first.id}`, {
      headers: editor,
      body: { status: 'published' },
    });
    const res = await h.call('POST', '/v1/company/works', {
      token: verified,
      body: work('認證公司第二件', [], true),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'published', review_requested_at: null });
    const draft = await h.call('POST', '/v1/company/works', { token: verified, body: work('認證公司草稿') });
    expect(draft.body.data.status).toBe('draft');
  });

  it('another company’s work reads as missing; a taken title is a 409', async () => {
    const [theirs] = (await h.call('GET', '/v1/company/works', { token: verified })).body.data.items;
    const res = await h.call('PUT', `/v1/company/works/${theirs.id}`, { token: plain, body: work('搶來的') });
    expect(res.status).toBe(404);
    const taken = await h.call('POST', '/v1/company/works', { token: plain, body: work('認證公司草稿') });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(m.workTitleTaken);
    expect((await h.db.select().from(works)).length).toBe(4);
  });

  it("a work the staff scheduled is the staff's to change too: an edit is refused and leaves it scheduled", async () => {
    const made = await h.call('POST', '/v1/company/works', { token: plain, body: work('排程中的作品') });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await h.db.update(works).set({ status: 'scheduled' }).where(eq(works.id, made.body.data.id));
    const edit = await h.call('PUT', `/v1/company/works/${made.body.data.id}`, {
      token: plain,
      body: work('改成草稿'),
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(m.workScheduled);
    const [row] = await h.db.select().from(works).where(eq(works.id, made.body.data.id));
    expect(row).toMatchObject({ status: 'scheduled', title: '排程中的作品' });
  });
});
