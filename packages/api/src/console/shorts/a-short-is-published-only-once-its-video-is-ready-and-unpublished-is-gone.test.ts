/**
 * Shorts in the console (docs/spec/console.md#shorts): a short cannot be published before its
 * video is transcoded (422 with a zh-TW reason), is once it is, and then plays the transcoded MP4
 * on the site; taken off the site it is gone — its public URL answers 410 and no public list,
 * guide count or sitemap shows it. The seed's shorts stay published. Every write is audited;
 * support and marketing get 403.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { consoleShortsMessages as m } from '@renovo/core/messages';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-console.ts';
import { shorts } from '../../db/schema-content.ts';
import { mediaAssets } from '../../db/schema-media.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { type JobEngine, startJobs } from '../../services/retention/scheduler.ts';
import { asStaff, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { testClip } from '../../testing/test-clip.ts';

describe.each(DATABASE_LANES)('console shorts on %s', (lane) => {
  let h: TestHarness;
  let engine: JobEngine | undefined;
  let app: Hono<AppEnv>;
  let editor: SignedInStaff;
  let support: SignedInStaff;
  let marketing: SignedInStaff;
  let videoId: number;

  beforeAll(async () => {
    h = await createHarness({ lane });
    app = h.app;
    editor = await signedInStaff(h, 'editor', 'shorts-editor@example.com');
    support = await signedInStaff(h, 'support', 'shorts-support@example.com');
    marketing = await signedInStaff(h, 'marketing', 'shorts-marketing@example.com');
  }, 60_000);
  afterAll(async () => {
    await engine?.stop();
    await h.close();
  });

  const json = (staff = editor) => asStaff(staff, { 'content-type': 'application/json' });
  const create = (body: object, staff = editor) =>
    h.call('POST', '/console/api/shorts', { headers: json(staff), body, app });
  const patch = (id: number, body: object, staff = editor) =>
    h.call('PATCH', `/console/api/shorts/${id}`, { headers: json(staff), body, app });
  const fields = (title: string) => ({ title, category_id: 1, style_id: 1, video_media_id: videoId });
  const publicIds = async () =>
    (await h.call('GET', '/v1/shorts/list?per_page=50')).body.data.items.map((s: { id: number }) => s.id);

  async function ready(id: number) {
    for (let i = 0; i < 300; i += 1) {
      const [row] = await h.db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
      if (row?.status !== 'processing') return row;
      await sleep(100);
    }
    throw new Error(`asset ${id} still processing`);
  }

  it('the seed’s shorts stay published after the migration', async () => {
    const rows = await h.db.select({ status: shorts.status }).from(shorts);
    expect(rows.length).toBe(50);
    expect(rows.every((r) => r.status === 'published')).toBe(true);
    expect((await h.call('GET', '/v1/shorts/list')).body.data.total).toBe(50);
  });

  it('a short cannot be published before its video is ready (422), and can once it is; it then plays the transcoded MP4', async () => {
    // Uploaded while no job engine runs: the video stays processing.
    const form = new FormData();
    const clip = await testClip({ width: 360, height: 640, seconds: 2 });
    form.set('file', new File([clip as Uint8Array<ArrayBuffer>], 'vertical.mp4'));
    const sent = await h.app.request('/console/api/media', {
      method: 'POST',
      headers: asStaff(editor),
      body: form,
    });
    expect(sent.status).toBe(201);
    videoId = ((await sent.json()) as { data: { id: number } }).data.id;

    const early = await create({ ...fields('還在轉檔就發布'), status: 'published' });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(m.notYetReady);

    const draft = await create({ ...fields('浴室防水一分鐘'), tags: ['浴室', '防水'] });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const id = draft.body.data.id as number;
    const tooSoon = await patch(id, { status: 'published' });
    expect(tooSoon.status).toBe(422);
    expect(tooSoon.body.message).toBe(m.notYetReady);
    expect(await publicIds()).not.toContain(id);

    engine = await startJobs({
      handle: h.handle,
      env: h.env,
      logger: pino({ level: 'silent' }),
      pollingIntervalSeconds: 0.5,
      media: h.media,
    });
    app = h.appWith({ jobs: engine.boss });
    expect((await ready(videoId))?.status).toBe('ready');

    const published = await patch(id, { status: 'published' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({
      status: 'published',
      tags: ['浴室', '防水'],
      video: { id: videoId, status: 'ready' },
      video_url: expect.stringMatching(/^\/uploads\/[0-9a-f]{20}\.mp4$/),
      poster_url: expect.stringMatching(/^\/uploads\/[0-9a-f]{20}\.jpg$/),
    });
    // Visible at once (the content cache is dropped by the write).
    expect(await publicIds()).toContain(id);
    const detail = await h.call('GET', `/v1/shorts/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      id,
      video_type: 'video/mp4',
      video_url: expect.stringMatching(/\/uploads\/[0-9a-f]{20}\.mp4$/),
      poster: expect.stringMatching(/\/uploads\/[0-9a-f]{20}\.jpg$/),
      duration: 2,
    });
    const file = await h.app.request(new URL(detail.body.data.video_url).pathname, {
      headers: { range: 'bytes=0-1' },
    });
    expect(file.status).toBe(206);

    const actions = await h.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'short'), eq(auditLog.subjectId, String(id))));
    expect(actions.map((a) => a.action)).toEqual(['short.create', 'short.publish']);
  }, 120_000);

  it('a short whose transcode failed cannot be published (422 with the reason to retry)', async () => {
    const draft = await create(fields('轉檔失敗的影片'));
    expect(draft.status).toBe(201);
    const [failed] = await h.db
      .insert(mediaAssets)
      .values({
        kind: 'video',
        status: 'failed',
        sourceType: 'video/mp4',
        sourceSha256: 'ab'.repeat(32),
        sourceBytes: 1,
      })
      .returning({ id: mediaAssets.id });
    const refused = await patch(draft.body.data.id, { video_media_id: failed!.id, status: 'published' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(m.videoFailed);
    const photoAsVideo = await patch(draft.body.data.id, { video_media_id: 999_999 });
    expect(photoAsVideo.status).toBe(422);
    expect(photoAsVideo.body.message).toBe(m.notAVideo);
  });

  it('an unpublished short is gone: 410 from its public URL, and out of the lists, the guide counts and the sitemap', async () => {
    const made = await create({ ...fields('下架後就消失'), status: 'published', category_id: 2 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    const guideCount = async () =>
      (await h.call('GET', '/hyperf/decoration_guide/categories')).body.data.items.find(
        (c: { id: number }) => c.id === 2,
      ).short_count as number;
    const sitemap = async () => (await h.app.request('/sitemaps/shorts-1.xml')).text();
    expect(await publicIds()).toContain(id);
    const countBefore = await guideCount();
    expect(await sitemap()).toContain(`/shorts?id=${id}<`);

    const off = await patch(id, { status: 'unpublished' });
    expect(off.status).toBe(200);
    const gone = await h.call('GET', `/v1/shorts/${id}`);
    expect(gone.status).toBe(410);
    expect(await publicIds()).not.toContain(id);
    const guide = (await h.call('GET', '/hyperf/decoration_guide/short_videos?category_id=2&per_page=50'))
      .body.data;
    expect(guide.items.map((s: { id: number }) => s.id)).not.toContain(id);
    expect(await guideCount()).toBe(countBefore - 1);
    expect(await sitemap()).not.toContain(`/shorts?id=${id}<`);
    expect((await h.call('POST', `/hyperf/short_videos/${id}/play_video`)).status).toBe(404);

    // A draft was never on the site: 404, not 410.
    const draft = await create(fields('從未發布'));
    expect((await h.call('GET', `/v1/shorts/${draft.body.data.id}`)).status).toBe(404);
    // The console still lists both, with their states.
    const listed = (await h.call('GET', '/console/api/shorts', { headers: asStaff(editor), app })).body.data;
    const statusOf = (sid: number) => listed.items.find((s: { id: number }) => s.id === sid)?.status;
    expect([statusOf(id), statusOf(draft.body.data.id)]).toEqual(['unpublished', 'draft']);
  });

  it('a taken title is a 409 and a bad field a 422, each with a zh-TW reason', async () => {
    const again = await create(fields('浴室防水一分鐘'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.titleTaken);
    const badCategory = await create({ ...fields('分類不存在'), category_id: 9999 });
    expect(badCategory.status).toBe(422);
    expect(badCategory.body.message).toBe(m.badCategory);
    const noTitle = await create({ ...fields(''), title: '' });
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.message).toBe(m.titleRequired);
  });

  it('support and marketing may not list, read, create or change shorts (403)', async () => {
    for (const staff of [support, marketing]) {
      expect((await h.call('GET', '/console/api/shorts', { headers: asStaff(staff), app })).status).toBe(403);
      expect((await h.call('GET', '/console/api/shorts/1', { headers: asStaff(staff), app })).status).toBe(
        403,
      );
      expect((await create(fields('不該建立'), staff)).status).toBe(403);
      expect((await patch(1, { status: 'unpublished' }, staff)).status).toBe(403);
    }
    const [seeded] = await h.db.select({ status: shorts.status }).from(shorts).where(eq(shorts.id, 1));
    expect(seeded?.status).toBe('published');
  });
});
