/**
 * The console's site blocks (docs/spec/console.md#site-blocks) on the empty database production
 * starts with: nothing saved, production shows no banners, keywords, contacts, sister apps or
 * notice (a development machine shows its marked demo notice); a saved notice is what the Help's
 * notice page shows, and an emptied one none;
 * what marketing saves is what the site's endpoints answer, over the operator's settings, which
 * are used only while nothing is saved; only admin and marketing write; bad input gets its zh-TW
 * reason and stores nothing; a save over a newer version is a 409; each save is audited.
 */
import { siteBlocksMessages as m } from '@renovo/core/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOTICE } from '../../content/catalogue/site.ts';
import { auditLog } from '../../db/schema-console.ts';
import { parseEnv } from '../../env.ts';
import { processAsset, storeUpload } from '../../media/media.service.ts';
import { asStaff, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { storedBlocks } from './site-blocks.service.ts';
import { shownHelp, shownNotice, shownSisterApps } from './site-shown.ts';

/** A production environment's settings, with or without the operator's contacts and apps. */
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: 'x'.repeat(32),
  SITE_ORIGIN: 'https://www.example.tw',
  MITAKE_USERNAME: 'u',
  MITAKE_PASSWORD: 'p',
} as const;
const SETTINGS = {
  ...PRODUCTION,
  OPERATOR_HELP_PHONE: '02-1111-2222',
  OPERATOR_HELP_EMAIL: 'help@operator.example.tw',
  SISTER_APPS: JSON.stringify([{ name: '設定的 App', url: 'https://apps.example.tw/set' }]),
};

