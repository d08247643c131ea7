/**
 * The console's articles (docs/spec/console.md#articles, #publishing) on the empty database
 * production starts with: a draft is nowhere on the site; publishing needs a body and a ready
 * cover, stores sanitised HTML whose media-library images are `<picture>`s, and shows the
 * article in its page, the list, the search and the sitemap; unpublishing takes it off all of
 * them and its URL answers 410; a scheduled article is published by the job's run once its time
 * has come; every save is a revision, a stale save is a 409, an old revision can be restored; a
 * preview link shows an unpublished article to whoever holds it, for a while; only editors and
 * admins write; every write is audited.
 */
import { articleEditorMessages as m } from '@renovo/core/messages';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-console.ts';
import { processAsset, storeUpload } from '../../media/media.service.ts';
import { asStaff, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { taggedPhoto } from '../../testing/tagged-photo.ts';
import { publishDueArticles } from './articles.service.ts';

const BODY =
  '<h2>先減量</h2><p onclick="x()">收納從丟東西開始。<script>alert(1)</script></p><ul><li>衣物</li></ul>';

describe.each(DATABASE_LANES)('console articles on %s', (lane) => {
  let h: TestHarness;
  let editor: SignedInStaff;
  let support: SignedInStaff;
  let marketing: SignedInStaff;
  let photo: number;

  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
    editor = await signedInStaff(h, 'editor', 'article-editor@example.com');
    support = await signedInStaff(h, 'support', 'article-support@example.com');
    marketing = await signedInStaff(h, 'marketing', 'article-marketing@example.com');
    const bytes = await taggedPhoto(
      sharp({ create: { width: 1600, height: 900, channels: 3, background: '#807060' } }),
    );
    photo = await storeUpload(h.db, h.media, { bytes, kind: 'photo', type: 'image/jpeg', staffId: null });
    await processAsset(h.db, h.media, photo, h.logger);
  });
  afterAll(() => h.close());

  const write = (method: string, path: string, body: unknown, staff = editor) =>
    h.call(method, path, { body, headers: asStaff(staff) });
  const detail = (id: number, preview?: string) =>
    h.call('GET', `/v1/article/detail?id=${id}${preview ? `&preview=${encodeURIComponent(preview)}` : ''}`);
  const listed = async (id: number) =>
    (await h.call('GET', '/v1/article/list?page=1&per_page=50')).body.data.items.some(
      (a: { id: number }) => a.id === id,
    );
  const found = async (id: number, keyword: string) =>
    (
      await h.call('GET', `/hyperf/search/results?keyword=${encodeURIComponent(keyword)}`)
    ).body.data.articles.items.some((a: { id: number }) => a.id === id);
  const inSitemap = async (id: number) => {
    const res = await h.app.request('/sitemaps/articles-1.xml');
    return res.status === 200 && (await res.text()).includes(`/article/${id}<`);
  };
  const draft = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    body_html: BODY,
    label_id: 1,
    sub_label_id: 101,
    labels: ['收納', '收納', '小坪數'],
    ...extra,
  });

  it('a draft is nowhere on the site: not its page, the list, the search nor the sitemap', async () => {
    const made = await write('POST', '/console/api/articles', draft('小宅收納三原則'));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ status: 'draft', revision: 1 });
    const id = made.body.data.id as number;
    expect((await detail(id)).status).toBe(404);
    expect(await listed(id)).toBe(false);
    expect(await found(id, '小宅收納')).toBe(false);
    expect(await inSitemap(id)).toBe(false);
  });

  it('publishing needs a body and a ready cover photo (a zh-TW reason each)', async () => {
    const noCover = await write('POST', '/console/api/articles', draft('沒有封面', { status: 'published' }));
    expect(noCover.status).toBe(422);
    expect(noCover.body.message).toBe(m.coverNeeded);
    const noBody = await write(
      'POST',
      '/console/api/articles',
      draft('沒有內文', { status: 'published', cover_media_id: photo, body_html: '<p> </p>' }),
    );
    expect(noBody.status).toBe(422);
    expect(noBody.body.message).toBe(m.emptyBody);
    const missing = await write(
      'POST',
      '/console/api/articles',
      draft('封面不存在', { cover_media_id: 999_999 }),
    );
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(m.coverNotReady);
    const mismatch = await write('POST', '/console/api/articles', draft('分類不符', { sub_label_id: 201 }));
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.message).toBe(m.categoryMismatch);
  });

  it('a published article is sanitised, its photos are pictures, and it shows in its page, the list, the search and the sitemap', async () => {
    const body = `${BODY}<p><img src="/uploads/whatever.jpg" data-media-id="${photo}" alt="收納櫃" onerror="x()"></p>`;
    const made = await write(
      'POST',
      '/console/api/articles',
      draft('衣櫃收納的秘訣', {
        status: 'published',
        cover_media_id: photo,
        body_html: body,
        seo_title: '衣櫃收納',
      }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    const page = await detail(id);
    expect(page.status).toBe(200);
    const article = page.body.data;
    expect(article.content).not.toMatch(/script|onclick|onerror|alert/);
    expect(article.content).toContain('<h2>先減量</h2>');
    expect(article.content).toMatch(
      /<picture><source type="image\/avif" srcset="[^"]*\/uploads\/[0-9a-f]{20}\.avif 640w, [^"]*1280w"/,
    );
    expect(article.content).toMatch(/<img src="[^"]+\.jpg" alt="收納櫃" width="1600" height="900"/);
    expect(article.cover_picture).toMatchObject({ width: 1600, height: 900 });
    expect(article.cover_picture.sources.map((s: { type: string }) => s.type)).toEqual([
      'image/avif',
      'image/webp',
      'image/jpeg',
    ]);
    expect(article.seo_title).toBe('衣櫃收納');
    expect(article.reading_minutes).toBeGreaterThanOrEqual(1);
    expect(await listed(id)).toBe(true);
    expect(await found(id, '衣櫃收納')).toBe(true);
    expect(await inSitemap(id)).toBe(true);
    const card = (await h.call('GET', '/v1/article/list?page=1&per_page=50')).body.data.items.find(
      (a: { id: number }) => a.id === id,
    );
    expect(card.cover_picture.src).toBe(article.cover_picture.src);
  });

  it('unpublishing takes it off the list, the search and the sitemap, and its page answers 410', async () => {
    const made = await write(
      'POST',
      '/console/api/articles',
      draft('浴室乾濕分離', { status: 'published', cover_media_id: photo }),
    );
    const id = made.body.data.id as number;
    expect(await listed(id)).toBe(true);
    const off = await write('PATCH', `/console/api/articles/${id}`, { revision: 1, status: 'unpublished' });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const page = await detail(id);
    expect(page.status).toBe(410);
    expect(page.body.message).toBe('這篇文章已下架');
    expect(await listed(id)).toBe(false);
    expect(await found(id, '乾濕分離')).toBe(false);
    expect(await inSitemap(id)).toBe(false);
    // A move the states do not allow is a 409 with both states named.
    const back = await write('PATCH', `/console/api/articles/${id}`, { revision: 2, status: 'scheduled' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('文章目前是「已下架」，不能直接改為「排程中」');
  });

  it('a scheduled article is published by the job run once its time has come, not before', async () => {
    const past = await write(
      'POST',
      '/console/api/articles',
      draft('過去的排程', {
        status: 'scheduled',
        cover_media_id: photo,
        publish_at: '2020-01-01T00:00:00+08:00',
      }),
    );
    expect(past.status).toBe(422);
    expect(past.body.message).toBe(m.publishAtNeeded);
    const at = new Date(h.clock().getTime() + 3_600_000);
    const made = await write(
      'POST',
      '/console/api/articles',
      draft('廚房動線規劃', { status: 'scheduled', cover_media_id: photo, publish_at: at.toISOString() }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    expect(await publishDueArticles(h.db, new Date(at.getTime() - 1000))).not.toContain(id);
    expect((await detail(id)).status).toBe(404);
    expect(await publishDueArticles(h.db, at)).toContain(id);
    expect(await publishDueArticles(h.db, at)).not.toContain(id);
    const page = await detail(id);
    expect(page.status).toBe(200);
    expect(page.body.data.published_at).toBe(at.toISOString());
    expect(await listed(id)).toBe(true);
  });

  it('every save is a revision: a save over a newer one is a 409, and an old revision can be restored', async () => {
    const made = await write('POST', '/console/api/articles', draft('玄關設計'));
    const id = made.body.data.id as number;
    const second = await write('PATCH', `/console/api/articles/${id}`, {
      revision: 1,
      title: '玄關設計重點',
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ title: '玄關設計重點', revision: 2 });
    const stale = await write('PATCH', `/console/api/articles/${id}`, { revision: 1, title: '別人的版本' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('這篇文章已被其他人更新（第 2 版），請重新載入後再儲存');
    const revisions = await h.call('GET', `/console/api/articles/${id}/revisions`, {
      headers: asStaff(editor),
    });
    expect(revisions.body.data.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    expect(revisions.body.data[0].saved_by).toBe('article-editor@example.com');
    const restored = await write('POST', `/console/api/articles/${id}/revisions/1/restore`, undefined);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toMatchObject({ title: '玄關設計', revision: 3, status: 'draft' });
    const audit = await h.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'article'), eq(auditLog.subjectId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(['article.create', 'article.save', 'article.restore']);
  });

  it('a preview link shows an unpublished article to whoever holds it, never cached, until it expires', async () => {
    const made = await write('POST', '/console/api/articles', draft('預覽中的文章'));
    const id = made.body.data.id as number;
    const link = await write('POST', `/console/api/articles/${id}/preview`, undefined);
    expect(link.status).toBe(200);
    const token = new URL(link.body.data.url, 'https://x').searchParams.get('preview')!;
    const seen = await detail(id, token);
    expect(seen.status).toBe(200);
    expect(seen.body.data.title).toBe('預覽中的文章');
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    // Tampered: its first character changed (the last may carry only padding bits, or be '0' already).
    const tampered = `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`;
    expect((await detail(id, tampered)).status).toBe(404);
    expect((await detail(id + 1, token)).status).toBe(404);
    h.clock.advance(31 * 60_000);
    expect((await detail(id, token)).status).toBe(404);
  });

  it('only editors and admins write articles (support and marketing get 403)', async () => {
    for (const staff of [support, marketing]) {
      expect((await write('POST', '/console/api/articles', draft('無權限'), staff)).status).toBe(403);
      expect((await h.call('GET', '/console/api/articles', { headers: asStaff(staff) })).status).toBe(403);
    }
  });
});