describe.each(DATABASE_LANES)('site blocks on %s', (lane) => {
  let h: TestHarness;
  let marketing: SignedInStaff;
  let admin: SignedInStaff;
  let editor: SignedInStaff;
  let support: SignedInStaff;
  let photo: number;

  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
    marketing = await signedInStaff(h, 'marketing', 'blocks-marketing@example.com');
    admin = await signedInStaff(h, 'admin', 'blocks-admin@example.com');
    editor = await signedInStaff(h, 'editor', 'blocks-editor@example.com');
    support = await signedInStaff(h, 'support', 'blocks-support@example.com');
    const bytes = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#406080' } })
      .jpeg()
      .toBuffer();
    photo = await storeUpload(h.db, h.media, { bytes, kind: 'photo', type: 'image/jpeg', staffId: null });
    await processAsset(h.db, h.media, photo, h.logger);
  });
  afterAll(() => h.close());

  const production = () => h.appWith({ env: { production: true, NODE_ENV: 'production' } });
  const publicGet = async (path: string, app = production()) =>
    (await h.call('GET', path, { app })).body.data;
  const blocks = async (staff = marketing) =>
    (await h.call('GET', '/console/api/site-blocks', { headers: asStaff(staff) })).body.data;
  const put = (kind: string, body: unknown, staff = marketing) =>
    h.call('PUT', `/console/api/site-blocks/${kind}`, { body, headers: asStaff(staff) });
  const envOf = (vars: Record<string, string>) => parseEnv(vars);

  it('production with nothing saved shows no banners, keywords, contacts or sister apps', async () => {
    expect((await publicGet('/v1/new_banners')).items).toEqual([]);
    expect(await publicGet('/hyperf/search/input/keywords')).toEqual([]);
    const stored = await storedBlocks(h.db);
    expect(shownHelp(stored, envOf(PRODUCTION))).toBeUndefined();
    expect(shownSisterApps(stored, envOf(PRODUCTION))).toEqual([]);
    expect(shownNotice(stored, envOf(PRODUCTION))).toBeUndefined();
    expect(shownNotice(stored, envOf({}))?.title).toBe(DEMO_NOTICE.title);
    const read = await blocks();
    expect(read.notice).toMatchObject({ version: 0, source: 'demo', value: { title: '' } });
    expect(read.banners).toMatchObject({ version: 0, value: [] });
    expect(read.contacts.source).toBe('none');
  });

  it('nothing saved: the operator’s settings are what the Help and the drawer show', async () => {
    const stored = await storedBlocks(h.db);
    expect(shownHelp(stored, envOf(SETTINGS))).toEqual({
      phone: { display: '02-1111-2222', href: 'tel:0211112222' },
      email: 'help@operator.example.tw',
    });
    expect(shownSisterApps(stored, envOf(SETTINGS))).toEqual([
      { name: '設定的 App', url: 'https://apps.example.tw/set' },
    ]);
  });

  it('only admin and marketing read or write the blocks (editor and support: 403)', async () => {
    for (const staff of [editor, support]) {
      expect((await put('search_keywords', { version: 0, value: ['不可'] }, staff)).status).toBe(403);
      expect((await h.call('GET', '/console/api/site-blocks', { headers: asStaff(staff) })).status).toBe(403);
    }
    expect(
      (await h.call('PUT', '/console/api/site-blocks/search_keywords', { body: { version: 0, value: [] } }))
        .status,
    ).toBe(401);
    expect((await blocks()).search_keywords.version).toBe(0);
  });

  it('marketing may use the media library for banner photos; support may not', async () => {
    expect((await h.call('GET', '/console/api/media', { headers: asStaff(marketing) })).status).toBe(200);
    expect((await h.call('GET', '/console/api/media', { headers: asStaff(support) })).status).toBe(403);
  });

  it('bad input gets its zh-TW reason and stores nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['banners', [{ media_id: photo, link: 'javascript:alert(1)', alt: '作品' }], m.bannerLink],
      ['banners', [{ media_id: photo, link: 'http://example.tw/', alt: '作品' }], m.bannerLink],
      ['banners', [{ media_id: photo, link: '//evil.example/', alt: '作品' }], m.bannerLink],
      ['banners', [{ media_id: photo, link: '/works', alt: '  ' }], m.bannerAlt],
      ['banners', [{ media_id: 999_999, link: '/works', alt: '作品' }], m.bannerPhotoNotReady],
      ['search_keywords', Array.from({ length: 13 }, (_, i) => `關鍵字${i}`), '搜尋關鍵字最多 12 個'],
      ['search_keywords', ['北歐', '北歐'], '搜尋關鍵字不能重複：北歐'],
      ['contacts', { phone: '12', email: '', hours: '', address: '' }, m.phone],
      ['contacts', { phone: '', email: 'not-mail', hours: '', address: '' }, m.email],
      ['sister_apps', [{ name: 'App', url: 'http://apps.example.tw/' }], m.appUrl],
      ['notice', { title: '春節公告', date: '', body: '除夕暫停服務。', sign: '' }, m.noticeDate],
      ['notice', { title: '', date: '2027-01-20', body: '除夕暫停服務。', sign: '' }, m.noticeTitle],
      ['notice', { title: '春節公告', date: '2027-02-30', body: '除夕暫停服務。', sign: '' }, m.noticeDate],
      ['notice', { title: '春節公告', date: '2027-01-20', body: '', sign: '' }, m.noticeBody],
      // A right-to-left override would make the notice read in another order than it is stored.
      [
        'notice',
        { title: '春節\u202e告公', date: '2027-01-20', body: '除夕暫停服務。', sign: '' },
        m.noticeTitle,
      ],
      [
        'notice',
        { title: '春節公告', date: '2027-01-20', body: '除夕\u2067暫停服務。', sign: '' },
        m.noticeBody,
      ],
      [
        'sister_apps',
        Array.from({ length: 21 }, (_, i) => ({ name: `App ${i}`, url: `https://apps.example.tw/${i}` })),
        '姊妹 App 最多 20 個',
      ],
    ];
    for (const [kind, value, reason] of cases) {
      const res = await put(kind, { version: 0, value });
      expect(res.status, `${kind} ${JSON.stringify(value)}`).toBe(422);
      expect(res.body.message).toBe(reason);
    }
    const read = await blocks();
    for (const kind of ['banners', 'search_keywords', 'contacts', 'sister_apps', 'notice'])
      expect(read[kind].version, kind).toBe(0);
  });

  it('a saved notice is what the Help’s notice page shows, in paragraphs; saved empty, there is none', async () => {
    const value = {
      title: '春節服務時間',
      date: '2027-01-20',
      body: '除夕至初三暫停電話客服。\n\n線上報價照常受理。',
      sign: '客服中心',
    };
    const saved = await put('notice', { version: 0, value });
    expect(saved.status, saved.body.message).toBe(200);
    const stored = await storedBlocks(h.db);
    expect(shownNotice(stored, envOf(PRODUCTION))).toEqual({
      title: '春節服務時間',
      date: '2027-01-20',
      paragraphs: ['除夕至初三暫停電話客服。', '線上報價照常受理。'],
      sign: '客服中心',
    });
    expect((await blocks()).notice).toMatchObject({ version: 1, source: 'saved', value });
    const emptied = await put('notice', { version: 1, value: { title: '', date: '', body: '', sign: '' } });
    expect(emptied.status, emptied.body.message).toBe(200);
    // Saved empty: none, in development too (no demo notice comes back).
    expect(shownNotice(await storedBlocks(h.db), envOf({}))).toBeUndefined();
  });

  it('what marketing saves is what the site’s endpoints answer, over the operator’s settings', async () => {
    const banner = await put('banners', {
      version: 0,
      value: [
        { media_id: photo, link: '/works', alt: '精選作品橫幅' },
        {
          media_id: photo,
          link: 'https://apps.example.tw/x',
          alt: '已結束',
          ends_at: '2020-01-01T00:00:00Z',
        },
      ],
    });
    expect(banner.status, JSON.stringify(banner.body)).toBe(200);
    expect(banner.body.data.version).toBe(1);
    const items = (await publicGet('/v1/new_banners?position=home')).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ link: '/works', alt: '精選作品橫幅', position: 'home' });
    expect(items[0].picture).toMatchObject({ width: 1600, height: 800 });
    expect(items[0].picture.sources.map((s: { type: string }) => s.type)).toContain('image/avif');

    expect((await put('search_keywords', { version: 0, value: [' 收納 ', '老屋翻新'] })).status).toBe(200);
    expect(await publicGet('/hyperf/search/input/keywords')).toEqual(['收納', '老屋翻新']);

    const contacts = {
      phone: '02-3333-4444',
      email: '',
      hours: '週一至週五 9:00-18:00',
      address: '臺北市信義區',
    };
    expect((await put('contacts', { version: 0, value: contacts }, admin)).status).toBe(200);
    expect(
      (
        await put('sister_apps', {
          version: 0,
          value: [{ name: '後台的 App', url: 'https://apps.example.tw/c' }],
        })
      ).status,
    ).toBe(200);
    const stored = await storedBlocks(h.db);
    expect(shownHelp(stored, envOf(SETTINGS))).toEqual({
      phone: { display: '02-3333-4444', href: 'tel:0233334444' },
      hours: '週一至週五 9:00-18:00',
      address: '臺北市信義區',
    });
    expect(shownSisterApps(stored, envOf(SETTINGS))).toEqual([
      { name: '後台的 App', url: 'https://apps.example.tw/c' },
    ]);
    expect((await publicGet('/api/footer_config')).service_hours).toBe('週一至週五 9:00-18:00');
    const read = await blocks();
    expect(read.contacts).toMatchObject({ version: 1, source: 'saved', value: contacts });
    expect(read.banners.value[0].picture).toMatchObject({ width: 1600 });

    // An empty list saved is the console's answer too: nothing shown, not the settings.
    expect((await put('sister_apps', { version: 1, value: [] })).status).toBe(200);
    expect(shownSisterApps(await storedBlocks(h.db), envOf(SETTINGS))).toEqual([]);
  });

  it('a save over a newer version is a 409 that names it, and changes nothing', async () => {
    const current = (await blocks()).search_keywords.version as number;
    expect((await put('search_keywords', { version: current, value: ['甲'] })).status).toBe(200);
    const stale = await put('search_keywords', { version: current, value: ['乙'] }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(m.stale.replace('{version}', String(current + 1)));
    expect(await publicGet('/hyperf/search/input/keywords')).toEqual(['甲']);
    expect(
      (await put('contacts', { version: 0, value: { phone: '', email: '', hours: '', address: '' } })).status,
    ).toBe(409);
  });

  it('each save is in the audit log with its kind and version, not its text', async () => {
    const rows = await h.db.select().from(auditLog).where(eq(auditLog.action, 'site_block.save'));
    const kinds = rows.map((r) => r.subjectId);
    expect(kinds).toEqual(expect.arrayContaining(['banners', 'search_keywords', 'contacts', 'sister_apps']));
    expect(rows.every((r) => r.subjectType === 'site_block')).toBe(true);
    expect(JSON.stringify(rows.map((r) => r.details))).not.toContain('02-3333-4444');
  });
});
